// The Kartverket adapter and the address check against a local server in Kartverket's reply shape.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NO_ADDRESSES, NO_HOUSE_NUMBER } from "../../../domain/address.ts";
import type { TestJsonServer } from "../../../tests/servers/json-server.ts";
import { startTestKartverket } from "../../../tests/servers/kartverket.ts";
import { createAddressService } from "./addresses.ts";
import { createGeocoder, GeocoderUnavailable, placeName } from "./geocoder.ts";

let kartverket: TestJsonServer;
beforeAll(async () => {
  kartverket = await startTestKartverket();
});
afterAll(async () => {
  await kartverket?.close();
});
beforeEach(() => {
  kartverket.mode = "answer";
  kartverket.seen.length = 0;
});

const geocoder = () => createGeocoder({ url: `${kartverket.url}/adresser/v1`, timeoutMs: 300 });

describe("Kartverket geocoder", () => {
  it("suggests addresses for free text with postcode and a readable city", async () => {
    const found = await geocoder().suggest("storgata 1", 8);
    expect(found.map((a) => a.address)).toEqual(["Storgata 1", "Storgata 10B", "Storgata 12"]);
    expect(found[0]).toEqual({
      address: "Storgata 1",
      postalCode: "0155",
      city: "Oslo",
      municipality: "Oslo",
      latitude: 59.913,
      longitude: 10.752,
    });
    const asked = new URL(kartverket.seen[0], "http://x");
    expect(asked.pathname).toBe("/adresser/v1/sok");
    expect(asked.searchParams.get("sok")).toBe("storgata 1");
    expect(asked.searchParams.get("fuzzy")).toBe("true");
    expect(asked.searchParams.get("treffPerSide")).toBe("8");
  });

  it("finds an address by street, house number with its letter, and postcode", async () => {
    expect(await geocoder().find({ street: "Storgata", houseNumber: "10B" }, "0155")).toHaveLength(1);
    const asked = new URL(kartverket.seen[0], "http://x").searchParams;
    expect([asked.get("adressenavn"), asked.get("nummer"), asked.get("bokstav"), asked.get("postnummer")]).toEqual([
      "Storgata",
      "10",
      "B",
      "0155",
    ]);
    expect(await geocoder().find({ street: "Storgata", houseNumber: "99" }, "0155")).toEqual([]);
    expect(await geocoder().find({ street: "Storgata", houseNumber: "1" }, "5013")).toEqual([]);
  });

  for (const mode of ["status500", "status503", "malformed", "hang"] as const) {
    it(`is unavailable when the service answers ${mode}`, async () => {
      kartverket.mode = mode;
      await expect(geocoder().suggest("storgata", 8)).rejects.toBeInstanceOf(GeocoderUnavailable);
    });
  }

  it("is unavailable when nothing listens", async () => {
    const closed = await startTestKartverket();
    await closed.close();
    const gone = createGeocoder({ url: closed.url, timeoutMs: 300 });
    await expect(gone.find({ street: "Storgata", houseNumber: "1" }, "0155")).rejects.toBeInstanceOf(
      GeocoderUnavailable,
    );
  });

  it("writes Kartverket's capitalised place names the Norwegian way", () => {
    expect(placeName("OSLO")).toBe("Oslo");
    expect(placeName("MO I RANA")).toBe("Mo i Rana");
    expect(placeName("ÅLESUND")).toBe("Ålesund");
    expect(placeName("BØ I TELEMARK")).toBe("Bø i Telemark");
  });
});

describe("the delivery address check", () => {
  const failures: unknown[] = [];
  const service = () => createAddressService(geocoder(), (e) => failures.push(e));
  beforeEach(() => {
    failures.length = 0;
  });

  it("accepts an address the map data knows at the postcode", async () => {
    expect(await service().check("Storgata 10 b", "0155")).toEqual({ status: "found" });
  });

  it("refuses an unknown address with 'Ingen addresser funnet'", async () => {
    expect(await service().check("Storgata 99", "0155")).toEqual({ status: "refused", message: NO_ADDRESSES });
  });

  it("refuses an address without a house number with the spec's text, without asking", async () => {
    expect(await service().check("Storgata", "0155")).toEqual({ status: "refused", message: NO_HOUSE_NUMBER });
    expect(kartverket.seen).toEqual([]);
  });

  it("leaves the address unchecked, and reports it, when the geocoder is down", async () => {
    kartverket.mode = "status503";
    expect(await service().check("Storgata 99", "0155")).toEqual({ status: "unchecked" });
    expect(failures).toHaveLength(1);
    kartverket.mode = "hang";
    expect(await service().suggest("Storgata")).toEqual([]);
    expect(failures).toHaveLength(2);
  });

  it("asks nothing without a geocoder", async () => {
    const none = createAddressService(null, (e) => failures.push(e));
    expect(none.lookupEnabled).toBe(false);
    expect(await none.check("Storgata 99", "0155")).toEqual({ status: "unchecked" });
    expect(await none.suggest("Storgata")).toEqual([]);
  });
});
