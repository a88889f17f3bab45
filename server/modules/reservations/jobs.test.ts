// Background work survives restarts: holds expire and failed Klarna calls are retried from the state
// kept in PostgreSQL, by a process that did not start them.
import { describe, expect, it, vi } from "vitest";
import { STANDIN_PREFIX } from "../../../domain/klarna-standin.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  orderInfo,
  post,
  reservationsWithoutKlarna,
  stockedVariants,
  stockOf,
} from "../../../tests/helpers/checkout.ts";
import { appForFile, rows } from "../../../tests/helpers/test-app.ts";
import { buildApp } from "../../app.ts";
import { loadEnv } from "../../env.ts";
import { STATUS } from "./status.ts";

const SHOP = 55;
let now = new Date("2026-07-01T10:00:00Z");
let t: CheckoutTestApp;

appForFile(
  () => createCheckoutTestApp({ clock: () => now }),
  (app) => {
    t = app;
  },
);

/** The offset'th stocked variant, with `qty` in stock in the shop for this test. */
async function variantWithStock(offset: number, qty: number) {
  const [v] = await stockedVariants(t, SHOP, 1, offset);
  await t.setStockForTest(v.variant_id, SHOP, qty);
  return v;
}

/** A card reservation of `count` of the variant in the shop (stock held, not paid). */
const reserveByCard = (ean: string, count: number) =>
  post(t, "/api/v1/reservations/klarna/", {
    order: [{ EanNo: ean, Count: count }],
    shop: SHOP,
    payment: "card",
    orderInfo,
  });

/** Another process of the shop on the same database, 31 minutes on: every hold taken now has run out. */
async function appAfterHolds() {
  const later = await buildApp({
    database: t.database,
    env: loadEnv({ NODE_ENV: "test" }),
    clock: () => new Date(now.getTime() + 31 * 60_000),
  });
  await later.ready();
  return later;
}

async function reservedOne(variantEan: string) {
  const shopper = new Browser(t.app, "10.0.3.1");
  const created = await shopper.post("/api/v1/reservations/klarna/", {
    order: [{ EanNo: variantEan, Count: 1 }],
    shop: SHOP,
    payment: "invoice",
    orderInfo,
  });
  expect(created.statusCode).toBe(201);
  const { reservation, klarna } = created.json().data;
  expect(klarna.payment_method_category).toBe("pay_later");
  const auth = await shopper.post(`${STANDIN_PREFIX}/browser/authorize`, { client_token: klarna.client_token });
  const res = await shopper.post(`/api/v1/reservations/${reservation.id}/authorize`, {
    session_id: klarna.session_id,
    approved: true,
    authorization_token: auth.json().authorization_token,
  });
  expect(res.statusCode).toBe(200);
  return reservation.id as number;
}

describe("reservation jobs", () => {
  it("a release that fails at cancel is retried later, once, by another process", async () => {
    const v = await variantWithStock(7, 5);
    const id = await reservedOne(v.ean);

    // Klarna is unreachable when staff cancel: the stock is back at once, the release waits.
    const offline = reservationsWithoutKlarna(t);
    const cancelled = await offline.cancel(id, "staff:2");
    expect(cancelled.statusID).toBe(STATUS.cancelled);
    expect(cancelled.payment).toMatchObject({ pending: "cancel", attempts: 1 });
    expect(await stockOf(t, v.variant_id, SHOP)).toBe(5);
    expect(await offline.retryPayments()).toBe(0); // not due yet

    // A new process (restart) with Klarna back picks it up when it is due.
    const env = loadEnv({ NODE_ENV: "test" });
    const restarted = await buildApp({ database: t.database, env, clock: () => now });
    await restarted.ready();
    now = new Date(now.getTime() + 61_000);
    expect(await restarted.services.reservations.retryPayments()).toBe(1);
    const view = await restarted.services.reservations.view(id);
    expect(view.payment).toMatchObject({ status: "released", pending: null });
    expect(await restarted.services.reservations.retryPayments()).toBe(0);
    const [r] = await rows<{ klarna_order_id: string }>(
      t.database,
      "select klarna_order_id from reservations where id = $1",
      [id],
    );
    expect((await restarted.services.klarna.getOrder(r.klarna_order_id)).status).toBe("CANCELLED");
    await restarted.close();
  });

  it("a hold taken before a restart is expired by the restarted process", async () => {
    const v = await variantWithStock(8, 3);
    const created = await reserveByCard(v.ean, 2);
    expect(await stockOf(t, v.variant_id, SHOP)).toBe(1);
    const restarted = await appAfterHolds();
    await restarted.services.reservations.expireDue();
    const view = await restarted.services.reservations.view(created.body.data.reservation.id);
    expect(view.statusID).toBe(STATUS.expired);
    expect(await stockOf(t, v.variant_id, SHOP)).toBe(3);
    await restarted.close();
  });

  it("the longest overdue hold is expired first, whatever order the holds were taken in", async () => {
    const first = await reserveByCard((await variantWithStock(13, 2)).ean, 1);
    const second = await reserveByCard((await variantWithStock(14, 2)).ean, 1);
    const [a, b] = [first.body.data.reservation.id, second.body.data.reservation.id];
    // The later hold ran out first.
    await rows(t.database, "update reservations set hold_expires_at = $2 where id = $1", [
      b,
      new Date(now.getTime() - 60_000).toISOString(),
    ]);
    const later = await appAfterHolds();
    try {
      expect(await later.services.reservations.expireDue()).toBeGreaterThanOrEqual(2);
      const expired = await rows<{ reservation_id: number }>(
        t.database,
        "select reservation_id from reservation_status_history where to_status_id = $1 and reservation_id in ($2, $3) order by id",
        [STATUS.expired, a, b],
      );
      expect(expired.map((r) => r.reservation_id)).toEqual([b, a]);
    } finally {
      await later.close();
    }
  });

  it("the expiry lets the server's other work in between two reservations", async () => {
    for (const offset of [10, 11, 12]) await reserveByCard((await variantWithStock(offset, 2)).ean, 1);
    const later = await appAfterHolds();
    try {
      let done = false;
      const expiring = later.services.reservations.expireDue().finally(() => {
        done = true;
      });
      // A request arriving now is an I/O callback: it must run before the last hold is expired.
      const ranBetween = await new Promise<boolean>((resolve) => setImmediate(() => resolve(!done)));
      expect(await expiring).toBeGreaterThanOrEqual(3);
      expect(ranBetween).toBe(true);
    } finally {
      await later.close();
    }
  });

  it("a server started with jobs expires due holds on its own", async () => {
    const v = await variantWithStock(9, 2);
    const created = await reserveByCard(v.ean, 1);
    const id = created.body.data.reservation.id;
    const withJobs = await buildApp({
      database: t.database,
      env: loadEnv({ NODE_ENV: "test" }),
      jobs: true,
      clock: () => new Date(now.getTime() + 24 * 3_600_000),
    });
    await withJobs.ready();
    try {
      await vi.waitFor(
        async () => expect((await withJobs.services.reservations.view(id)).statusID).toBe(STATUS.expired),
        {
          timeout: 10_000,
        },
      );
      expect(await stockOf(t, v.variant_id, SHOP)).toBe(2);
    } finally {
      await withJobs.close();
    }
  });
});
