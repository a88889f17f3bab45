// Returns under the right of withdrawal through the back office API (decision 040): refunded through
// the Klarna stand-in with the goods' share of the discount, restocked, noted and mailed; refused
// after 14 days and on a reservation that never became an order.
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
import { appForFile } from "../../../tests/helpers/test-app.ts";
import { MORE_THAN_BOUGHT, NO_ORDER, RETURN_WINDOW_CLOSED } from "../reservations/returns.ts";

const SHOP = 55;
const DAY = 86_400_000;
let shift = 0;
let t: CheckoutTestApp;
let staff: Browser;

appForFile(
  () => createCheckoutTestApp({ clock: () => new Date(Date.now() + shift) }),
  async (app) => {
    t = app;
    staff = new Browser(t.app, "10.0.0.55");
    await staff.login("ansatt@example.no", "Ansatt-passord-1");
  },
);

/** A paid reservation of one unit of a and two of b, with HOST20 (20 %). */
async function paid(offset: number) {
  const [a, b] = await stockedVariants(t, SHOP, 2, offset);
  if (!a || !b) throw new Error("too few stocked variants");
  for (const v of [a, b]) await t.setStockForTest(v.variant_id, SHOP, 5);
  const shopper = new Browser(t.app, `10.0.3.${offset}`);
  const created = await shopper.post("/api/v1/reservations/klarna/", {
    order: [
      { EanNo: a.ean, Count: 1 },
      { EanNo: b.ean, Count: 2 },
    ],
    shop: SHOP,
    payment: "card",
    orderInfo,
    promocodeId: 2,
  });
  expect(created.statusCode).toBe(201);
  const { reservation, klarna } = created.json().data;
  const auth = await shopper.post(`${STANDIN_PREFIX}/browser/authorize`, { client_token: klarna.client_token });
  const res = await shopper.post(`/api/v1/reservations/${reservation.id}/authorize`, {
    session_id: klarna.session_id,
    approved: true,
    authorization_token: auth.json().authorization_token,
  });
  expect(res.statusCode).toBe(200);
  const r = res.json().data as { id: number; total: number; discount: number; articles: { price: number }[] };
  return { r, a, b };
}

const ore = (kr: number) => Math.round(kr * 100);

describe("returns", () => {
  it("refund the returned units less their share of the discount, restock, and add up to what was charged", async () => {
    shift = 0;
    const { r, a, b } = await paid(50);
    expect((await staff.post(`/api/v1/backoffice/reservations/${r.id}/collect`)).statusCode).toBe(200);
    const [pa, pb] = r.articles.map((x) => ore(x.price)) as [number, number];
    const discount = ore(r.discount);
    const total = ore(r.total);

    const first = await staff.post(`/api/v1/backoffice/reservations/${r.id}/return`, {
      lines: [{ EanNo: b.ean, Count: 1 }],
    });
    expect(first.statusCode).toBe(200);
    const refund = pb - Math.round((discount * pb) / (pa + 2 * pb));
    let klarna = await klarnaOrderOf(t, r.id);
    expect(klarna.refunded_amount).toBe(refund);
    expect(klarna.refunds?.[0]?.refunded_amount).toBe(refund);
    expect(await stockOf(t, b.variant_id, SHOP)).toBe(4);
    const one = await staff.get(`/api/v1/backoffice/reservations/${r.id}`);
    expect(one.json().returnable.lines.find((l: { EanNo: string }) => l.EanNo === b.ean)).toMatchObject({
      bought: 2,
      returned: 1,
    });
    expect(one.json().history.at(-1).note).toMatch(new RegExp(`^Retur: 1 × ${b.name}\\. Refundert `));

    const tooMany = await staff.post(`/api/v1/backoffice/reservations/${r.id}/return`, {
      lines: [{ EanNo: b.ean, Count: 2 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe(MORE_THAN_BOUGHT);

    const rest = await staff.post(`/api/v1/backoffice/reservations/${r.id}/return`, {
      lines: [
        { EanNo: a.ean, Count: 1 },
        { EanNo: b.ean, Count: 1 },
      ],
    });
    expect(rest.statusCode).toBe(200);
    klarna = await klarnaOrderOf(t, r.id);
    expect(klarna.captured_amount).toBe(total);
    expect(klarna.refunded_amount).toBe(total);
    expect(await stockOf(t, a.variant_id, SHOP)).toBe(5);
    expect(await stockOf(t, b.variant_id, SHOP)).toBe(5);

    const mail = await staff.get("/api/v1/mail/outbox?to=ola@example.no");
    const subjects = mail.json().data.map((m: { subject: string }) => m.subject);
    expect(subjects.filter((s: string) => s === `Retur av bestilling ${r.id} er registrert`)).toHaveLength(2);
    const returns = (await auditRowsOf(t.database, "reservation", r.id)).filter(
      (x) => x.action === "reservation.return",
    );
    expect(returns.map((x) => x.after)).toEqual([
      { returned: `1 × ${b.name} (${b.ean})` },
      { returned: `1 × ${a.name} (${a.ean}), 1 × ${b.name} (${b.ean})` },
    ]);
  });

  it("are refused after the 14 days, and nothing is refunded or restocked", async () => {
    shift = 0;
    const { r, a } = await paid(53);
    await staff.post(`/api/v1/backoffice/reservations/${r.id}/collect`);
    shift = 16 * DAY;
    expect((await staff.get(`/api/v1/backoffice/reservations/${r.id}`)).json().returnable.open).toBe(false);
    const late = await staff.post(`/api/v1/backoffice/reservations/${r.id}/return`, {
      lines: [{ EanNo: a.ean, Count: 1 }],
    });
    shift = 0;
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RETURN_WINDOW_CLOSED);
    expect((await klarnaOrderOf(t, r.id)).refunded_amount).toBe(0);
    expect(await stockOf(t, a.variant_id, SHOP)).toBe(4);
  });

  it("are refused on a reservation that was never handed over", async () => {
    shift = 0;
    const { r, a } = await paid(56);
    const res = await staff.post(`/api/v1/backoffice/reservations/${r.id}/return`, {
      lines: [{ EanNo: a.ean, Count: 1 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NO_ORDER);
    expect((await staff.get(`/api/v1/backoffice/reservations/${r.id}`)).json().returnable).toBeNull();
  });
});
