// The checkout on the server: re-pricing, limits, stock holds, promo codes, Klarna and every
// transition of the reservation lifecycle, driven through the API and the service with a test clock.

import { beforeEach, describe, expect, it } from "vitest";
import { NO_ADDRESSES, NO_HOUSE_NUMBER } from "../../../domain/address.ts";
import {
  type CheckoutTestApp,
  CSRF,
  createCheckoutTestApp,
  klarnaOrderOf,
  orderInfo,
  post,
  type StockedVariant,
  statusHistory,
  stockedVariants,
  stockOf,
} from "../../../tests/helpers/checkout.ts";
import { appForFile, rows } from "../../../tests/helpers/test-app.ts";
import { PROMO_REQUIRES_LOGIN } from "../promocodes/service.ts";
import { NOTHING_RESERVED, ONLY_CC, OUT_OF_STOCK, PAYMENT_NOT_COMPLETED } from "./messages.ts";
import { STATUS } from "./status.ts";

const SHOP = 55;
let now = new Date("2026-06-01T12:00:00Z");
let t: CheckoutTestApp;
let v: StockedVariant[];
const stock = (variant: StockedVariant, qty: number, shop = SHOP) => t.setStockForTest(variant.variant_id, shop, qty);

appForFile(
  () => createCheckoutTestApp({ clock: () => now }),
  async (app) => {
    t = app;
    v = await stockedVariants(t, SHOP, 4);
    expect(v).toHaveLength(4);
  },
);
beforeEach(() => {
  now = new Date("2026-06-01T12:00:00Z");
});

const reserve = (body: Record<string, unknown>) =>
  post(t, "/api/v1/reservations/klarna/", {
    shop: SHOP,
    payment: "card",
    orderInfo,
    ...body,
  });

/** A home delivery (shipping method 2, no shop) of the order to the address. */
const reserveDelivery = (order: { EanNo: string; Count: number }[], address: Record<string, string>) =>
  reserve({ shop: null, order, orderInfo: { ...orderInfo, Delivery: true, shipping_method_id: 2, ...address } });

/** Approves in the stand-in's dialog, from the browser that made the reservation, and reports it. */
async function approve(created: Awaited<ReturnType<typeof reserve>>) {
  const { reservation, klarna } = created.body.data;
  const reservationId = reservation.id;
  const sessionId = klarna.session_id;
  const auth = await t.app.inject({
    method: "POST",
    url: "/klarna-standin/browser/authorize",
    cookies: { butikk_checkout: created.cookies.butikk_checkout },
    payload: { client_token: klarna.client_token },
  });
  expect(auth.statusCode).toBe(200);
  return post(t, `/api/v1/reservations/${reservationId}/authorize`, {
    session_id: sessionId,
    approved: true,
    authorization_token: auth.json().authorization_token,
  });
}

async function reservedOne(count = 1) {
  await stock(v[0], 10);
  const created = await reserve({ order: [{ EanNo: v[0].ean, Count: count }] });
  expect(created.status).toBe(201);
  const authorised = await approve(created);
  expect(authorised.status).toBe(200);
  return authorised.body.data;
}

const history = (id: number) => statusHistory(t, id);
const standinOrder = (reservationId: number) => klarnaOrderOf(t, reservationId);

describe("POST /api/v1/reservations/klarna/", () => {
  it("prices every line from the database: a tampered client price is ignored", async () => {
    await stock(v[0], 10);
    await stock(v[1], 10);
    const { status, body } = await reserve({
      order: [
        { EanNo: v[0].ean, Count: 2, price: 1 },
        { EanNo: v[1].ean, Count: 1, price: 0 },
      ],
    });
    expect(status).toBe(201);
    const expected = 2 * v[0].price_ore + v[1].price_ore;
    expect(body.data.reservation.total).toBe(expected / 100);
    expect(body.data.reservation.statusID).toBe(STATUS.pendingPayment);
    expect(body.data.reservation.articles.map((a: { count: number }) => a.count)).toEqual([2, 1]);
    expect(body.data.failed).toEqual([]);
    expect(body.data.klarna.client_token).toMatch(/^standin\./);
    expect(body.data.klarna.payment_method_category).toBe("pay_now");
    expect(await stockOf(t, v[0].variant_id, SHOP)).toBe(8);
    expect(await stockOf(t, v[1].variant_id, SHOP)).toBe(9);
    expect(await history(body.data.reservation.id)).toEqual([
      { from_status_id: null, to_status_id: STATUS.pendingPayment, actor: "visitor" },
    ]);
  });

  it("holds the minimum of the web purchase limit and the stock", async () => {
    await stock(v[0], 100);
    const overLimit = await reserve({ order: [{ EanNo: v[0].ean, Count: v[0].web_purchase_limit + 5 }] });
    expect(overLimit.body.data.reservation.articles[0].count).toBe(v[0].web_purchase_limit);
    await stock(v[1], 2);
    const overStock = await reserve({ order: [{ EanNo: v[1].ean, Count: 3 }] });
    expect(overStock.body.data.reservation.articles[0].count).toBe(2);
    expect(await stockOf(t, v[1].variant_id, SHOP)).toBe(0);
  });

  it("reports lines it cannot hold per shop and proceeds with the rest", async () => {
    await stock(v[0], 5);
    await stock(v[2], 0);
    const { status, body } = await reserve({
      order: [
        { EanNo: v[0].ean, Count: 1 },
        { EanNo: v[2].ean, Count: 1 },
      ],
    });
    expect(status).toBe(201);
    expect(body.data.reservation.articles).toHaveLength(1);
    const [shop] = await rows<{ name: string }>(t.database, "select name from shops where id = $1", [SHOP]);
    expect(body.data.failed).toEqual([
      {
        status: 409,
        message: OUT_OF_STOCK,
        ShopID: SHOP,
        shopName: shop.name,
        items: [{ EanNo: v[2].ean, name: v[2].name, message: OUT_OF_STOCK }],
      },
    ]);
  });

  it("answers 409 with the failure list and writes nothing when no line can be held", async () => {
    await stock(v[2], 0);
    const [before] = await rows<{ n: number }>(t.database, "select count(*)::int as n from reservations");
    const { status, body } = await reserve({ order: [{ EanNo: v[2].ean, Count: 1 }] });
    expect(status).toBe(409);
    expect(body.message).toBe(NOTHING_RESERVED);
    expect(body.failed[0].items[0].EanNo).toBe(v[2].ean);
    const [after] = await rows<{ n: number }>(t.database, "select count(*)::int as n from reservations");
    expect(after.n).toBe(before.n);
  });

  it("applies the promo code on the server", async () => {
    await stock(v[0], 10);
    const { body } = await reserve({ order: [{ EanNo: v[0].ean, Count: 2 }], promocodeId: 2 });
    const goods = 2 * v[0].price_ore;
    const discount = Math.round(goods * 0.2);
    expect(body.data.reservation.discount).toBe(discount / 100);
    expect(body.data.reservation.total).toBe((goods - discount) / 100);
  });

  it("refuses a login-only code for a visitor with a customer_id error and holds nothing", async () => {
    await stock(v[0], 10);
    const { status, body } = await reserve({ order: [{ EanNo: v[0].ean, Count: 1 }], promocodeId: 3 });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ customer_id: [PROMO_REQUIRES_LOGIN] });
    expect(await stockOf(t, v[0].variant_id, SHOP)).toBe(10);
  });

  it("refuses an expired promo code", async () => {
    await stock(v[0], 10);
    const { status } = await reserve({ order: [{ EanNo: v[0].ean, Count: 1 }], promocodeId: 4 });
    expect(status).toBe(422);
  });

  it("validates the contact fields with the phone rule of spec section 5", async () => {
    const bad = await reserve({
      order: [{ EanNo: v[0].ean, Count: 1 }],
      orderInfo: { ...orderInfo, Phone: "12345678" },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["orderInfo.Phone"]);
    const noShop = await reserve({ order: [{ EanNo: v[0].ean, Count: 1 }], shop: null });
    expect(noShop.status).toBe(422);
    expect(noShop.body.errors.shop).toBeDefined();
    const noAddress = await reserve({
      order: [{ EanNo: v[0].ean, Count: 1 }],
      orderInfo: { ...orderInfo, Delivery: true, shipping_method_id: 2 },
    });
    expect(noAddress.status).toBe(422);
    expect(Object.keys(noAddress.body.errors).sort()).toEqual([
      "orderInfo.Address",
      "orderInfo.City",
      "orderInfo.PostalCode",
    ]);
  });

  it("refuses a delivery address without a house number with the text of spec section 8", async () => {
    const { status, body } = await reserveDelivery([{ EanNo: v[0].ean, Count: 1 }], {
      Address: "Storgata",
      PostalCode: "0155",
      City: "Oslo",
    });
    expect(status).toBe(422);
    expect(body.errors["orderInfo.Address"]).toEqual([NO_HOUSE_NUMBER]);
  });

  it("refuses a delivery postcode that does not exist with 'Ingen addresser funnet'", async () => {
    const count = async () =>
      (await rows<{ n: number }>(t.database, "select count(*)::int as n from reservations"))[0].n;
    const before = await count();
    const { status, body } = await reserveDelivery([{ EanNo: v[0].ean, Count: 1 }], {
      Address: "Storgata 1",
      PostalCode: "0000",
      City: "Oslo",
    });
    expect(status).toBe(422);
    expect(body.message).toBe(NO_ADDRESSES);
    expect(body.errors["orderInfo.PostalCode"]).toEqual([NO_ADDRESSES]);
    expect(await count()).toBe(before);
  });

  it("needs the CSRF token", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/reservations/klarna/",
      payload: { order: [] },
      cookies: { "XSRF-TOKEN": CSRF },
    });
    expect(res.statusCode).toBe(419);
  });

  it("delivers from a shop the server picks, with the fee, and refuses click-and-collect-only lines", async () => {
    const [onlyCc] = await rows<{ ean: string; name: string; variant_id: number }>(
      t.database,
      `select v.ean, a.name, v.id as variant_id from variants v join articles a on a.id = v.article_id
        where a.only_cc and a.purchasable_web = 1 and v.purchasable_web = 1 and a.visible_web = 1 limit 1`,
    );
    expect(onlyCc).toBeDefined();
    await stock(v[3], 0);
    await stock(v[3], 4, 1);
    const { status, body } = await reserveDelivery(
      [
        { EanNo: v[3].ean, Count: 1 },
        { EanNo: onlyCc.ean, Count: 1 },
      ],
      { Address: "Storgata 1", PostalCode: "0155", City: "Oslo" },
    );
    expect(status).toBe(201);
    expect(body.data.reservation.shopID).not.toBe(SHOP);
    expect(body.data.reservation.delivery).toBe(true);
    expect(body.data.reservation.shipping).toBe(99);
    expect(body.data.reservation.total).toBe(v[3].price_ore / 100 + 99);
    expect(body.data.failed[0].items).toEqual([{ EanNo: onlyCc.ean, name: onlyCc.name, message: ONLY_CC }]);
  });
});

describe("payment and lifecycle", () => {
  it("an approved payment reserves, stores the payment in txData and mails a confirmation", async () => {
    const r = await reservedOne(2);
    expect(r.statusID).toBe(STATUS.reserved);
    expect(r.payment).toMatchObject({ status: "authorized", fraudStatus: "ACCEPTED" });
    expect(r.holdExpiresAt).toBeNull();
    const order = await standinOrder(r.id);
    expect(order).toMatchObject({ status: "AUTHORIZED", order_amount: 2 * v[0].price_ore });
    const mails = await rows<{ subject: string; to_address: string; status: string }>(
      t.database,
      "select subject, to_address, status from mail_outbox where subject = $1",
      [`Reservasjon ${r.id} er bekreftet`],
    );
    expect(mails).toEqual([
      { subject: `Reservasjon ${r.id} er bekreftet`, to_address: "ola@example.no", status: "stored" },
    ]);
    expect((await history(r.id)).map((h) => h.to_status_id)).toEqual([STATUS.pendingPayment, STATUS.reserved]);
  });

  it("a denied payment fails the reservation and returns the stock", async () => {
    await stock(v[0], 10);
    const { body } = await reserve({ order: [{ EanNo: v[0].ean, Count: 3 }] });
    expect(await stockOf(t, v[0].variant_id, SHOP)).toBe(7);
    const denied = await post(t, `/api/v1/reservations/${body.data.reservation.id}/authorize`, {
      session_id: body.data.klarna.session_id,
      approved: false,
    });
    expect(denied.status).toBe(402);
    expect(denied.body.message).toBe(PAYMENT_NOT_COMPLETED);
    expect(await stockOf(t, v[0].variant_id, SHOP)).toBe(10);
    const view = await t.app.services.reservations.view(body.data.reservation.id);
    expect(view.statusID).toBe(STATUS.paymentFailed);
    expect(view.payment).toMatchObject({ status: "denied" });
  });

  it("refuses an authorisation with the wrong session id", async () => {
    await stock(v[0], 10);
    const { body } = await reserve({ order: [{ EanNo: v[0].ean, Count: 1 }] });
    const res = await post(t, `/api/v1/reservations/${body.data.reservation.id}/authorize`, {
      session_id: "someone-else",
      approved: false,
    });
    expect(res.status).toBe(404);
  });

  it("pending payment expires after 30 minutes and the stock comes back", async () => {
    // Earlier tests left holds on this variant: let them expire first, so only this one counts.
    now = new Date(now.getTime() + 31 * 60_000);
    await t.app.services.reservations.expireDue();
    now = new Date("2026-06-01T12:00:00Z");
    await stock(v[0], 10);
    const created = await reserve({ order: [{ EanNo: v[0].ean, Count: 4 }] });
    const id = created.body.data.reservation.id;
    now = new Date(now.getTime() + 29 * 60_000);
    await t.app.services.reservations.expireDue();
    expect((await t.app.services.reservations.view(id)).statusID).toBe(STATUS.pendingPayment);
    now = new Date(now.getTime() + 2 * 60_000);
    expect(await t.app.services.reservations.expireDue()).toBeGreaterThanOrEqual(1);
    expect((await t.app.services.reservations.view(id)).statusID).toBe(STATUS.expired);
    expect(await stockOf(t, v[0].variant_id, SHOP)).toBe(10);
    // Paying after the hold ran out is refused.
    const late = await approve(created);
    expect(late.status).toBe(409);
  });

  it("staff mark ready (mail with the 7-day deadline) and hand over: captured once, order with VAT lines", async () => {
    const r = await reservedOne(2);
    const ready = await t.app.services.reservations.markReady(r.id, "staff:2");
    expect(ready.statusID).toBe(STATUS.readyForPickup);
    expect(ready.pickupDeadline).toBe(new Date(now.getTime() + 7 * 86_400_000).toISOString());
    const [mail] = await rows<{ text: string }>(t.database, "select text from mail_outbox where subject = $1", [
      `Reservasjon ${r.id} er klar til henting`,
    ]);
    expect(mail.text).toContain("Hent innen");

    const collected = await t.app.services.reservations.collect(r.id, "staff:2");
    expect(collected.statusID).toBe(STATUS.collected);
    expect(collected.payment).toMatchObject({ status: "captured", pending: null });
    const order = await standinOrder(r.id);
    expect(order).toMatchObject({ status: "CAPTURED", captured_amount: 2 * v[0].price_ore });

    const [o] = await rows<{
      id: number;
      total_ore: number;
      total_vat_ore: number;
      net_ore: number;
      klarna_capture_id: string;
    }>(
      t.database,
      "select id, total_ore, total_vat_ore, net_ore, klarna_capture_id from orders where reservation_id = $1",
      [r.id],
    );
    const total = 2 * v[0].price_ore;
    expect(o.total_ore).toBe(total);
    expect(o.total_vat_ore).toBe(total - Math.round(total / 1.25));
    expect(o.net_ore + o.total_vat_ore).toBe(total);
    expect(o.klarna_capture_id).toBeTruthy();
    const lines = await rows<{ count: number; total_ore: number; vat_ore: number }>(
      t.database,
      "select count, total_ore, vat_ore from order_lines where order_id = $1",
      [o.id],
    );
    expect(lines).toEqual([{ count: 2, total_ore: total, vat_ore: total - Math.round(total / 1.25) }]);

    // A second handover is refused and captures nothing more.
    await expect(t.app.services.reservations.collect(r.id, "staff:2")).rejects.toMatchObject({ kind: "conflict" });
    expect((await standinOrder(r.id)).captures).toHaveLength(1);
    expect((await history(r.id)).map((h) => [h.from_status_id, h.to_status_id, h.actor])).toEqual([
      [null, 1, "visitor"],
      [1, 2, "customer"],
      [2, 3, "staff:2"],
      [3, 4, "staff:2"],
    ]);
  });

  it("cancelling returns the stock and cancels the Klarna authorisation", async () => {
    const r = await reservedOne(3);
    expect(await stockOf(t, v[0].variant_id, SHOP)).toBe(7);
    const cancelled = await t.app.services.reservations.cancel(r.id, "staff:2");
    expect(cancelled.statusID).toBe(STATUS.cancelled);
    expect(cancelled.payment).toMatchObject({ status: "released", pending: null });
    expect(await stockOf(t, v[0].variant_id, SHOP)).toBe(10);
    expect((await standinOrder(r.id)).status).toBe("CANCELLED");
    await expect(t.app.services.reservations.cancel(r.id, "staff:2")).rejects.toMatchObject({ kind: "conflict" });
  });

  it("a ready reservation not collected within 7 days expires: stock back, authorisation released", async () => {
    const r = await reservedOne(1);
    await t.app.services.reservations.markReady(r.id, "staff:2");
    now = new Date(now.getTime() + 7 * 86_400_000 + 60_000);
    await t.app.services.reservations.expireDue();
    const expired = await t.app.services.reservations.view(r.id);
    expect(expired.statusID).toBe(STATUS.expired);
    expect(await stockOf(t, v[0].variant_id, SHOP)).toBe(10);
    expect((await standinOrder(r.id)).status).toBe("CANCELLED");
  });
});
