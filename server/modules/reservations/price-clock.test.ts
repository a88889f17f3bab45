// One price, one clock (issue 10): the price the article detail shows and the price the reservation
// charges are the same on both sides of a campaign's end, because both ask domain/selling-price.ts
// with the shop's injected clock.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sellingPrice } from "../../../domain/selling-price.ts";
import { type CheckoutTestApp, createCheckoutTestApp, orderInfo, post } from "../../../tests/helpers/checkout.ts";
import { rows } from "../../../tests/helpers/test-app.ts";
import type { Article } from "../catalog/types.ts";

const SHOP = 55;
let t: CheckoutTestApp;
let now = new Date();

beforeAll(async () => {
  t = await createCheckoutTestApp({ clock: () => now });
});
afterAll(async () => t?.close());

/** The unit price the product page shows: the article detail's answer through the selling-price rule. */
async function shownPrice(articleId: number): Promise<number> {
  const a = (await t.app.inject({ url: `/api/v1/articles/${articleId}` })).json().data as Article;
  return sellingPrice(
    {
      suggestedOre: a.price * 100,
      pantOre: 0,
      campaigns: a.campaigns.map((c) => ({ priceOre: c.price * 100, startsAt: c.start, endsAt: c.end })),
    },
    now,
  ).price;
}

/** The unit price the reservation charges for one of the variant. */
async function chargedPrice(ean: string): Promise<number> {
  const created = await post(t, "/api/v1/reservations/klarna/", {
    shop: SHOP,
    payment: "card",
    orderInfo,
    order: [{ EanNo: ean, Count: 1 }],
  });
  expect(created.status).toBe(201);
  return created.body.data.reservation.articles[0].price;
}

describe("the price shown and the price charged follow one clock", () => {
  it("agree just before and just after a campaign's end", async () => {
    const [found] = await rows<{ article_id: number; variant_id: number; ean: string; ends_at: string }>(
      t.database,
      `select a.id as article_id, v.id as variant_id, v.ean, c.ends_at
         from articles a join variants v on v.article_id = a.id
         join campaign_lines cl on cl.article_id = a.id join campaigns c on c.id = cl.campaign_id
        where a.visible_web = 1 and a.purchasable_web = 1 and v.purchasable_web = 1 and not a.only_cc
          and cl.price_ore < a.suggested_price_ore - 100
          and (select count(*) from campaign_lines x where x.article_id = a.id) = 1
        order by a.id, v.id limit 1`,
    );
    expect(found, "the demo data has an article in exactly one campaign").toBeDefined();
    await t.setStockForTest(found.variant_id, SHOP, 10);
    const end = new Date(found.ends_at);

    now = new Date(end.getTime() - 1000);
    const during = await shownPrice(found.article_id);
    expect(await chargedPrice(found.ean)).toBe(during);

    now = new Date(end.getTime() + 1000);
    const after = await shownPrice(found.article_id);
    expect(after).toBeGreaterThan(during);
    expect(await chargedPrice(found.ean)).toBe(after);
  });
});
