// 200 shoppers reserve the last 5 units at once: exactly 5 succeed and stock never goes below zero.
// Shoppers whose orders name the same two articles in opposite orders neither deadlock nor oversell.
// On PostgreSQL (TEST_DATABASE_URL) the requests truly run in parallel over a pool of connections.
import { describe, expect, it } from "vitest";
import { orderInfo, post, setStock, stockedVariants, stockOf } from "../../../tests/helpers/checkout.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { NOTHING_RESERVED } from "./messages.ts";

const SHOP = 55;
const SHOPPERS = 200;
const UNITS = 5;
let t: TestApp;

appForFile(createTestApp, (app) => {
  t = app;
});

describe("concurrent reservations", () => {
  it(`${SHOPPERS} parallel reservations for ${UNITS} units: exactly ${UNITS} succeed`, async () => {
    const [v] = await stockedVariants(t, SHOP, 1, 11);
    const before = await stockOf(t, v.variant_id, SHOP);
    await setStock(t, v.variant_id, SHOP, UNITS);
    try {
      const results = await Promise.all(
        Array.from({ length: SHOPPERS }, () =>
          post(t, "/api/v1/reservations/klarna/", {
            order: [{ EanNo: v.ean, Count: 1 }],
            shop: SHOP,
            payment: "card",
            orderInfo,
          }),
        ),
      );
      const won = results.filter((r) => r.status === 201);
      const lost = results.filter((r) => r.status === 409);
      expect(won).toHaveLength(UNITS);
      expect(lost).toHaveLength(SHOPPERS - UNITS);
      expect(lost.every((r) => r.body.message === NOTHING_RESERVED)).toBe(true);
      expect(await stockOf(t, v.variant_id, SHOP)).toBe(0);
      const [held] = await rows<{ n: number }>(
        t.database,
        `select coalesce(sum(l.count), 0)::int as n from reservation_lines l join reservations r on r.id = l.reservation_id
          where l.variant_id = $1 and r.shop_id = $2 and r.status_id = 1`,
        [v.variant_id, SHOP],
      );
      expect(held.n).toBe(UNITS);
    } finally {
      await rows(
        t.database,
        "delete from reservations where id in (select reservation_id from reservation_lines where variant_id = $1)",
        [v.variant_id],
      );
      await setStock(t, v.variant_id, SHOP, before);
    }
  });
  it("two-line orders in opposite orders: no deadlock, every unit held once", async () => {
    const [a, b] = await stockedVariants(t, SHOP, 2, 21);
    const before = [await stockOf(t, a.variant_id, SHOP), await stockOf(t, b.variant_id, SHOP)];
    await setStock(t, a.variant_id, SHOP, UNITS);
    await setStock(t, b.variant_id, SHOP, UNITS);
    try {
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          post(t, "/api/v1/reservations/klarna/", {
            order: (i % 2 ? [a, b] : [b, a]).map((v) => ({ EanNo: v.ean, Count: 1 })),
            shop: SHOP,
            payment: "card",
            orderInfo,
          }),
        ),
      );
      // Each order takes one of each while both last, so exactly UNITS orders succeed, each with both lines.
      const won = results.filter((r) => r.status === 201);
      expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
      expect(won).toHaveLength(UNITS);
      expect(won.every((r) => r.body.data.reservation.articles.length === 2 && r.body.data.failed.length === 0)).toBe(
        true,
      );
      expect(await stockOf(t, a.variant_id, SHOP)).toBe(0);
      expect(await stockOf(t, b.variant_id, SHOP)).toBe(0);
    } finally {
      await rows(
        t.database,
        "delete from reservations where id in (select reservation_id from reservation_lines where variant_id = any($1))",
        [[a.variant_id, b.variant_id]],
      );
      await setStock(t, a.variant_id, SHOP, before[0] as number);
      await setStock(t, b.variant_id, SHOP, before[1] as number);
    }
  });
});
