import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, host = "localhost") => {
  const res = await t.app.inject({ method: "GET", url, headers: { host } });
  return { status: res.statusCode, body: res.json() };
};

describe("GET /api/v1/tenant/get", () => {
  it("resolves the brand from the Host header, port ignored", async () => {
    const brands = await rows<{ id: number; name: string; hostnames: string[]; is_default: boolean }>(
      t.database,
      "select id, name, hostnames, is_default from brands order by id",
    );
    expect(brands.length).toBeGreaterThanOrEqual(4);
    for (const brand of brands) {
      const { status, body } = await get("/api/v1/tenant/get", `${brand.hostnames[0]}:3000`);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ id: brand.id, name: brand.name });
      expect(body.data.colors).toMatchObject({ primary: expect.any(String), onPrimary: expect.any(String) });
      expect(body.data.logo).toContain("<svg");
      expect(body.data.hostnames).toBeUndefined();
    }
  });

  it("falls back to the default brand for an unknown host", async () => {
    const [def] = await rows<{ id: number }>(t.database, "select id from brands where is_default");
    expect((await get("/api/v1/tenant/get", "unknown.example")).body.data.id).toBe(def.id);
  });

  it("has the menu rules of spec section 2 across the brands", async () => {
    const brands = await rows<{ hostnames: string[] }>(t.database, "select hostnames from brands");
    const counts = { maintenance: 0, information: 0, about: 0, support: 0, collection: 0 };
    for (const b of brands) {
      const { body } = await get("/api/v1/tenant/get", b.hostnames[0]);
      for (const key of Object.keys(counts) as (keyof typeof counts)[]) if (body.data.menu[key]) counts[key]++;
    }
    expect(counts).toEqual({ maintenance: 1, information: 2, about: 4, support: 3, collection: 1 });
  });
});

describe("GET /api/v1/settings", () => {
  it("returns global settings with the brand's overrides, including the home grid slots", async () => {
    const { status, body } = await get("/api/v1/settings");
    expect(status).toBe(200);
    expect(body.data.homeGrid).toBeDefined();
    for (const slot of [
      "generalPromoBox",
      "newspaperBox",
      "campaignPromoBox",
      "productPromoBox",
      "storeSearch",
      "grid1",
      "grid9",
    ]) {
      expect(body.data.homeGrid, slot).toHaveProperty(slot);
    }
    const overrides = await rows<{ key: string; value: unknown; hostnames: string[] }>(
      t.database,
      "select s.key, s.value, b.hostnames from settings s join brands b on b.id = s.brand_id limit 1",
    );
    if (overrides[0]) {
      const branded = await get("/api/v1/settings", overrides[0].hostnames[0]);
      expect(branded.body.data[overrides[0].key]).toEqual(overrides[0].value);
    }
  });
});

describe("GET /api/v1/shipping_methods", () => {
  it("lists pickup (free) and delivery methods with fees in kroner", async () => {
    const { status, body } = await get("/api/v1/shipping_methods");
    expect(status).toBe(200);
    const pickup = body.data.find((m: { type: string }) => m.type === "pickup");
    expect(pickup).toMatchObject({ price: 0, delivery: false });
    const delivery = body.data.filter((m: { type: string }) => m.type === "delivery");
    expect(delivery.length).toBeGreaterThan(0);
    const db = await rows<{ id: number; price_ore: number }>(t.database, "select id, price_ore from shipping_methods");
    for (const m of body.data) expect(m.price).toBe(Number(db.find((r) => r.id === m.id)?.price_ore) / 100);
  });
});
