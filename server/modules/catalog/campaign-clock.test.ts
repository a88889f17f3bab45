// The shop's clock, not the database's now(), decides which campaigns run: moving the injected clock
// across a campaign's end changes the price in the article detail and the lists alike, even with
// both answers already in the catalogue cache.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sellingPrice } from "../../../domain/selling-price.ts";
import { createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import type { Article } from "./types.ts";

let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock: () => now });
});
afterAll(() => t?.close());

/** The price a shopper sees for an article as the API describes it, at the shop's clock. */
const shownPrice = (a: Pick<Article, "price" | "campaigns">) =>
  sellingPrice(
    {
      suggestedOre: a.price * 100,
      pantOre: 0,
      campaigns: a.campaigns.map((c) => ({ priceOre: c.price * 100, startsAt: c.start, endsAt: c.end })),
    },
    now,
  ).price;

async function answers(id: number, categoryId: number) {
  const detail = (await t.app.inject({ url: `/api/v1/articles/${id}` })).json().data as Article;
  const bundle = (await t.app.inject({ url: `/api/v1/articles/bundle?articles=${id}` })).json().data[0] as Article;
  const list = await t.app.services.catalog.list(
    { kind: "ids", ids: [id] },
    {
      page: 1,
      perPage: 20,
      sort: "name",
      reverse: false,
      filters: { colors: [], sizes: [], genders: [], brands: [], shops: [], groups: [], price: null },
    },
  );
  const category = await t.app.services.catalog.articlesByCategory(categoryId, {
    page: 1,
    perPage: 100,
    orderBy: "name",
    order: "asc",
  });
  const inCategory = category.data.find((a) => a.id === id);
  return [detail, bundle, list.data[0], inCategory].map((a) => (a ? shownPrice(a) : null));
}

describe("campaign prices follow the injected clock", () => {
  it("the price in detail and lists changes together when the clock crosses the campaign's end", async () => {
    // An article with one campaign line, below its price, in a campaign running now.
    const [found] = await rows<{ id: number; main_group_id: number; ends_at: string; campaign: number; price: number }>(
      t.database,
      `select a.id, a.main_group_id, c.ends_at, cl.price_ore as campaign, a.suggested_price_ore as price
         from articles a join campaign_lines cl on cl.article_id = a.id join campaigns c on c.id = cl.campaign_id
        where a.visible_web = 1 and cl.price_ore < a.suggested_price_ore - 100
          and c.starts_at <= now() and c.ends_at >= now()
          and (select count(*) from campaign_lines x where x.article_id = a.id) = 1
        order by a.id limit 1`,
    );
    expect(found, "the demo data has an article in exactly one running campaign").toBeDefined();
    const end = new Date(found.ends_at);
    const campaignKr = Math.floor((found.campaign + 50) / 100);
    const ordinaryKr = Math.floor((found.price + 50) / 100);

    now = new Date(end.getTime() - 1000);
    expect(await answers(found.id, found.main_group_id)).toEqual([campaignKr, campaignKr, campaignKr, campaignKr]);

    // Across the end: the cached answers above must not be served.
    now = new Date(end.getTime() + 1000);
    expect(await answers(found.id, found.main_group_id)).toEqual([ordinaryKr, ordinaryKr, ordinaryKr, ordinaryKr]);
    const detail = (await t.app.inject({ url: `/api/v1/articles/${found.id}` })).json().data as Article;
    expect(detail.campaigns).toEqual([]);

    // And back again.
    now = new Date(end.getTime() - 1000);
    expect(await answers(found.id, found.main_group_id)).toEqual([campaignKr, campaignKr, campaignKr, campaignKr]);
  });
});
