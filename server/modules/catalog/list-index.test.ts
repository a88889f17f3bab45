// The list index (decision 056) must give the very ids and totals the SQL of listArticleIds gives:
// every scope kind, sort, direction, filter and page asked of both on the seeded catalogue.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordStatements } from "../../../tests/helpers/statements.ts";
import { createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import type { ListFilterValues, ListPageQuery, ListPageScope, ListSort } from "./list-types.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.catalog.listIndexReady();
});
afterAll(async () => {
  await t?.close();
});

const none: ListFilterValues = { colors: [], sizes: [], genders: [], brands: [], shops: [], groups: [], price: null };

async function scopes(): Promise<ListPageScope[]> {
  const { catalog } = t.app.services;
  const categories = await catalog.categories();
  const subs = categories.flatMap((c) => c.subcategories);
  const groups = (await Promise.all(subs.slice(0, 3).map((s) => catalog.groups(s.ArticleGroup2ID)))).flat();
  const [line] = await rows<{ id: number }>(t.database, "select product_line_id as id from articles limit 1");
  const campaigns = await rows<{ id: number }>(t.database, "select distinct campaign_id as id from campaign_lines");
  const some = await rows<{ id: number }>(t.database, "select id from articles order by id desc limit 9");
  return [
    ...categories.map((c) => ({ kind: "category" as const, id: c.id })),
    ...subs.slice(0, 6).map((s) => ({ kind: "subcategory" as const, id: s.ArticleGroup2ID })),
    ...groups.slice(0, 4).map((g) => ({ kind: "group" as const, id: g.articleGroup3ID })),
    ...campaigns.map((c) => ({ kind: "campaign" as const, id: c.id })),
    { kind: "productLine", id: line.id },
    { kind: "genders", ids: [1, 3] },
    { kind: "ids", ids: some.map((r) => r.id) },
  ];
}

async function filterSets(): Promise<ListFilterValues[]> {
  const [colour] = await rows<{ id: number }>(t.database, "select id from color_groups order by id limit 1");
  const sizes = await rows<{ id: number }>(t.database, "select distinct size_id as id from variants limit 2");
  const [brand] = await rows<{ id: number }>(t.database, "select product_line_id as id from articles limit 1");
  const [group] = await rows<{ id: number }>(t.database, "select article_group3_id as id from articles limit 1");
  const [prices] = await rows<{ low: number; high: number }>(
    t.database,
    "select percentile_disc(0.25) within group (order by suggested_price_ore) / 100 as low, percentile_disc(0.75) within group (order by suggested_price_ore) / 100 as high from articles",
  );
  return [
    none,
    { ...none, colors: [colour.id] },
    { ...none, sizes: sizes.map((s) => s.id) },
    { ...none, genders: [2] },
    { ...none, brands: [brand.id] },
    { ...none, groups: [group.id] },
    { ...none, price: { min: Number(prices.low), max: Number(prices.high) } },
    { ...none, colors: [colour.id], genders: [1, 2], price: { min: 0, max: Number(prices.high) } },
  ];
}

describe("the list index", () => {
  it("answers every scope, sort, filter and page as the SQL does", async () => {
    const { catalog } = t.app.services;
    let compared = 0;
    let nonEmpty = 0;
    for (const scope of await scopes()) {
      for (const filters of await filterSets()) {
        for (const sort of ["bestseller", "price", "name"] as ListSort[]) {
          for (const reverse of [false, true]) {
            for (const page of [1, 2]) {
              const query: ListPageQuery = { page, perPage: 7, sort, reverse, filters };
              const sql = await catalog.uncachedListIds(scope, query, "sql");
              const index = await catalog.uncachedListIds(scope, query, "index");
              expect(index, JSON.stringify({ scope, query })).toEqual(sql);
              compared++;
              if (sql && sql.ids.length > 0) nonEmpty++;
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
    expect(nonEmpty).toBeGreaterThan(compared / 3);
  });

  it("leaves the shop filter to SQL (stock changes by the minute)", async () => {
    const query: ListPageQuery = {
      page: 1,
      perPage: 20,
      sort: "bestseller",
      reverse: false,
      filters: { ...none, shops: [55] },
    };
    const [category] = await t.app.services.catalog.categories();
    expect(
      await t.app.services.catalog.uncachedListIds({ kind: "category", id: category.id }, query, "index"),
    ).toBeNull();
  });

  it("is built again when the catalogue changes: a hidden article leaves the lists at once", async () => {
    const { catalog } = t.app.services;
    const [category] = await catalog.categories();
    const scope: ListPageScope = { kind: "category", id: category.id };
    const query: ListPageQuery = { page: 1, perPage: 5, sort: "bestseller", reverse: false, filters: none };
    const before = await catalog.uncachedListIds(scope, query, "index");
    const hidden = before?.ids[0];
    expect(hidden).toBeDefined();
    try {
      await rows(t.database, "update articles set visible_web = 0 where id = $1", [hidden]);
      await catalog.cache.invalidate();
      await catalog.listIndexReady();
      const after = await catalog.uncachedListIds(scope, query, "index");
      expect(after?.ids).not.toContain(hidden);
      expect(after?.total).toBe((before?.total ?? 0) - 1);
      expect(after).toEqual(await catalog.uncachedListIds(scope, query, "sql"));
    } finally {
      await rows(t.database, "update articles set visible_web = 1 where id = $1", [hidden]);
      await catalog.cache.invalidate();
    }
  });
});

describe("a product page's related articles", () => {
  it("come as the list's page without counting the group's facets", async () => {
    const { catalog } = t.app.services;
    const [row] = await rows<{ id: number }>(
      t.database,
      "select article_group3_id as id from articles where visible_web = 1 group by 1 order by count(*) desc limit 1",
    );
    const scope: ListPageScope = { kind: "group", id: row.id };
    const query: ListPageQuery = { page: 1, perPage: 5, sort: "bestseller", reverse: false, filters: none };
    await catalog.cache.invalidate();
    const recording = recordStatements(t);
    let related: Awaited<ReturnType<typeof catalog.listArticles>>;
    try {
      related = await catalog.listArticles(scope, query);
    } finally {
      recording.stop();
    }
    expect(related.data.length).toBeGreaterThan(0);
    expect(recording.statements.filter((s) => s.query.includes("color_groups"))).toEqual([]);
    const { facets, ...page } = await catalog.list(scope, query);
    expect(facets.colors.length).toBeGreaterThan(0);
    expect(related).toEqual(page);
  });
});

describe("a list page's articles", () => {
  it("come from the per-article cache when another page showed them a moment ago", async () => {
    const { catalog } = t.app.services;
    const [category] = await catalog.categories();
    const scope: ListPageScope = { kind: "category", id: category.id };
    const query: ListPageQuery = { page: 1, perPage: 10, sort: "name", reverse: false, filters: none };
    await catalog.cache.invalidate();
    await catalog.listIndexReady();
    const first = await catalog.list(scope, query);
    const recording = recordStatements(t);
    let fewer: Awaited<ReturnType<typeof catalog.list>>;
    try {
      // Another page (its own cache entry) of articles the first already loaded.
      fewer = await catalog.list(scope, { ...query, perPage: 5 });
    } finally {
      recording.stop();
    }
    expect(fewer.data).toEqual(first.data.slice(0, 5));
    expect(recording.statements.filter((s) => /from variants|from articles a/.test(s.query))).toEqual([]);
  });
});
