// The checkout's database round trips (issue 16, decision 051): `POST /reservations/klarna/` is the
// benched write path, and each statement it sends costs a round trip on PostgreSQL and a turn of the
// single embedded engine on PGlite. The count is taken here with a logger on the test's database only
// (the product has no counter); a change that adds a statement to a pickup checkout fails this test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkoutMark,
  orderInfo,
  post,
  removeCheckoutsSince,
  restoreStock,
  setStock,
  stockedVariants,
  stockRow,
} from "../../../tests/helpers/checkout.ts";
import { preparedLabels, recordStatements } from "../../../tests/helpers/statements.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";

const SHOP = 55;
let t: TestApp;
let mark: { reservation: number; mail: number };

appForFile(createTestApp, (app) => {
  t = app;
});
beforeAll(async () => {
  mark = await checkoutMark(t);
});
afterAll(async () => {
  await removeCheckoutsSince(t, mark);
});

describe("checkout round trips", () => {
  it("a pickup reservation of one line takes 4 round trips once the shop's reference data is cached", async () => {
    const [v, w] = await stockedVariants(t, SHOP, 2, 41);
    const stockBefore = [await stockRow(t, v.variant_id, SHOP), await stockRow(t, w.variant_id, SHOP)];
    await setStock(t, v.variant_id, SHOP, 5);
    await setStock(t, w.variant_id, SHOP, 5);
    try {
      const order = (ean: string) => ({ order: [{ EanNo: ean, Count: 1 }], shop: SHOP, payment: "card", orderInfo });
      // The first checkout reads what is cached afterwards (shipping methods, shops and their terms).
      expect((await post(t, "/api/v1/reservations/klarna/", order(v.ean))).status).toBe(201);
      const counter = recordStatements(t);
      let created: Awaited<ReturnType<typeof post>>;
      try {
        created = await post(t, "/api/v1/reservations/klarna/", order(w.ean));
      } finally {
        counter.stop();
      }
      expect(created.status).toBe(201);
      expect(created.body.data.klarna.session_id).toMatch(/\S/);
      // The prices; the hold with the reservation's rows, without a transaction; the Klarna session (the
      // stand-in's one statement); the session recorded on the reservation.
      expect(counter.roundTrips, counter.statements.map((s) => s.query).join("\n---\n")).toBeLessThanOrEqual(4);
      // The answer is built from the row the session's statement returned: as stored, dates in ISO form.
      const answered = created.body.data.reservation;
      const [stored] = await rows<{ klarna_session_id: string; tx_data: unknown; hold_expires_at: string }>(
        t.database,
        "select klarna_session_id, tx_data, hold_expires_at::text from reservations where id = $1",
        [answered.id],
      );
      expect(stored.klarna_session_id).toBe(created.body.data.klarna.session_id);
      expect(answered.payment).toEqual({ status: "session_created" });
      expect(stored.tx_data).toEqual({ status: "session_created" });
      expect(answered.holdExpiresAt).toBe(new Date(stored.hold_expires_at).toISOString());
      expect(answered.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(answered.statusID).toBe(1);
      // The price read, the hold and the session's record are parsed and planned once, not on every checkout (decision 054).
      // PGlite has one session to ask; PostgreSQL keeps them per pooled connection (db/prepared.test.ts).
      if (t.database.kind === "pglite") {
        expect(await preparedLabels(t)).toEqual(
          expect.arrayContaining(["checkout_prices", "checkout_hold", "checkout_session"]),
        );
      }
    } finally {
      await restoreStock(t, v.variant_id, SHOP, stockBefore[0]);
      await restoreStock(t, w.variant_id, SHOP, stockBefore[1]);
    }
  });

  it("a short line: the one-statement hold takes nothing, and the lines are held with what there is", async () => {
    const [v, w] = await stockedVariants(t, SHOP, 2, 45);
    const stockBefore = [await stockRow(t, v.variant_id, SHOP), await stockRow(t, w.variant_id, SHOP)];
    await setStock(t, v.variant_id, SHOP, 5);
    await setStock(t, w.variant_id, SHOP, 1);
    try {
      const created = await post(t, "/api/v1/reservations/klarna/", {
        order: [
          { EanNo: v.ean, Count: 2 },
          { EanNo: w.ean, Count: 2 },
        ],
        shop: SHOP,
        payment: "card",
        orderInfo,
      });
      expect(created.status).toBe(201);
      const counts = Object.fromEntries(
        created.body.data.reservation.articles.map((a: { EanNo: string; count: number }) => [a.EanNo, a.count]),
      );
      expect(counts).toEqual({ [v.ean]: 2, [w.ean]: 1 });
      expect(await stockRow(t, v.variant_id, SHOP)).toBe(3);
      expect(await stockRow(t, w.variant_id, SHOP)).toBe(0);
    } finally {
      await restoreStock(t, v.variant_id, SHOP, stockBefore[0]);
      await restoreStock(t, w.variant_id, SHOP, stockBefore[1]);
    }
  });
});
