// The safety buffer on the product API (decision 030): the seed gives shop 32 (Trysil) a buffer of
// 2, so stock at or below 2 there is shown as unavailable and only the units above it are shown.
import { describe, expect, it } from "vitest";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  type StockedVariant,
  stockedVariants,
} from "../../../tests/helpers/checkout.ts";
import { appForFile, rows } from "../../../tests/helpers/test-app.ts";

const TRYSIL = 32;
let t: CheckoutTestApp;
let v: StockedVariant;

appForFile(createCheckoutTestApp, async (app) => {
  t = app;
  [v] = await stockedVariants(t, 55, 1, 3);
  expect(v).toBeDefined();
});

async function trysilStock(qty: number) {
  await t.setStockForTest(v.variant_id, TRYSIL, qty);
  await t.app.services.catalog.cache.invalidate();
  const detail = (await t.app.inject({ url: `/api/v1/articles/${v.article_id}` })).json().data;
  const availability = (await t.app.inject({ url: `/api/v1/articles/availability/${v.article_id}` })).json().data;
  const variant = detail.variants.find((x: { id: number }) => x.id === v.variant_id);
  return {
    shown: variant.shops.find((s: { id: number }) => s.id === TRYSIL)?.qty ?? null,
    perShop: availability.shops.find((s: { id: number }) => s.id === TRYSIL)?.qty ?? null,
    variantShops: variant.shops.length,
    availability: variant.availability,
  };
}

describe("the safety buffer on the product API", () => {
  it("shows stock at or below the buffer as unavailable", async () => {
    const two = await trysilStock(2);
    expect(two.shown).toBeNull();
    const three = await trysilStock(3);
    expect(three.availability).toBe(two.availability + 1);
    expect(three.variantShops).toBe(two.variantShops + 1);
  });

  it("shows only the units above the buffer, per variant and per shop", async () => {
    const seven = await trysilStock(7);
    expect(seven.shown).toBe(5);
    expect(seven.perShop).toBeGreaterThanOrEqual(5);
  });
});

describe("the safety buffer on the lists' shop filter", () => {
  it("lists an article under a shop, and counts it there, only when a unit above the buffer is left", async () => {
    const variants = await rows<{ id: number }>(t.database, "select id from variants where article_id = $1", [
      v.article_id,
    ]);
    for (const variant of variants) await t.setStockForTest(variant.id, TRYSIL, 2);
    const scope = { kind: "ids" as const, ids: [v.article_id] };
    const list = async () => {
      await t.app.services.catalog.cache.invalidate();
      const filters = { colors: [], sizes: [], genders: [], brands: [], shops: [TRYSIL], groups: [], price: null };
      const found = await t.app.services.catalog.list(scope, {
        page: 1,
        perPage: 20,
        sort: "name",
        reverse: false,
        filters,
      });
      return { ids: found.data.map((a) => a.id), trysil: found.facets.shops.find((s) => s.id === TRYSIL) };
    };
    expect(await list()).toEqual({ ids: [], trysil: undefined });
    await t.setStockForTest(v.variant_id, TRYSIL, 3);
    expect(await list()).toMatchObject({ ids: [v.article_id], trysil: { count: 1 } });
  });
});
