// The undo of an unpaid checkout is one sequence (steps.ts): whichever step fails after the stock is
// held, the reservation ends as payment failed with a history row and the stock is back.
import { describe, expect, it } from "vitest";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  orderInfo,
  reservationsWithoutKlarna,
  statusHistory,
  stockedVariants,
  stockOf,
} from "../../../tests/helpers/checkout.ts";
import { appForFile, rows } from "../../../tests/helpers/test-app.ts";
import { NothingReserved, PAYMENT_START_FAILED } from "./messages.ts";
import { STATUS } from "./status.ts";

const SHOP = 55;
let t: CheckoutTestApp;

appForFile(createCheckoutTestApp, (app) => {
  t = app;
});

const offlineReservations = () => reservationsWithoutKlarna(t);

describe("reservation steps", () => {
  it("a Klarna session that cannot be opened undoes the reservation and the hold", async () => {
    const [v] = await stockedVariants(t, SHOP, 1, 31);
    await t.setStockForTest(v.variant_id, SHOP, 4);
    const before = await rows<{ id: number }>(t.database, "select coalesce(max(id), 0) as id from reservations");

    const attempt = offlineReservations().create(
      { order: [{ EanNo: v.ean, Count: 2 }], shop: SHOP, payment: "card", orderInfo },
      null,
      null,
    );
    await expect(attempt).rejects.toMatchObject({ kind: "upstream", message: PAYMENT_START_FAILED });

    expect(await stockOf(t, v.variant_id, SHOP)).toBe(4);
    const [made] = await rows<{ id: number; status_id: number; tx_data: { status: string } }>(
      t.database,
      "select id, status_id, tx_data from reservations where id > $1",
      [before[0]?.id ?? 0],
    );
    expect(made.status_id).toBe(STATUS.paymentFailed);
    expect(made.tx_data.status).toBe("session_failed");
    const history = await statusHistory(t, made.id);
    expect(history.map((h) => [h.from_status_id, h.to_status_id, h.actor])).toEqual([
      [null, STATUS.pendingPayment, "visitor"],
      [STATUS.pendingPayment, STATUS.paymentFailed, "system"],
    ]);
  });

  it("nothing held is a conflict that carries the order-failure list", async () => {
    const [v] = await stockedVariants(t, SHOP, 1, 32);
    await t.setStockForTest(v.variant_id, SHOP, 0);
    const attempt = t.app.services.reservations.create(
      { order: [{ EanNo: v.ean, Count: 1 }], shop: SHOP, payment: "card", orderInfo },
      null,
      null,
    );
    await expect(attempt).rejects.toBeInstanceOf(NothingReserved);
    await expect(attempt).rejects.toMatchObject({
      kind: "conflict",
      details: { failed: [{ ShopID: SHOP, items: [{ EanNo: v.ean }] }] },
    });
  });

  it("the back office's list names the shop through the shops module and counts by status", async () => {
    const admin = { id: 1, name: "Test Admin", role: "admin" as const, staffShopId: null };
    const list = await t.app.services.backoffice.list(admin, SHOP, STATUS.paymentFailed);
    const [shop] = await rows<{ name: string }>(t.database, "select name from shops where id = $1", [SHOP]);
    expect(list.shop).toEqual({ id: SHOP, name: shop.name });
    expect(list.counts[STATUS.paymentFailed]).toBeGreaterThanOrEqual(1);
    expect(list.data.every((r) => r.statusID === STATUS.paymentFailed)).toBe(true);
  });
});
