// The shop finder (/butikker) and a shop's page (/butikker/{slug}) against the seeded test database,
// with the clock fixed on a Monday afternoon in Oslo.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchRouteId, visit } from "../../tests/helpers/route-harness.ts";
import { createTestApp, rows, type TestApp } from "../../tests/helpers/test-app.ts";

// Monday 2026-11-23 15:00 in Oslo; Friday 2026-12-25 is 1. juledag.
let now = new Date("2026-11-23T15:00:00+01:00");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAP_TILE_URL: "", MAP_TILE_ATTRIBUTION: "" }, undefined, { clock: () => now });
});
afterAll(async () => {
  await t?.close();
});

const go = (url: string) => visit(t.app.services, url);
type Row = { name: string; slug: string; distance: number | null; status: string };

describe("the shop finder", () => {
  it("lists every active shop by name, with opening status, without a position", async () => {
    const answer = await go("/butikker");
    const [{ n }] = await rows<{ n: number }>(t.database, "select count(*)::int as n from shops where active");
    expect(answer.status).toBe(200);
    expect(answer.data.shops).toHaveLength(n);
    expect(answer.data.origin).toBeNull();
    expect(answer.data.shops.every((s: Row) => s.distance === null)).toBe(true);
    expect(answer.data.shops.map((s: Row) => s.status)).toContain("Åpent nå – stenger kl. 21:00");
  });

  it("sorts by distance from a postcode (the GET form, without JavaScript)", async () => {
    const bergen = await go("/butikker?postnummer=5003");
    expect(bergen.data.origin).toMatchObject({ label: "5003 Bergen" });
    const distances = bergen.data.shops.map((s: Row) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(bergen.data.shops[0].name).toMatch(/Bergen/);
    const oslo = await go("/butikker?postnummer=0150");
    expect(oslo.data.shops[0].name).toMatch(/Oslo/);
  });

  it("sorts by distance from the position the geolocation button sends", async () => {
    const tromso = await go("/butikker?lat=69.649&lon=18.956");
    expect(tromso.data.origin).toMatchObject({ label: "Din posisjon" });
    expect(tromso.data.shops[0].name).toMatch(/Tromsø/);
  });

  it("answers a malformed or unknown postcode with a Norwegian message and the unsorted list", async () => {
    const malformed = await go("/butikker?postnummer=12a");
    expect(malformed.status).toBe(200);
    expect(malformed.data.error).toBe("Postnummer må være fire siffer");
    expect(malformed.data.shops[0].distance).toBeNull();
    const unknown = await go("/butikker?postnummer=0000");
    expect(unknown.data.error).toBe("Postnummeret finnes ikke");
    const outOfRange = await go("/butikker?lat=123&lon=10");
    expect(outOfRange.data.origin).toBeNull();
  });

  it("draws the map without tiles when MAP_TILE_URL is unset", async () => {
    expect((await go("/butikker")).data.map).toEqual({ tileUrl: null, attribution: "" });
  });
});

describe("a shop's page", () => {
  it("is found by the slug of the shop's name", () => {
    expect(matchRouteId("/butikker/oslo-city")).toBe("shop");
  });

  it("shows address, contact, the week from Monday and when it closes", async () => {
    now = new Date("2026-11-23T15:00:00+01:00");
    const answer = await go("/butikker/oslo-city");
    expect(answer.status).toBe(200);
    const { shop, week, status, jsonLd } = answer.data;
    expect(shop.address).toBe("Stenersgata 1");
    expect(week.map((d: { name: string }) => d.name)).toEqual([
      "mandag",
      "tirsdag",
      "onsdag",
      "torsdag",
      "fredag",
      "lørdag",
      "søndag",
    ]);
    expect(status.open).toBe(true);
    expect(status.text).toMatch(/^Åpent nå – stenger kl\. \d\d:\d\d$/);
    expect(status.relative).toMatch(/^om \d+ timer?$/);
    expect(jsonLd).toMatchObject({
      "@type": "LocalBusiness",
      address: { streetAddress: "Stenersgata 1", addressCountry: "NO" },
      geo: { "@type": "GeoCoordinates" },
    });
    expect(jsonLd.openingHoursSpecification[0].dayOfWeek).toContain("https://schema.org/Monday");
  });

  it("is closed on 1. juledag and lists the holiday", async () => {
    now = new Date("2026-12-25T12:00:00+01:00");
    const answer = await go("/butikker/oslo-city");
    expect(answer.data.status.open).toBe(false);
    // Saturday the 26th is 2. juledag, closed too; Oslo City opens on Sundays.
    expect(answer.data.status.text).toBe("Åpner søndag kl. 12:00");
    expect(answer.data.holidays[0]).toMatchObject({ date: "2026-12-25", hours: "Stengt" });
    now = new Date("2026-11-23T15:00:00+01:00");
  });

  it("uses the shop's own special hours (shop_special_hours) over the week's", async () => {
    const year = new Date().getUTCFullYear();
    now = new Date(`${year}-12-24T13:00:00+01:00`);
    const eve = await go("/butikker/oslo-city");
    expect(eve.data.status.text).toBe("Åpent nå – stenger kl. 14:00");
    expect(eve.data.holidays[0]).toMatchObject({ date: `${year}-12-24`, hours: "09:00–14:00" });
    const finder = await go("/butikker");
    expect(finder.data.shops.every((s: Row) => s.status === "Åpent nå – stenger kl. 14:00")).toBe(true);
    now = new Date("2026-11-23T15:00:00+01:00");
  });

  it("lists articles in stock in the shop", async () => {
    const answer = await go("/butikker/oslo-city");
    expect(answer.data.articles.length).toBeGreaterThan(0);
    const ids = answer.data.articles.map((a: { id: number }) => a.id);
    const inStock = await rows<{ id: number }>(
      t.database,
      "select distinct v.article_id as id from stock s join variants v on v.id = s.variant_id where s.shop_id = 55 and s.qty > 0 and v.article_id = any($1::int[])",
      [ids],
    );
    expect(inStock).toHaveLength(ids.length);
  });

  it("an unknown or old name is 'Siden finnes ikke' (404)", async () => {
    expect((await go("/butikker/finnes-ikke")).status).toBe(404);
  });
});
