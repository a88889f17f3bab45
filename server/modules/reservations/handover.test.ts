// A handover takes the payment before the goods count as collected (decision 024): when Klarna
// refuses the capture or cannot be reached, the reservation stays uncollected and staff are told
// what to do; the back office shows the payment as it is.
import { describe, expect, it } from "vitest";
import { CAPTURE_REFUSED, CAPTURE_UNAVAILABLE } from "../../../domain/payment-state.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  klarnaOrderOf,
  payInStandin,
  placeCardReservation,
  reservationsWithoutKlarna,
  statusHistory,
  stockedVariants,
  stockOf,
} from "../../../tests/helpers/checkout.ts";
import { appForFile, rows } from "../../../tests/helpers/test-app.ts";
import { STATUS } from "./status.ts";

const SHOP = 55;
let t: CheckoutTestApp;
let staff: Browser;
let staffId: number;

appForFile(createCheckoutTestApp, async (app) => {
  t = app;
  staff = new Browser(t.app, "10.0.2.55");
  staffId = (await staff.login("ansatt@example.no", "Ansatt-passord-1")).id;
});

/** A card reservation of one unit (of 5 in stock), approved in the shopper's browser. */
async function paidReservation(offset: number) {
  const [v] = await stockedVariants(t, SHOP, 1, offset);
  await t.setStockForTest(v.variant_id, SHOP, 5);
  const shopper = new Browser(t.app, "10.0.2.9");
  const placed = await placeCardReservation(shopper, { order: [{ EanNo: v.ean, Count: 1 }], shop: SHOP });
  await payInStandin(shopper, placed);
  const [r] = await rows<{ klarna_order_id: string; total_ore: number }>(
    t.database,
    "select klarna_order_id, total_ore from reservations where id = $1",
    [placed.id],
  );
  return { id: placed.id, variantId: v.variant_id, orderId: r.klarna_order_id, total: r.total_ore };
}

const ordersOf = async (id: number) =>
  (await rows<{ n: number }>(t.database, "select count(*)::int as n from orders where reservation_id = $1", [id]))[0].n;

/** The reservation's row in the back office list of its status. */
async function listed(id: number, status: number) {
  const list = await staff.get(`/api/v1/backoffice/reservations?status=${status}`);
  expect(list.statusCode).toBe(200);
  return list.json().data.find((r: { id: number }) => r.id === id);
}

describe("handover", () => {
  it("is refused when Klarna refuses the capture: not collected, staff told what to do, then cancelled", async () => {
    const r = await paidReservation(51);
    expect((await staff.post(`/api/v1/backoffice/reservations/${r.id}/ready`)).statusCode).toBe(200);
    // The Klarna order is cancelled behind the shop's back (in Klarna's portal, or by Klarna itself).
    await t.app.services.klarna.cancel(r.orderId);

    const handover = await staff.post(`/api/v1/backoffice/reservations/${r.id}/collect`);
    expect(handover.statusCode).toBe(402);
    expect(handover.json().message).toBe(CAPTURE_REFUSED);

    const one = await staff.get(`/api/v1/backoffice/reservations/${r.id}`);
    expect(one.json().data.statusID).toBe(STATUS.readyForPickup);
    expect(one.json().data.payment).toMatchObject({ status: "capture_refused" });
    expect(one.json().history.map((h: { to_status_id: number }) => h.to_status_id)).toEqual([1, 2, 3]);
    expect(await listed(r.id, STATUS.readyForPickup)).toMatchObject({ payment: "capture_refused" });
    expect(await ordersOf(r.id)).toBe(0);
    expect(await stockOf(t, r.variantId, SHOP)).toBe(4);
    expect(await klarnaOrderOf(t, r.id)).toMatchObject({ status: "CANCELLED", captured_amount: 0 });

    // Trying again changes nothing; cancelling, as the message says, puts the stock back.
    expect((await staff.post(`/api/v1/backoffice/reservations/${r.id}/collect`)).statusCode).toBe(402);
    const cancelled = await staff.post(`/api/v1/backoffice/reservations/${r.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ statusID: STATUS.cancelled, payment: { pending: null } });
    expect(await stockOf(t, r.variantId, SHOP)).toBe(5);
    expect((await statusHistory(t, r.id)).map((h) => [h.from_status_id, h.to_status_id, h.actor])).toEqual([
      [null, STATUS.pendingPayment, "visitor"],
      [STATUS.pendingPayment, STATUS.reserved, "customer"],
      [STATUS.reserved, STATUS.readyForPickup, `staff:${staffId}`],
      [STATUS.readyForPickup, STATUS.cancelled, `staff:${staffId}`],
    ]);
  });

  it("is refused while Klarna cannot be reached, and captures once when tried again", async () => {
    const r = await paidReservation(52);
    const offline = reservationsWithoutKlarna(t);
    await expect(offline.collect(r.id, "staff:2")).rejects.toMatchObject({
      kind: "upstream",
      message: CAPTURE_UNAVAILABLE,
    });
    const view = await t.app.services.reservations.view(r.id);
    expect(view.statusID).toBe(STATUS.reserved);
    expect(view.payment).toMatchObject({ status: "authorized" });
    expect(view.payment?.pending ?? null).toBeNull();
    expect(await ordersOf(r.id)).toBe(0);
    expect(await stockOf(t, r.variantId, SHOP)).toBe(4);
    expect(await listed(r.id, STATUS.reserved)).toMatchObject({ payment: "authorized" });

    const collected = await t.app.services.reservations.collect(r.id, "staff:2");
    expect(collected.statusID).toBe(STATUS.collected);
    expect(collected.payment).toMatchObject({ status: "captured", pending: null });
    expect(await klarnaOrderOf(t, r.id)).toMatchObject({ status: "CAPTURED", captured_amount: r.total });
    expect((await klarnaOrderOf(t, r.id)).captures).toHaveLength(1);
    expect(await ordersOf(r.id)).toBe(1);
    expect((await statusHistory(t, r.id)).map((h) => h.to_status_id)).toEqual([1, 2, 4]);
  });

  it("captures and collects when Klarna takes the payment, and the list says so", async () => {
    const r = await paidReservation(53);
    // One line (a count of the reservation's own lines, not of other tables' ids).
    expect(await listed(r.id, STATUS.reserved)).toMatchObject({ payment: "authorized", lines: 1 });
    const handover = await staff.post(`/api/v1/backoffice/reservations/${r.id}/collect`);
    expect(handover.statusCode).toBe(200);
    expect(handover.json().data).toMatchObject({ statusID: STATUS.collected, payment: { status: "captured" } });
    expect(await listed(r.id, STATUS.collected)).toMatchObject({ payment: "captured" });
    const [o] = await rows<{ klarna_capture_id: string | null }>(
      t.database,
      "select klarna_capture_id from orders where reservation_id = $1",
      [r.id],
    );
    expect(o.klarna_capture_id).toBe((await klarnaOrderOf(t, r.id)).captures[0].capture_id);
  });

  it("a reservation withdrawn after its payment was captured gets the money refunded", async () => {
    // A handover captured, then lost the race to a cancel (or the pickup deadline) before it was
    // recorded as collected: the goods stay in the shop, so the money goes back.
    const r = await paidReservation(54);
    await t.app.services.klarna.capture(r.orderId, r.total, `capture-${r.id}`);
    const cancelled = await t.app.services.reservations.cancel(r.id, "staff:2");
    expect(cancelled.statusID).toBe(STATUS.cancelled);
    expect(cancelled.payment).toMatchObject({ status: "refunded", pending: null });
    expect(await klarnaOrderOf(t, r.id)).toMatchObject({ captured_amount: r.total, refunded_amount: r.total });
    expect(await stockOf(t, r.variantId, SHOP)).toBe(5);
  });
});
