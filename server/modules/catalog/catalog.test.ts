// Integration tests of the catalogue's category, group and list API on the seeded test database.
// Expectations are computed from the database itself, so they hold for any deterministic demo data.
// Articles, bundles, reference lists and campaigns: catalog-articles.test.ts.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { catalogCalls, roundKr } from "../../../tests/helpers/catalog.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";

let t: TestApp;
appForFile(createTestApp, (app) => {
  t = app;
});
const { get, firstCategory } = catalogCalls(() => t);

describe("GET /api/v1/categories", () => {
  it("lists every main group with counts of visible articles, 'Tekstil' shown as 'Klær'", async () => {
    const { status, body } = await get("/api/v1/categories");
    expect(status).toBe(200);
    const mains = await rows<{ id: number; name: string }>(t.database, "select id, name from main_groups");
    expect(body.data).toHaveLength(mains.length);
    expect(body.data.map((c: { name: string }) => c.name)).not.toContain("Tekstil");
    const tekstil = mains.find((m) => m.name === "Tekstil");
    expect(tekstil).toBeDefined();
    expect(body.data.find((c: { id: number }) => c.id === tekstil?.id).name).toBe("Klær");
    for (const category of body.data) {
      const [count] = await rows<{ n: number; min: number; max: number }>(
        t.database,
        "select count(*)::int as n, min(suggested_price_ore) as min, max(suggested_price_ore) as max from articles where visible_web = 1 and main_group_id = $1",
        [category.id],
      );
      expect(category.articlesCount).toBe(count.n);
      if (count.n > 0) {
        expect(category.minPrice).toBe(roundKr(count.min));
        expect(category.maxPrice).toBe(roundKr(count.max));
      }
      expect(Object.keys(category)).toEqual(
        expect.arrayContaining(["id", "name", "banner", "bannerLink", "subcategories", "availableProductlines"]),
      );
      for (const sub of category.subcategories) {
        expect(sub.MainGroupID).toBe(category.id);
        expect(Object.keys(sub)).toEqual(
          expect.arrayContaining([
            "ArticleGroup2ID",
            "MainGroupID",
            "Name",
            "minPrice",
            "maxPrice",
            "articlesCount",
            "custom",
          ]),
        );
      }
    }
  });
});

describe("GET /api/v1/subcategories/{id}/groups", () => {
  it("lists the groups of a subcategory", async () => {
    const [sub] = await rows<{ id: number; n: number }>(
      t.database,
      "select article_group2_id as id, count(*)::int as n from article_groups3 group by 1 order by 2 desc limit 1",
    );
    const { status, body } = await get(`/api/v1/subcategories/${sub.id}/groups`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(sub.n);
    for (const g of body.data) {
      expect(g.articleGroup2ID).toBe(sub.id);
      expect(typeof g.articleGroup3ID).toBe("number");
      expect(typeof g.name).toBe("string");
    }
  });

  it("answers 404 with a message for unknown and malformed ids", async () => {
    for (const id of ["999999", "abc", "-1", "0", "1.5", "99999999999"]) {
      const { status, body } = await get(`/api/v1/subcategories/${id}/groups`);
      expect(status, id).toBe(404);
      expect(body.message).toBe("Underkategorien finnes ikke");
    }
  });
});

describe("GET /api/v1/categories/{id}/articles", () => {
  it("pages 20 visible articles sorted by name by default, with data and meta", async () => {
    const category = await firstCategory();
    const { status, body } = await get(`/api/v1/categories/${category.id}/articles`);
    expect(status).toBe(200);
    expect(body.meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(category.total / 20),
      per_page: 20,
      total: category.total,
    });
    const expected = await rows<{ id: number }>(
      t.database,
      "select id from articles where visible_web = 1 and main_group_id = $1 order by name, id limit 20",
      [category.id],
    );
    expect(body.data.map((a: { id: number }) => a.id)).toEqual(expected.map((r) => r.id));
  });

  it("never lists an article that is not visible on web", async () => {
    const [hidden] = await rows<{ id: number; main_group_id: number }>(
      t.database,
      "select id, main_group_id from articles where visible_web = 0 limit 1",
    );
    expect(hidden, "the demo data has hidden articles").toBeDefined();
    const { body } = await get(`/api/v1/categories/${hidden.main_group_id}/articles?per_page=100`);
    const ids = new Set<number>();
    for (let page = 1; page <= body.meta.last_page; page++) {
      const res = await get(`/api/v1/categories/${hidden.main_group_id}/articles?per_page=100&page=${page}`);
      for (const a of res.body.data) {
        ids.add(a.id);
        expect(a.visible).toBe(true);
      }
    }
    expect(ids.has(hidden.id)).toBe(false);
    expect(ids.size).toBe(body.meta.total);
  });

  it("sorts by price both ways and by bestseller, pages without overlap", async () => {
    const category = await firstCategory();
    const asc = await get(`/api/v1/categories/${category.id}/articles?orderBy=Price&order=asc&per_page=10`);
    const prices = asc.body.data.map((a: { price: number }) => a.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await get(`/api/v1/categories/${category.id}/articles?orderBy=price&order=desc&per_page=10`);
    const descPrices = desc.body.data.map((a: { price: number }) => a.price);
    expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
    expect(descPrices[0]).toBeGreaterThanOrEqual(prices[0]);

    const best = await get(`/api/v1/categories/${category.id}/articles?orderBy=Bestseller&per_page=50`);
    const ranks = best.body.data.map((a: { bestsellerQty: number }) => a.bestsellerQty);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const p1 = await get(`/api/v1/categories/${category.id}/articles?per_page=5&page=1`);
    const p2 = await get(`/api/v1/categories/${category.id}/articles?per_page=5&page=2`);
    expect(p2.body.meta.current_page).toBe(2);
    const overlap = p1.body.data.filter((a: { id: number }) => p2.body.data.some((b: { id: number }) => b.id === a.id));
    expect(overlap).toEqual([]);
  });

  it("answers an empty page past the end", async () => {
    const category = await firstCategory();
    const { status, body } = await get(`/api/v1/categories/${category.id}/articles?page=9999`);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.meta.total).toBe(category.total);
  });

  it("refuses bad query values with 422 and a message per field", async () => {
    const category = await firstCategory();
    for (const [query, field] of [
      ["per_page=0", "per_page"],
      ["per_page=101", "per_page"],
      ["page=abc", "page"],
      ["page=0", "page"],
      ["order=sideways", "order"],
      ["orderBy=DROP%20TABLE", "orderBy"],
      ["colour=red", "_"],
    ]) {
      const { status, body } = await get(`/api/v1/categories/${category.id}/articles?${query}`);
      expect(status, query).toBe(422);
      expect(body.message).toBe("Ugyldig forespørsel");
      expect(Object.keys(body.errors), query).toContain(field);
    }
  });

  it("answers 404 for an unknown category", async () => {
    for (const id of ["999999", "klaer"]) {
      const { status, body } = await get(`/api/v1/categories/${id}/articles`);
      expect(status).toBe(404);
      expect(body.message).toBe("Kategorien finnes ikke");
    }
  });

  it("answers errors uncompressed and readable to clients that accept compression", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/categories/999999/articles",
      headers: { "accept-encoding": "br" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual({ message: "Kategorien finnes ikke" });
  });
});

describe("compressed answers", () => {
  it("sends the same list brotli- or gzip-compressed to clients that accept it", async () => {
    const category = await firstCategory();
    const url = `/api/v1/categories/${category.id}/articles?page=2`;
    const plain = await t.app.inject({ method: "GET", url });
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      // twice: the second answer comes from the cache of compressed texts
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": accept } });
        expect(res.headers["content-encoding"]).toBe(encoding);
        expect(res.headers.vary).toContain("accept-encoding");
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
    }
  });
});

describe("GET /api/v1/subcategories/{id}/articles", () => {
  it("pages the visible articles of a subcategory", async () => {
    const [sub] = await rows<{ id: number; n: number }>(
      t.database,
      "select article_group2_id as id, count(*)::int as n from articles where visible_web = 1 group by 1 order by 2 desc limit 1",
    );
    const { status, body } = await get(`/api/v1/subcategories/${sub.id}/articles?per_page=3`);
    expect(status).toBe(200);
    expect(body.meta.total).toBe(sub.n);
    expect(body.meta.last_page).toBe(Math.ceil(sub.n / 3));
    for (const a of body.data) expect(a.articleGroup2ID).toBe(sub.id);
    expect((await get("/api/v1/subcategories/999999/articles")).status).toBe(404);
  });
});
