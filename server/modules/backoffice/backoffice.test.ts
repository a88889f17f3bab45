// Staff handover through the API: staff of shop 55 list, mark ready, hand over and cancel their
// shop's reservations; customers and visitors are refused; the outbox is readable.
import { describe, expect, it } from "vitest";
import { STANDIN_PREFIX } from "../../../domain/klarna-standin.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  orderInfo,
  stockedVariants,
  stockOf,
} from "../../../tests/helpers/checkout.ts";
import { appForFile, rows } from "../../../tests/helpers/test-app.ts";
import { FORBIDDEN_MESSAGE, NO_USER_MESSAGE } from "../../plugins/session.ts";
import { STATUS } from "../reservations/status.ts";

const SHOP = 55;
let t: CheckoutTestApp;
let staff: Browser;

appForFile(createCheckoutTestApp, async (app) => {
  t = app;
  staff = new Browser(t.app, "10.0.0.55");
  await staff.login("ansatt@example.no", "Ansatt-passord-1");
});

async function paidReservation(shopper: Browser, ean: string, extra: Record<string, unknown> = {}) {
  const created = await shopper.post("/api/v1/reservations/klarna/", {
    order: [{ EanNo: ean, Count: 1 }],
    shop: SHOP,
    payment: "card",
    orderInfo,
    ...extra,
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
  return paid.json().data as { id: number; total: number; discount: number; customerID: number | null };
}

describe("back office", () => {
  it("staff see their shop's reservations by status, mark ready, hand over and cancel", async () => {
    const [v] = await stockedVariants(t, SHOP, 1, 21);
    await t.setStockForTest(v.variant_id, SHOP, 5);
    const shopper = new Browser(t.app, "10.0.0.9");
    const r = await paidReservation(shopper, v.ean);

    const list = await staff.get(`/api/v1/backoffice/reservations?status=${STATUS.reserved}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().shop.id).toBe(SHOP);
    expect(list.json().data.map((x: { id: number }) => x.id)).toContain(r.id);
    expect(list.json().counts[STATUS.reserved]).toBeGreaterThanOrEqual(1);

    const one = await staff.get(`/api/v1/backoffice/reservations/${r.id}`);
    expect(one.json().data.articles[0].EanNo).toBe(v.ean);
    expect(one.json().history.map((h: { to_status_id: number }) => h.to_status_id)).toEqual([1, 2]);

    // Colour and size, so staff pick the right variant off the shelf (issue 12, item 10).
    const [label] = await rows<{ color: string; size: string }>(
      t.database,
      "select c.name as color, s.name as size from variants v join colors c on c.id = v.color_id join sizes s on s.id = v.size_id where v.id = $1",
      [v.variant_id],
    );
    expect(one.json().data.articles[0]).toMatchObject({ color: label.color, size: label.size });

    const ready = await staff.post(`/api/v1/backoffice/reservations/${r.id}/ready`);
    expect(ready.json().data.statusID).toBe(STATUS.readyForPickup);
    // The history in words: statuses in Norwegian, people by name, no actor codes.
    const [me] = await rows<{ first_name: string }>(
      t.database,
      "select first_name from customers where email = 'ansatt@example.no'",
    );
    const words = (await staff.get(`/api/v1/backoffice/reservations/${r.id}`))
      .json()
      .history.map((h: { text: string }) => h.text);
    expect(words).toEqual([
      "Venter på betaling — kunden",
      "Reservert — kunden",
      `Klar til henting — ${me.first_name} (ansatt)`,
    ]);
    const collected = await staff.post(`/api/v1/backoffice/reservations/${r.id}/collect`);
    expect(collected.json().data.statusID).toBe(STATUS.collected);
    expect(collected.json().data.payment.status).toBe("captured");
    const again = await staff.post(`/api/v1/backoffice/reservations/${r.id}/collect`);
    expect(again.statusCode).toBe(409);
    // The audit log has each change, not the refused one (decision 039).
    const audit = await rows(
      t.database,
      "select action, actor_name, actor_role, changes from audit_log where entity_type = 'reservation' and entity_id = $1 order by id",
      [String(r.id)],
    );
    expect(audit).toEqual([
      {
        action: "reservation.ready",
        actor_name: "Ola Hansen",
        actor_role: "staff",
        changes: { before: { statusID: STATUS.reserved }, after: { statusID: STATUS.readyForPickup } },
      },
      {
        action: "reservation.collect",
        actor_name: "Ola Hansen",
        actor_role: "staff",
        changes: { before: { statusID: STATUS.readyForPickup }, after: { statusID: STATUS.collected } },
      },
    ]);

    const second = await paidReservation(shopper, v.ean);
    const cancelled = await staff.post(`/api/v1/backoffice/reservations/${second.id}/cancel`);
    expect(cancelled.json().data.statusID).toBe(STATUS.cancelled);
    expect(await stockOf(t, v.variant_id, SHOP)).toBe(4);

    const mail = await staff.get("/api/v1/mail/outbox?to=ola@example.no");
    expect(mail.statusCode).toBe(200);
    const subjects = mail.json().data.map((m: { subject: string }) => m.subject);
    expect(subjects).toContain(`Reservasjon ${r.id} er bekreftet`);
    expect(subjects).toContain(`Reservasjon ${r.id} er klar til henting`);
  });

  it("refuses visitors (404) and customers (403)", async () => {
    const visitor = new Browser(t.app, "10.0.0.10");
    const anon = await visitor.get("/api/v1/backoffice/reservations");
    expect(anon.statusCode).toBe(404);
    expect(anon.json().message).toBe(NO_USER_MESSAGE);
    const customer = new Browser(t.app, "10.0.0.11");
    await customer.login("kari@example.no", "Demo-passord-1");
    const res = await customer.get("/api/v1/backoffice/reservations");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    expect((await customer.post("/api/v1/backoffice/reservations/1/collect")).statusCode).toBe(403);
  });

  it("staff cannot open another shop's reservation", async () => {
    const [v] = await stockedVariants(t, 1, 1, 3);
    await t.setStockForTest(v.variant_id, 1, 3);
    const shopper = new Browser(t.app, "10.0.0.12");
    const created = await shopper.post("/api/v1/reservations/klarna/", {
      order: [{ EanNo: v.ean, Count: 1 }],
      shop: 1,
      payment: "card",
      orderInfo,
    });
    const id = created.json().data.reservation.id;
    expect((await staff.get(`/api/v1/backoffice/reservations/${id}`)).statusCode).toBe(404);
    expect((await staff.post(`/api/v1/backoffice/reservations/${id}/cancel`)).statusCode).toBe(404);
  });

  it("a logged-in customer may use the login-only code, and the reservation is theirs", async () => {
    const [v] = await stockedVariants(t, SHOP, 1, 21);
    await t.setStockForTest(v.variant_id, SHOP, 5);
    const kari = new Browser(t.app, "10.0.0.13");
    const { id } = await kari.login("kari@example.no", "Demo-passord-1");
    const check = await kari.get("/api/v1/promocodes/check/KLUBB15");
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ Fixed: false, Amount: 15 });
    const r = await paidReservation(kari, v.ean, { promocodeId: 3 });
    expect(r.customerID).toBe(id);
    expect(r.discount).toBeCloseTo(Math.round(v.price_ore * 0.15) / 100, 2);
  });
});
