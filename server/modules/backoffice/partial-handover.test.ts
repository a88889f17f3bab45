// Partial handover through the back office API against the Klarna stand-in (decision 040): the
// customer takes two of three lines (one unit of a line of two); Klarna captures exactly their
// amount with their share of the verdikode, the rest of the authorisation is released, the rest of
// the goods go back in stock, the order holds only what was taken and the customer is told.
import { describe, expect, it } from "vitest";
import { STANDIN_PREFIX } from "../../../domain/klarna-standin.ts";
import { auditRowsOf } from "../../../tests/helpers/back-office.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  klarnaOrderOf,
  orderInfo,
  stockedVariants,
  stockOf,
} from "../../../tests/helpers/checkout.ts";
import { appForFile, rows } from "../../../tests/helpers/test-app.ts";
import { KlarnaError } from "../payments/klarna-client.ts";
import { MORE_THAN_RESERVED, NOT_IN_RESERVATION, NOTHING_TAKEN } from "../reservations/partial-handover.ts";
import { createReservationService } from "../reservations/service.ts";
import { STATUS } from "../reservations/status.ts";

const SHOP = 55;
let t: CheckoutTestApp;
let staff: Browser;

appForFile(createCheckoutTestApp, async (app) => {
  t = app;
  staff = new Browser(t.app, "10.0.0.55");
  await staff.login("ansatt@example.no", "Ansatt-passord-1");
});

/** A paid reservation of one unit of a, two of b and one of c, with HOST20 (20 %) when `promo`. */
async function threeLineReservation(offset: number, promo: boolean) {
  const [a, b, c] = await stockedVariants(t, SHOP, 3, offset);
  if (!a || !b || !c) throw new Error("the seed has too few stocked variants");
  for (const v of [a, b, c]) await t.setStockForTest(v.variant_id, SHOP, 5);
  const shopper = new Browser(t.app, `10.0.1.${offset}`);
  const created = await shopper.post("/api/v1/reservations/klarna/", {
    order: [
      { EanNo: a.ean, Count: 1 },
      { EanNo: b.ean, Count: 2 },
      { EanNo: c.ean, Count: 1 },
    ],
    shop: SHOP,
    payment: "card",
    orderInfo,
    ...(promo ? { promocodeId: 2 } : {}),
  });
  expect(created.statusCode).toBe(201);
  const { reservation, klarna } = created.json().data;
  const auth = await shopper.post(`${STANDIN_PREFIX}/browser/authorize`, { client_token: klarna.client_token });
  const paid = await shopper.post(`/api/v1/reservations/${reservation.id}/authorize`, {
    session_id: klarna.session_id,
    approved: true,
    authorization_token: auth.json().authorization_token,
  });
  expect(paid.statusCode).toBe(200);
  const r = paid.json().data as { id: number; total: number; discount: number; articles: { price: number }[] };
  return { r, a, b, c, ore: (kr: number) => Math.round(kr * 100) };
}

describe("partial handover", () => {
  it("captures exactly the taken lines with their share of the discount and releases the rest", async () => {
    const { r, a, b, c, ore } = await threeLineReservation(30, true);
    const [pa, pb, pc] = r.articles.map((x) => ore(x.price)) as [number, number, number];
    const total = ore(r.total);
    const discount = ore(r.discount);
    expect(discount).toBeGreaterThan(0);
    // The taken goods' share of the discount, worked out here by hand (all amounts are positive).
    const goods = pa + pb;
    const share = Math.round((discount * goods) / (pa + 2 * pb + pc));
    const captured = goods - share;

    const res = await staff.post(`/api/v1/backoffice/reservations/${r.id}/collect-part`, {
      lines: [
        { EanNo: a.ean, Count: 1 },
        { EanNo: b.ean, Count: 1 },
        { EanNo: c.ean, Count: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.statusID).toBe(STATUS.collected);
    expect(res.json().data.payment).toMatchObject({ status: "captured", pending: null });

    expect(res.json().data.payment).toMatchObject({ capturedOre: captured, releasedOre: total - captured });
    const klarna = await klarnaOrderOf(t, r.id);
    expect(klarna.status).toBe("CAPTURED");
    expect(klarna.order_amount).toBe(total);
    expect(klarna.captured_amount).toBe(captured);
    expect(klarna.remaining_authorized_amount).toBe(0);
    expect(klarna.captures).toHaveLength(1);
    expect(klarna.captures[0]?.captured_amount).toBe(captured);
    expect(klarna.captures[0]?.order_lines?.map((l) => [l.reference, l.quantity, l.total_amount])).toEqual([
      [a.ean, 1, pa],
      [b.ean, 1, pb],
      ["verdikode", 1, -share],
    ]);

    expect(await stockOf(t, a.variant_id, SHOP)).toBe(4);
    expect(await stockOf(t, b.variant_id, SHOP)).toBe(4);
    expect(await stockOf(t, c.variant_id, SHOP)).toBe(5);

    const [order] = await rows<{ id: number; total_ore: number; net_ore: number; total_vat_ore: number }>(
      t.database,
      "select id, total_ore, net_ore, total_vat_ore from orders where reservation_id = $1",
      [r.id],
    );
    expect(order?.total_ore).toBe(captured);
    const lines = await rows<{ ean: string; count: number; total_ore: number; vat_ore: number }>(
      t.database,
      "select ean, count, total_ore, vat_ore from order_lines where order_id = $1 order by id",
      [order?.id],
    );
    expect(lines.map((l) => [l.ean, l.count, l.total_ore])).toEqual([
      [a.ean, 1, pa],
      [b.ean, 1, pb],
      ["rabatt", 1, -share],
    ]);
    expect(lines.reduce((s, l) => s + l.vat_ore, 0)).toBe(order?.total_vat_ore);
    expect((order?.net_ore ?? 0) + (order?.total_vat_ore ?? 0)).toBe(captured);

    const audited = await auditRowsOf(t.database, "reservation", r.id);
    expect(audited.map((x) => [x.action, x.after])).toEqual([
      [
        "reservation.collect-part",
        {
          statusID: STATUS.collected,
          goods: `1 × ${a.name} (${a.ean}), 1 × ${b.name} (${b.ean})`,
        },
      ],
    ]);
    expect(audited[0]?.before).toEqual({
      statusID: STATUS.reserved,
      goods: `1 × ${a.name} (${a.ean}), 2 × ${b.name} (${b.ean}), 1 × ${c.name} (${c.ean})`,
    });

    const one = await staff.get(`/api/v1/backoffice/reservations/${r.id}`);
    // A return can take back only what was handed over.
    expect(one.json().returnable.open).toBe(true);
    expect(
      one
        .json()
        .returnable.lines.map((l: { EanNo: string; bought: number; returned: number }) => [
          l.EanNo,
          l.bought,
          l.returned,
        ]),
    ).toEqual([
      [a.ean, 1, 0],
      [b.ean, 1, 0],
    ]);
    const last = one.json().history.at(-1);
    expect(last.to_status_id).toBe(STATUS.collected);
    expect(last.note).toBe(
      `Delvis utlevert: 1 × ${a.name}, 1 × ${b.name}. Lagt tilbake på lager: 1 × ${b.name}, 1 × ${c.name}.`,
    );

    const mail = await staff.get("/api/v1/mail/outbox?to=ola@example.no");
    const sent = mail.json().data.find((m: { subject: string }) => m.subject === `Reservasjon ${r.id} er utlevert`);
    const kr = (n: number) =>
      `${(n / 100).toLocaleString("nb-NO", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(sent.text).toContain(`Trukket fra kortet: ${kr(captured)} kr`);
    expect(sent.text).toContain(`Frigitt (ikke trukket): ${kr(total - captured)} kr`);
    expect(sent.text).toContain(`1 × ${c.name}`);

    const again = await staff.post(`/api/v1/backoffice/reservations/${r.id}/collect-part`, {
      lines: [{ EanNo: c.ean, Count: 1 }],
    });
    expect(again.statusCode).toBe(409);
  });

  it("refuses nothing taken, more than reserved and an article not reserved, and changes nothing", async () => {
    const { r, a, b } = await threeLineReservation(33, false);
    const cases: [unknown, string][] = [
      [[{ EanNo: a.ean, Count: 0 }], NOTHING_TAKEN],
      [[{ EanNo: b.ean, Count: 3 }], MORE_THAN_RESERVED],
      [[{ EanNo: "0000000000000", Count: 1 }], NOT_IN_RESERVATION],
    ];
    for (const [lines, message] of cases) {
      const res = await staff.post(`/api/v1/backoffice/reservations/${r.id}/collect-part`, { lines });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    }
    const bad = await staff.post(`/api/v1/backoffice/reservations/${r.id}/collect-part`, {
      lines: [{ EanNo: a.ean, Count: -1 }],
    });
    expect(bad.statusCode).toBe(422);
    const klarna = await klarnaOrderOf(t, r.id);
    expect(klarna.status).toBe("AUTHORIZED");
    expect(klarna.captured_amount).toBe(0);
    expect(await stockOf(t, a.variant_id, SHOP)).toBe(4);
    const one = await staff.get(`/api/v1/backoffice/reservations/${r.id}`);
    expect(one.json().data.statusID).toBe(STATUS.reserved);
  });

  it("taking every unit is a whole handover: the authorised total, nothing to release", async () => {
    const { r, a, b, c, ore } = await threeLineReservation(36, true);
    const res = await staff.post(`/api/v1/backoffice/reservations/${r.id}/collect-part`, {
      lines: [
        { EanNo: a.ean, Count: 1 },
        { EanNo: b.ean, Count: 2 },
        { EanNo: c.ean, Count: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const klarna = await klarnaOrderOf(t, r.id);
    expect(klarna.captured_amount).toBe(ore(r.total));
    expect(klarna.status).toBe("CAPTURED");
  });

  it("the stand-in refuses a capture above the authorised amount and lines that do not add up", async () => {
    const { r, ore } = await threeLineReservation(39, false);
    const [row] = await rows<{ klarna_order_id: string }>(
      t.database,
      "select klarna_order_id from reservations where id = $1",
      [r.id],
    );
    const orderId = row?.klarna_order_id as string;
    const klarna = t.app.services.klarna;
    const over = await klarna.capture(orderId, ore(r.total) + 1).catch((e: unknown) => e);
    expect(over).toBeInstanceOf(KlarnaError);
    expect((over as KlarnaError).status).toBe(403);
    const line = { type: "physical" as const, reference: "x", name: "x", quantity: 1, unit_price: 100 };
    const badLines = await klarna
      .capture(orderId, 200, undefined, [
        { ...line, tax_rate: 2500, total_amount: 100, total_discount_amount: 0, total_tax_amount: 20 },
      ])
      .catch((e: unknown) => e);
    expect((badLines as KlarnaError).status).toBe(400);
    expect((await klarnaOrderOf(t, r.id)).captured_amount).toBe(0);
  });

  it("a release Klarna fails is left due and made by the retry job; the capture stands", async () => {
    const { r, a, ore } = await threeLineReservation(45, false);
    const services = t.app.services;
    const failingRelease = {
      ...services.klarna,
      releaseRemainingAuthorization: async () => {
        throw new TypeError("fetch failed");
      },
    };
    const deps = {
      database: t.database,
      promocodes: services.promocodes,
      shops: services.shops,
      addresses: services.addresses,
      shipping: services.shipping,
      purchasePrices: services.purchasePrices,
      stock: services.stock,
      clock: services.clock,
      mail: services.mail,
      publicUrl: undefined,
    };
    const flaky = createReservationService({ ...deps, klarna: failingRelease });
    const view = await flaky.collectPart(r.id, "staff:test", [{ EanNo: a.ean, Count: 1 }]);
    expect(view.statusID).toBe(STATUS.collected);
    expect(view.payment).toMatchObject({ status: "captured", pending: "release", attempts: 1 });
    let klarna = await klarnaOrderOf(t, r.id);
    expect(klarna.status).toBe("PART_CAPTURED");
    expect(klarna.captured_amount).toBe(ore(r.articles[0]?.price ?? 0));

    // The retry job, with Klarna answering again, once the pause has passed.
    const later = createReservationService({
      ...deps,
      klarna: services.klarna,
      clock: () => new Date(Date.now() + 3_600_000),
    });
    await later.retryPayments();
    klarna = await klarnaOrderOf(t, r.id);
    expect(klarna.status).toBe("CAPTURED");
    expect(klarna.remaining_authorized_amount).toBe(0);
    expect(klarna.refunded_amount).toBe(0);
    expect((await later.view(r.id)).payment).toMatchObject({
      pending: null,
      releasedOre: ore(r.total) - klarna.captured_amount,
    });
  });
});
