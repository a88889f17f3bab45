// GET /api/v1/addresses: the checkout's address suggestions (decision 028), with and without a geocoder.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import type { TestJsonServer } from "../../../tests/servers/json-server.ts";
import { startTestKartverket } from "../../../tests/servers/kartverket.ts";

let kartverket: TestJsonServer;
let withGeocoder: TestApp;
let without: TestApp;
const logged: string[] = [];
beforeAll(async () => {
  kartverket = await startTestKartverket();
  withGeocoder = await createTestApp(
    { GEOCODER_URL: `${kartverket.url}/adresser/v1`, GEOCODER_TIMEOUT_MS: "300", LOG_LEVEL: "warn" },
    { write: (line) => logged.push(line) },
  );
  without = await createTestApp();
});
afterAll(async () => {
  await withGeocoder?.close();
  await without?.close();
  await kartverket?.close();
});
beforeEach(() => {
  kartverket.mode = "answer";
  kartverket.seen.length = 0;
});

const get = async (app: TestApp, url: string) => {
  const res = await app.app.inject({ method: "GET", url });
  return { status: res.statusCode, body: res.json() };
};

describe("GET /api/v1/addresses", () => {
  it("suggests addresses with postcode and city", async () => {
    const { status, body } = await get(withGeocoder, `/api/v1/addresses?q=${encodeURIComponent("Karl Johans")}`);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        address: "Karl Johans gate 1",
        postalCode: "0154",
        city: "Oslo",
        municipality: "Oslo",
        latitude: 59.911,
        longitude: 10.749,
      },
    ]);
  });

  it("answers an empty list when nothing matches", async () => {
    const { status, body } = await get(withGeocoder, "/api/v1/addresses?q=Finnesikke%20veg");
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it("refuses fewer than three characters with a Norwegian message, without asking the geocoder", async () => {
    const { status, body } = await get(withGeocoder, "/api/v1/addresses?q=%20St%20");
    expect(status).toBe(422);
    expect(body.errors.q).toEqual(["Skriv minst tre tegn"]);
    expect(kartverket.seen).toEqual([]);
    expect((await get(withGeocoder, "/api/v1/addresses")).status).toBe(422);
  });

  it("answers an empty list, never a 5xx, and logs it when the geocoder is down", async () => {
    kartverket.mode = "status500";
    const { status, body } = await get(withGeocoder, "/api/v1/addresses?q=Storgata");
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(logged.some((line) => line.includes("Address lookup unavailable"))).toBe(true);
  });

  it("answers an empty list without a geocoder", async () => {
    const { status, body } = await get(without, "/api/v1/addresses?q=Storgata");
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });
});
