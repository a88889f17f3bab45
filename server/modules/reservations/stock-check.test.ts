// Issue 12, item 3: stock that is promised must be there. Units held by another shopper's unfinished
// payment are not shown as available (product page's availability, cart, checkout), and the checkout's
// re-check before payment names each line that would not be held, in Norwegian.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  orderInfo,
  post,
  type StockedVariant,
  stockedVariants,
} from "../../../tests/helpers/checkout.ts";
import { rows } from "../../../tests/helpers/test-app.ts";

const SHOP = 55;
let t: CheckoutTestApp;
let shopName: string;
let v: StockedVariant;

beforeAll(async () => {
  t = await createCheckoutTestApp();
  [v] = (await stockedVariants(t, SHOP, 1, 31)) as [StockedVariant];
  const [shop] = await rows<{ name: string }>(t.database, "select name from shops where id = $1", [SHOP]);
  shopName = shop?.name as string;
});
afterAll(() => t.close());

/** The units the product page's availability shows for the variant in the shop (0 when not listed). */
async function shownUnits(): Promise<number> {
  const res = await t.app.inject({ method: "GET", url: `/api/v1/articles/availability/${v.article_id}` });
  expect(res.statusCode).toBe(200);
  const variant = res.json().data.variants.find((x: { ean: string }) => x.ean === v.ean);
  return variant.shops.find((s: { id: number }) => s.id === SHOP)?.qty ?? 0;
}

const check = (count: number, shop: number | null = SHOP, delivery = false) =>
  post(t, "/api/v1/reservations/check", { order: [{ EanNo: v.ean, Count: count }], shop, delivery });

describe("the last unit held by an unfinished payment", () => {
  it("is unavailable to the second shopper before paying: availability, and the re-check with a Norwegian text", async () => {
    await t.setStockForTest(v.variant_id, SHOP, 1);
    // The second shopper has seen the unit (the product page, or the cart that came from it).
    expect(await shownUnits()).toBe(1);
    expect((await check(1)).body.data.short).toEqual([]);

    // The first shopper reaches Klarna's dialog with the last unit and has not paid yet.
    const first = await post(t, "/api/v1/reservations/klarna/", {
      order: [{ EanNo: v.ean, Count: 1 }],
      shop: SHOP,
      payment: "card",
      orderInfo,
    });
    expect(first.status).toBe(201);

    expect(await shownUnits()).toBe(0);
    const again = await check(1);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({
      shopID: SHOP,
      shopName,
      short: [{ EanNo: v.ean, name: v.name, wanted: 1, available: 0, message: `Ikke på lager i ${shopName}` }],
    });
  });

  it("says how many are left when fewer than the count can be held", async () => {
    await t.setStockForTest(v.variant_id, SHOP, 3);
    const first = await post(t, "/api/v1/reservations/klarna/", {
      order: [{ EanNo: v.ean, Count: 2 }],
      shop: SHOP,
      payment: "card",
      orderInfo,
    });
    expect(first.status).toBe(201);
    const { short } = (await check(2)).body.data;
    expect(short).toEqual([
      { EanNo: v.ean, name: v.name, wanted: 2, available: 1, message: `Bare 1 igjen i ${shopName}` },
    ]);
    expect(await shownUnits()).toBe(1);
  });

  it("asks for a pickup shop, in Norwegian, and holds nothing", async () => {
    await t.setStockForTest(v.variant_id, SHOP, 1);
    const res = await check(1, null);
    expect(res.status).toBe(422);
    expect(res.body.errors.shop).toEqual(["Velg en butikk"]);
    expect((await check(1)).body.data.short).toEqual([]);
    expect(await shownUnits()).toBe(1);
  });
});
