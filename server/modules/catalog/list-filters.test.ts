// The storefront lists (issue 12, item 8): price order is the price the shopper pays (campaign price at
// the shop's clock) across pages, a colour filter shows that colour's image, the size facet filters,
// and every facet option carries the number of articles it would show on its own.
import { describe, expect, it } from "vitest";
import { currentPrice } from "../../../app/features/catalog/card-article.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import type { ListFilterValues, ListPageQuery, ListPageScope } from "./list-types.ts";

let t: TestApp;
const now = new Date();
appForFile(
  () => createTestApp({}, undefined, { clock: () => now }),
  (app) => {
    t = app;
  },
);

const noFilters = (): ListFilterValues => ({
  colors: [],
  sizes: [],
  genders: [],
  brands: [],
  shops: [],
  groups: [],
  price: null,
});

const query = (over: Partial<ListPageQuery> = {}): ListPageQuery => ({
  page: 1,
  perPage: 20,
  sort: "price",
  reverse: false,
  filters: noFilters(),
  ...over,
});

/** Every article of a list, page by page, as the cards show them. */
async function wholeList(scope: ListPageScope, q: ListPageQuery) {
  const all = [];
  for (let page = 1; ; page++) {
    const result = await t.app.services.catalog.list(scope, { ...q, page });
    all.push(...result.data);
    if (page >= result.meta.last_page) return all;
  }
}

describe("list order by price", () => {
  it("sorts by the price the shopper pays, campaign prices included, across pages", async () => {
    // A group holding an article whose running campaign takes it below another article's ordinary
    // price that is itself below the campaign article's ordinary price: the 449, 339 case.
    const [found] = await rows<{ group_id: number }>(
      t.database,
      `select a.article_group3_id as group_id
         from articles a join campaign_lines cl on cl.article_id = a.id join campaigns c on c.id = cl.campaign_id
         join articles b on b.article_group3_id = a.article_group3_id and b.visible_web = 1
        where a.visible_web = 1 and c.starts_at <= $1 and c.ends_at >= $1
          and cl.price_ore + 100 < b.suggested_price_ore and b.suggested_price_ore + 100 < a.suggested_price_ore
        order by a.article_group3_id limit 1`,
      [now.toISOString()],
    );
    expect(found, "the demo data has a campaign that changes a group's price order").toBeDefined();
    const scope: ListPageScope = { kind: "group", id: found.group_id };

    const paid = (await wholeList(scope, query({ perPage: 7 }))).map((a) => currentPrice(a, now).price);
    expect(paid.length).toBeGreaterThan(7);
    expect(paid).toEqual([...paid].sort((x, y) => x - y));

    const reversed = (await wholeList(scope, query({ perPage: 7, reverse: true }))).map(
      (a) => currentPrice(a, now).price,
    );
    expect(reversed).toEqual([...paid].sort((x, y) => y - x));
  });

  it("filters on the price the shopper pays", async () => {
    const [found] = await rows<{ id: number; group_id: number; price: number }>(
      t.database,
      `select a.id, a.article_group3_id as group_id, min(cl.price_ore) as price
         from articles a join campaign_lines cl on cl.article_id = a.id join campaigns c on c.id = cl.campaign_id
        where a.visible_web = 1 and c.starts_at <= $1 and c.ends_at >= $1 and cl.price_ore + 1000 < a.suggested_price_ore
        group by a.id order by a.id limit 1`,
      [now.toISOString()],
    );
    const kroner = Math.floor((Number(found.price) + 50) / 100);
    const result = await wholeList(
      { kind: "group", id: found.group_id },
      query({ filters: { ...noFilters(), price: { min: kroner, max: kroner } } }),
    );
    expect(result.map((a) => a.id)).toContain(found.id);
  });
});

describe("list facets and filters", () => {
  it("a colour filter shows the image of a variant in that colour, and as many articles as its count", async () => {
    // A category where some article's first image is not of the colour filtered on.
    const [found] = await rows<{ main_group_id: number; color_group_id: number }>(
      t.database,
      `select a.main_group_id, co.color_group_id
         from articles a join variants v on v.article_id = a.id join colors co on co.id = v.color_id
        where a.visible_web = 1 and v.image is not null and v.image <> a.image
        order by a.id limit 1`,
    );
    const scope: ListPageScope = { kind: "category", id: found.main_group_id };
    const { facets } = await t.app.services.catalog.list(scope, query());
    const option = facets.colors.find((c) => c.id === found.color_group_id);
    expect(option?.count).toBeGreaterThan(0);

    const filtered = await wholeList(scope, query({ filters: { ...noFilters(), colors: [found.color_group_id] } }));
    expect(filtered).toHaveLength(option?.count ?? -1);
    const images = await rows<{ article_id: number; image: string }>(
      t.database,
      `select v.article_id, v.image from variants v join colors co on co.id = v.color_id
        where co.color_group_id = $1 and v.article_id = any($2::int[])`,
      [found.color_group_id, filtered.map((a) => a.id)],
    );
    for (const article of filtered) {
      const ofColour = images.filter((r) => r.article_id === article.id).map((r) => r.image);
      expect(ofColour, `${article.name} shows its image in the chosen colour`).toContain(article.image);
    }
  });

  it("offers the scope's sizes with counts, and a size filter keeps articles with that size", async () => {
    const [found] = await rows<{ main_group_id: number }>(
      t.database,
      "select main_group_id from articles where visible_web = 1 group by main_group_id order by count(*) desc limit 1",
    );
    const scope: ListPageScope = { kind: "category", id: found.main_group_id };
    const { facets } = await t.app.services.catalog.list(scope, query());
    expect(facets.sizes.length).toBeGreaterThan(1);
    const size = facets.sizes[facets.sizes.length - 1];
    const filtered = await wholeList(scope, query({ filters: { ...noFilters(), sizes: [size.id] } }));
    expect(filtered).toHaveLength(size.count);
    for (const article of filtered) expect(article.sizes.map((s) => s.id)).toContain(size.id);
  });

  it("every facet option has a count of the articles in scope with it", async () => {
    const [found] = await rows<{ main_group_id: number }>(
      t.database,
      "select main_group_id from articles where visible_web = 1 group by main_group_id order by count(*) desc limit 1",
    );
    const scope: ListPageScope = { kind: "category", id: found.main_group_id };
    const { facets } = await t.app.services.catalog.list(scope, query());
    const brands = await rows<{ id: number; n: string }>(
      t.database,
      `select product_line_id as id, count(*) as n from articles
        where visible_web = 1 and main_group_id = $1 group by product_line_id`,
      [found.main_group_id],
    );
    expect(facets.brands.map((b) => [b.id, b.count]).sort((x, y) => x[0] - y[0])).toEqual(
      brands.map((b) => [b.id, Number(b.n)]).sort((x, y) => x[0] - y[0]),
    );
  });
});
