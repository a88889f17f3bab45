// The pickup promise and the safety buffer at checkout (decision 030): the server computes the
// promise with its own clock and stores it on the reservation; a hold never digs into the buffer.
// Shop 55 (Oslo City) has the default 2 hours and no buffer; the seed gives shop 32 (Trysil)
// 4 hours and a buffer of 2, so no test changes a shop another test file reads.
import { beforeEach, describe, expect, it } from "vitest";
import { Browser } from "../../../tests/helpers/browser.ts";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  orderInfo,
  payInStandin,
  placeCardReservation,
  post,
  type StockedVariant,
  stockedVariants,
  stockOf,
} from "../../../tests/helpers/checkout.ts";
import { appForFile, rows } from "../../../tests/helpers/test-app.ts";
import { NOTHING_RESERVED, OUT_OF_STOCK } from "./messages.ts";

const CITY = 55;
const TRYSIL = 32;
// Monday 1 June 2026, 14:00 in Oslo (CEST).
const MONDAY_AFTERNOON = new Date("2026-06-01T12:00:00Z");
let now = MONDAY_AFTERNOON;
let t: CheckoutTestApp;
let v: StockedVariant[];

appForFile(
  () => createCheckoutTestApp({ clock: () => now }),
  async (app) => {
    t = app;
    v = await stockedVariants(t, CITY, 2);
    expect(v).toHaveLength(2);
  },
);
beforeEach(() => {
  now = MONDAY_AFTERNOON;
});

const reserve = (shop: number, ean: string, count: number) =>
  post(t, "/api/v1/reservations/klarna/", { shop, payment: "card", orderInfo, order: [{ EanNo: ean, Count: count }] });

const stored = async (id: number) =>
  (
    await rows<{ pickup_promise: string | null; pickup_ready_by: Date | null }>(
      t.database,
      "select pickup_promise, pickup_ready_by from reservations where id = $1",
      [id],
    )
  )[0];

describe("the pickup promise on the reservation", () => {
  it("is computed with the server's clock and the shop's preparation time, and stored", async () => {
    await t.setStockForTest(v[0].variant_id, CITY, 5);
    const created = await reserve(CITY, v[0].ean, 1);
    expect(created.status).toBe(201);
    const r = created.body.data.reservation;
    expect(r.pickupPromise).toBe("Klar til henting i dag innen 16:00");
    expect(r.pickupReadyBy).toBe("2026-06-01T14:00:00.000Z");
    const row = await stored(r.id);
    expect(row.pickup_promise).toBe("Klar til henting i dag innen 16:00");
    expect(new Date(row.pickup_ready_by as Date).toISOString()).toBe("2026-06-01T14:00:00.000Z");
  });

  it("after closing time it promises tomorrow", async () => {
    now = new Date("2026-06-01T19:30:00Z"); // 21:30 in Oslo, the shop closed at 21:00
    await t.setStockForTest(v[0].variant_id, CITY, 5);
    const created = await reserve(CITY, v[0].ean, 1);
    expect(created.status).toBe(201);
    expect(created.body.data.reservation.pickupPromise).toBe("Klar til henting i morgen");
    expect(created.body.data.reservation.pickupReadyBy).toBe("2026-06-02T10:00:00.000Z");
  });

  it("uses the shop's own preparation time", async () => {
    await t.setStockForTest(v[1].variant_id, TRYSIL, 5);
    const created = await reserve(TRYSIL, v[1].ean, 1);
    expect(created.status).toBe(201);
    expect(created.body.data.reservation.pickupPromise).toBe("Klar til henting i dag innen 18:00");
  });
});

describe("the stored promise after payment", () => {
  it("the confirmation mail and the staff answer give the promise made at checkout", async () => {
    await t.setStockForTest(v[1].variant_id, CITY, 5);
    const shopper = new Browser(t.app, "10.0.3.9");
    const placed = await placeCardReservation(shopper, { order: [{ EanNo: v[1].ean, Count: 1 }], shop: CITY });
    // The clock moves past closing before the payment: the promise stays the one given at checkout.
    now = new Date("2026-06-01T19:30:00Z");
    await payInStandin(shopper, placed);
    const [mail] = await rows<{ text: string }>(t.database, "select text from mail_outbox where subject = $1", [
      `Reservasjon ${placed.id} er bekreftet`,
    ]);
    expect(mail.text).toContain("Klar til henting i dag innen 16:00.");

    const staff = new Browser(t.app, "10.0.3.55");
    await staff.login("ansatt@example.no", "Ansatt-passord-1");
    const one = await staff.get(`/api/v1/backoffice/reservations/${placed.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.pickupPromise).toBe("Klar til henting i dag innen 16:00");
  });
});

describe("the safety buffer at checkout", () => {
  it("refuses a hold that would dig into the buffer, like out of stock, and leaves the shelf alone", async () => {
    await t.setStockForTest(v[0].variant_id, TRYSIL, 2);
    const refused = await reserve(TRYSIL, v[0].ean, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(NOTHING_RESERVED);
    expect(refused.body.failed[0].items[0].message).toBe(OUT_OF_STOCK);
    expect(await stockOf(t, v[0].variant_id, TRYSIL)).toBe(2);
  });

  it("holds only the units above the buffer", async () => {
    await t.setStockForTest(v[0].variant_id, TRYSIL, 3);
    const created = await reserve(TRYSIL, v[0].ean, 3);
    expect(created.status).toBe(201);
    expect(created.body.data.reservation.articles[0].count).toBe(1);
    expect(await stockOf(t, v[0].variant_id, TRYSIL)).toBe(2);
  });
});
