// 200 shoppers reserve the last 5 units at once: exactly 5 succeed and stock never goes below zero.
// On PostgreSQL (TEST_DATABASE_URL) the requests truly run in parallel over a pool of connections.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderInfo, post, setStock, stockedVariants, stockOf } from "../../../tests/helpers/checkout.ts";
import { createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { NOTHING_RESERVED } from "./service.ts";

const SHOP = 55;
const SHOPPERS = 200;
const UNITS = 5;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
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
      await t.database.query(
        "delete from reservations where id in (select reservation_id from reservation_lines where variant_id = $1)",
        [v.variant_id],
      );
      await setStock(t, v.variant_id, SHOP, before);
    }
  });
});
