// A delivery order's address against the geocoder (spec sections 5 and 8): refused with the spec's
// texts and nothing reserved when the map data does not know it, accepted when it does, and never
// blocked when the geocoder is down.
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { NO_ADDRESSES, NO_HOUSE_NUMBER } from "../../../domain/address.ts";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  orderInfo,
  post,
  type StockedVariant,
  stockedVariants,
} from "../../../tests/helpers/checkout.ts";
import { rows } from "../../../tests/helpers/test-app.ts";
import type { TestJsonServer } from "../../../tests/servers/json-server.ts";
import { startTestKartverket } from "../../../tests/servers/kartverket.ts";

const SHOP = 55;
let kartverket: TestJsonServer;
let t: CheckoutTestApp;
let v: StockedVariant;
const logged: string[] = [];

beforeAll(async () => {
  kartverket = await startTestKartverket();
  t = await createCheckoutTestApp({
    env: { GEOCODER_URL: `${kartverket.url}/adresser/v1`, GEOCODER_TIMEOUT_MS: "300", LOG_LEVEL: "warn" },
    logStream: { write: (line) => logged.push(line) },
  });
  [v] = await stockedVariants(t, SHOP, 1);
  await t.setStockForTest(v.variant_id, SHOP, 20);
});
afterAll(async () => {
  await t?.close();
  await kartverket?.close();
});
beforeEach(() => {
  kartverket.mode = "answer";
  kartverket.seen.length = 0;
});

const deliver = (address: string, postcode = "0155") =>
  post(t, "/api/v1/reservations/klarna/", {
    shop: null,
    payment: "card",
    order: [{ EanNo: v.ean, Count: 1 }],
    orderInfo: {
      ...orderInfo,
      Delivery: true,
      shipping_method_id: 2,
      Address: address,
      PostalCode: postcode,
      City: "Oslo",
    },
  });

const reservationCount = async () =>
  (await rows<{ n: number }>(t.database, "select count(*)::int as n from reservations"))[0].n;

it("refuses an address the map data does not know with 'Ingen addresser funnet' and reserves nothing", async () => {
  const before = await reservationCount();
  const { status, body } = await deliver("Storgata 99");
  expect(status).toBe(422);
  expect(body.message).toBe(NO_ADDRESSES);
  expect(body.errors).toEqual({ "orderInfo.Address": [NO_ADDRESSES] });
  expect(await reservationCount()).toBe(before);
  const asked = new URL(kartverket.seen[0], "http://x").searchParams;
  expect([asked.get("adressenavn"), asked.get("nummer"), asked.get("postnummer")]).toEqual(["Storgata", "99", "0155"]);
});

it("refuses a known street at another postcode", async () => {
  const { status, body } = await deliver("Storgata 1", "0154");
  expect(status).toBe(422);
  expect(body.errors["orderInfo.Address"]).toEqual([NO_ADDRESSES]);
});

it("refuses an address without a house number with the spec's text", async () => {
  const { status, body } = await deliver("Storgata");
  expect(status).toBe(422);
  expect(body.errors["orderInfo.Address"]).toEqual([NO_HOUSE_NUMBER]);
});

it("accepts an address the map data knows", async () => {
  const { status, body } = await deliver("Storgata 10 b");
  expect(status).toBe(201);
  expect(body.data.reservation.address).toBe("Storgata 10 b");
});

it("does not block the order when the geocoder is down, and logs it", async () => {
  for (const mode of ["status503", "hang"] as const) {
    kartverket.mode = mode;
    logged.length = 0;
    const { status } = await deliver("Storgata 99");
    expect(status, mode).toBe(201);
    expect(
      logged.some((line) => line.includes("Address lookup unavailable")),
      mode,
    ).toBe(true);
  }
});
