// Background work survives restarts: holds expire and failed Klarna calls are retried from the state
// kept in PostgreSQL, by a process that did not start them.
import { describe, expect, it, vi } from "vitest";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  orderInfo,
  post,
  stockedVariants,
  stockOf,
} from "../../../tests/helpers/checkout.ts";
import { appForFile, rows } from "../../../tests/helpers/test-app.ts";
import { buildApp } from "../../app.ts";
import { loadEnv } from "../../env.ts";
import { createKlarnaClient } from "../payments/klarna-client.ts";
import { STANDIN_PASSWORD, STANDIN_PREFIX, STANDIN_USERNAME } from "../payments/standin.ts";
import { createReservationService } from "./service.ts";
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

async function reservedOne(variantEan: string) {
  const created = await post(t, "/api/v1/reservations/klarna/", {
    order: [{ EanNo: variantEan, Count: 1 }],
    shop: SHOP,
    payment: "invoice",
    orderInfo,
  });
  expect(created.status).toBe(201);
  expect(created.body.data.klarna.payment_method_category).toBe("pay_later");
  const { reservation, klarna } = created.body.data;
  const auth = await t.app.inject({
    method: "POST",
    url: `${STANDIN_PREFIX}/browser/authorize`,
    payload: { client_token: klarna.client_token },
  });
  const res = await post(t, `/api/v1/reservations/${reservation.id}/authorize`, {
    session_id: klarna.session_id,
    approved: true,
    authorization_token: auth.json().authorization_token,
  });
  expect(res.status).toBe(200);
  return reservation.id as number;
}

describe("reservation jobs", () => {
  it("a capture that fails at handover is retried later, once, by another process", async () => {
    const v = await variantWithStock(7, 5);
    const id = await reservedOne(v.ean);

    // Klarna is unreachable during the handover.
    const down = createKlarnaClient({
      baseUrl: `http://klarna-standin.invalid${STANDIN_PREFIX}`,
      username: STANDIN_USERNAME,
      password: STANDIN_PASSWORD,
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    const offline = createReservationService({
      database: t.database,
      klarna: down,
      promocodes: t.app.services.promocodes,
      shops: t.app.services.shops,
      shipping: t.app.services.shipping,
      purchasePrices: t.app.services.purchasePrices,
      stock: t.app.services.stock,
      clock: () => now,
      mail: t.app.services.mail,
      publicUrl: undefined,
    });
    const handed = await offline.collect(id, "staff:2");
    expect(handed.statusID).toBe(STATUS.collected);
    expect(handed.payment).toMatchObject({ pending: "capture", attempts: 1 });
    expect(await offline.retryPayments()).toBe(0); // not due yet

    // A new process (restart) with Klarna back picks it up when it is due.
    const env = loadEnv({ NODE_ENV: "test" });
    const restarted = await buildApp({ database: t.database, env, clock: () => now });
    await restarted.ready();
    now = new Date(now.getTime() + 61_000);
    expect(await restarted.services.reservations.retryPayments()).toBe(1);
    const view = await restarted.services.reservations.view(id);
    expect(view.payment).toMatchObject({ status: "captured", pending: null });
    expect(await restarted.services.reservations.retryPayments()).toBe(0);
    const [r] = await rows<{ klarna_order_id: string }>(
      t.database,
      "select klarna_order_id from reservations where id = $1",
      [id],
    );
    const order = await restarted.services.klarna.getOrder(r.klarna_order_id);
    expect(order.captures).toHaveLength(1);
    await restarted.close();
  });

  it("a hold taken before a restart is expired by the restarted process", async () => {
    const v = await variantWithStock(8, 3);
    const created = await reserveByCard(v.ean, 2);
    expect(await stockOf(t, v.variant_id, SHOP)).toBe(1);
    const restarted = await buildApp({
      database: t.database,
      env: loadEnv({ NODE_ENV: "test" }),
      clock: () => new Date(now.getTime() + 31 * 60_000),
    });
    await restarted.ready();
    await restarted.services.reservations.expireDue();
    const view = await restarted.services.reservations.view(created.body.data.reservation.id);
    expect(view.statusID).toBe(STATUS.expired);
    expect(await stockOf(t, v.variant_id, SHOP)).toBe(3);
    await restarted.close();
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
