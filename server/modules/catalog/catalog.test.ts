// Integration tests of the catalogue API on the seeded test database. Expectations are computed
// from the database itself, so they hold for any deterministic demo data.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: "GET", url, headers });
  return { status: res.statusCode, body: res.json() };
};

const roundKr = (ore: number) => Math.floor((ore + 50) / 100);

async function firstCategory() {
  const [row] = await rows<{ id: number; total: number }>(
    t.database,
    `select main_group_id as id, count(*)::int as total from articles where visible_web = 1
      group by main_group_id order by count(*) desc limit 1`,
  );
  return row;
}

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

describe("article rules", () => {
  it("rounds price and pant to whole kroner and keeps the exact original price", async () => {
    const [odd] = await rows<{ id: number; suggested_price_ore: number; pant_ore: number }>(
      t.database,
      `select id, suggested_price_ore, pant_ore from articles
        where visible_web = 1 and suggested_price_ore % 100 >= 50 order by id limit 1`,
    );
    expect(odd, "the demo data has prices with øre of 50 or more").toBeDefined();
    const { body } = await get(`/api/v1/articles/${odd.id}`);
    expect(body.data.price).toBe(roundKr(odd.suggested_price_ore));
    expect(body.data.price).toBe(Math.ceil(odd.suggested_price_ore / 100));
    expect(body.data.originalPrice).toBe(odd.suggested_price_ore / 100);

    const [pant] = await rows<{ id: number; pant_ore: number }>(
      t.database,
      "select id, pant_ore from articles where visible_web = 1 and pant_ore > 0 order by id limit 1",
    );
    expect(pant, "the demo data has deposits").toBeDefined();
    expect((await get(`/api/v1/articles/${pant.id}`)).body.data.pant).toBe(roundKr(pant.pant_ore));
  });

  it("turns the 1-flags into booleans", async () => {
    const flags = await rows<{ id: number; purchasable_web: number; featured: number }>(
      t.database,
      `(select id, purchasable_web, featured from articles where visible_web = 1 and purchasable_web = 0 limit 1)
       union all (select id, purchasable_web, featured from articles where visible_web = 1 and featured = 1 limit 1)`,
    );
    expect(flags).toHaveLength(2);
    for (const f of flags) {
      const { body } = await get(`/api/v1/articles/${f.id}`);
      expect(body.data.canPurchase).toBe(f.purchasable_web === 1);
      expect(body.data.featured).toBe(f.featured === 1);
      expect(body.data.visible).toBe(true);
    }
  });

  it("gives unknown bestseller ranks 9999", async () => {
    const [none] = await rows<{ id: number }>(
      t.database,
      "select a.id from articles a left join bestsellers b on b.article_id = a.id where b.article_id is null and a.visible_web = 1 limit 1",
    );
    const { body } = await get(`/api/v1/articles/${none.id}`);
    expect(body.data.bestsellerQty).toBe(9999);
    expect(body.data.bestsellerTurnover).toBe(9999);
    const [ranked] = await rows<{ article_id: number; qty_rank: number; turnover_rank: number }>(
      t.database,
      "select b.* from bestsellers b join articles a on a.id = b.article_id where a.visible_web = 1 limit 1",
    );
    const rankedBody = (await get(`/api/v1/articles/${ranked.article_id}`)).body;
    expect(rankedBody.data.bestsellerQty).toBe(ranked.qty_rank);
    expect(rankedBody.data.bestsellerTurnover).toBe(ranked.turnover_rank);
  });

  it("takes campaignLabelType from the lowest-priced active campaign", async () => {
    const [twice] = await rows<{ article_id: number }>(
      t.database,
      `select cl.article_id from campaign_lines cl join campaigns c on c.id = cl.campaign_id
        join articles a on a.id = cl.article_id
        where c.starts_at <= now() and c.ends_at >= now() and a.visible_web = 1
        group by cl.article_id having count(distinct cl.label_type) > 1 limit 1`,
    );
    expect(twice, "the demo data has an article in two campaigns with different labels").toBeDefined();
    const [lowest] = await rows<{ label_type: string; price_ore: number }>(
      t.database,
      `select cl.label_type, cl.price_ore from campaign_lines cl join campaigns c on c.id = cl.campaign_id
        where cl.article_id = $1 and c.starts_at <= now() and c.ends_at >= now() order by cl.price_ore, cl.id limit 1`,
      [twice.article_id],
    );
    const { body } = await get(`/api/v1/articles/${twice.article_id}`);
    expect(body.data.campaignLabelType).toBe(lowest.label_type);
    expect(body.data.campaigns[0].price).toBe(roundKr(lowest.price_ore));
    expect(body.data.campaigns.length).toBeGreaterThan(1);
  });
});

describe("GET /api/v1/articles/{id}", () => {
  it("returns the detail with variants, stock per shop and approved reviews only", async () => {
    const [article] = await rows<{ id: number; approved: number; pending: number }>(
      t.database,
      `select r.reviewable_id as id, count(*) filter (where approved)::int as approved,
              count(*) filter (where not approved)::int as pending
         from reviews r join articles a on a.id = r.reviewable_id where a.visible_web = 1
        group by 1 having count(*) filter (where not approved) > 0 and count(*) filter (where approved) > 0 limit 1`,
    );
    expect(article, "the demo data has an article with approved and pending reviews").toBeDefined();
    const { status, body } = await get(`/api/v1/articles/${article.id}`);
    expect(status).toBe(200);
    const d = body.data;
    for (const key of [
      "articleNo",
      "dateCreated",
      "techDescription",
      "nutrientContent",
      "washLabel",
      "careLabel",
      "variants",
      "reviews",
      "averageRating",
    ]) {
      expect(d).toHaveProperty(key);
    }
    expect(d.reviews).toHaveLength(article.approved);
    for (const r of d.reviews) expect(r.approved).toBe(true);
    const [avg] = await rows<{ avg: number }>(
      t.database,
      "select avg(rating)::float8 as avg from reviews where approved and reviewable_id = $1",
      [article.id],
    );
    expect(d.averageRating).toBeCloseTo(avg.avg, 1);

    const stock = await rows<{ variant_id: number; shop_id: number; qty: number }>(
      t.database,
      "select s.variant_id, s.shop_id, s.qty from stock s join variants v on v.id = s.variant_id where v.article_id = $1 and s.qty > 0",
      [article.id],
    );
    const variantRows = await rows<{ id: number }>(t.database, "select id from variants where article_id = $1", [
      article.id,
    ]);
    expect(d.variants).toHaveLength(variantRows.length);
    for (const v of d.variants) {
      const expected = stock.filter((s) => s.variant_id === v.id).sort((a, b) => a.shop_id - b.shop_id);
      expect(v.shops).toEqual(expected.map((s) => ({ id: s.shop_id, qty: s.qty })));
      expect(v.availability).toBe(expected.length);
      expect(v.ean).toMatch(/^\d{13}$/);
      expect(v.size).toEqual({ id: expect.any(Number), name: expect.any(String) });
      expect(v.color).toMatchObject({ id: expect.any(Number), name: expect.any(String), hex: expect.any(String) });
    }
  });

  it("hides articles not visible on web and answers 404 for bad ids", async () => {
    const [hidden] = await rows<{ id: number }>(t.database, "select id from articles where visible_web = 0 limit 1");
    for (const id of [String(hidden.id), "999999", "abc", "0", "1e3"]) {
      const { status, body } = await get(`/api/v1/articles/${id}`);
      expect(status, id).toBe(404);
      expect(body.message).toBe("Artikkelen finnes ikke");
    }
  });
});

describe("GET /api/v1/articles/availability/{id}", () => {
  it("sums stock per shop over the variants", async () => {
    const [article] = await rows<{ id: number }>(
      t.database,
      "select v.article_id as id from stock s join variants v on v.id = s.variant_id join articles a on a.id = v.article_id where a.visible_web = 1 and s.qty > 0 limit 1",
    );
    const { status, body } = await get(`/api/v1/articles/availability/${article.id}`);
    expect(status).toBe(200);
    const perShop = await rows<{ shop_id: number; qty: number }>(
      t.database,
      "select s.shop_id, sum(s.qty)::int as qty from stock s join variants v on v.id = s.variant_id where v.article_id = $1 and s.qty > 0 group by 1 order by 1",
      [article.id],
    );
    expect(body.data.shops).toEqual(perShop.map((r) => ({ id: r.shop_id, qty: r.qty })));
    expect(body.data.articleId).toBe(article.id);
    expect((await get("/api/v1/articles/availability/abc")).status).toBe(404);
  });
});

describe("GET /api/v1/articles/bundle", () => {
  it("returns visible articles in the order asked, leaving out hidden and unknown ids", async () => {
    const visible = await rows<{ id: number }>(
      t.database,
      "select id from articles where visible_web = 1 order by id limit 3",
    );
    const [hidden] = await rows<{ id: number }>(t.database, "select id from articles where visible_web = 0 limit 1");
    const ids = [visible[2].id, hidden.id, visible[0].id, 999999, visible[1].id];
    const { status, body } = await get(`/api/v1/articles/bundle?articles=${ids.join(",")}`);
    expect(status).toBe(200);
    expect(body.data.map((a: { id: number }) => a.id)).toEqual([visible[2].id, visible[0].id, visible[1].id]);
  });

  it("refuses a missing or malformed id list with 422", async () => {
    for (const q of ["", "?articles=", "?articles=1,,2", "?articles=a,b", "?articles=1;2"]) {
      const { status, body } = await get(`/api/v1/articles/bundle${q}`);
      expect(status, q).toBe(422);
      expect(body.errors).toHaveProperty("articles");
    }
  });
});

describe("reference lists", () => {
  it("GET /genders lists the spec's ids", async () => {
    const { body } = await get("/api/v1/genders");
    expect(body.data.map((g: { id: number }) => g.id)).toEqual([1, 2, 4, 10, 11]);
    expect(body.data[0]).toMatchObject({ id: 1, name: "Herre", checked: false });
  });

  it("GET /productlines and /colorgroups list ids and names", async () => {
    const lines = await get("/api/v1/productlines");
    const [n] = await rows<{ n: number }>(t.database, "select count(*)::int as n from product_lines");
    expect(lines.body.data).toHaveLength(n.n);
    expect(lines.body.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const groups = await get("/api/v1/colorgroups");
    expect(groups.body.data[0]).toEqual({
      id: expect.any(Number),
      label: expect.any(String),
      name: expect.any(String),
      hex: expect.stringMatching(/^#[0-9a-fA-F]{6}$/),
      colorId: expect.toSatisfy((v) => v === null || typeof v === "number"),
      checked: false,
    });
  });

  it("GET /bestsellers is ordered by quantity rank and honours limit", async () => {
    const { body } = await get("/api/v1/bestsellers?limit=5");
    expect(body.data).toHaveLength(5);
    const ranks = body.data.map((b: { qty_rank: number }) => b.qty_rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const b of body.data) {
      expect(b.article.id).toBe(b.article_id);
      expect(b.article.bestsellerQty).toBe(b.qty_rank);
    }
    expect((await get("/api/v1/bestsellers?limit=0")).status).toBe(422);
  });
});

describe("campaigns", () => {
  it("GET /campaigns/ lists active campaigns, 'Klikk & Hent' shown as 'Ukens annonse!'", async () => {
    const { status, body } = await get("/api/v1/campaigns/");
    expect(status).toBe(200);
    const active = await rows<{ id: number; short_description: string }>(
      t.database,
      "select id, short_description from campaigns where starts_at <= now() and ends_at >= now()",
    );
    expect(body.data.map((c: { id: number }) => c.id).sort()).toEqual(active.map((c) => c.id).sort());
    const weekly = active.find((c) => c.short_description === "Klikk & Hent");
    expect(weekly, "the demo data has the weekly ad").toBeDefined();
    expect(body.data.find((c: { id: number }) => c.id === weekly?.id).shortDescription).toBe("Ukens annonse!");
    for (const c of body.data) {
      expect(Object.keys(c)).toEqual(
        expect.arrayContaining(["id", "name", "shortDescription", "description", "start", "end", "count", "image"]),
      );
    }
    // the same list without the trailing slash
    expect((await get("/api/v1/campaigns")).body).toEqual(body);
  });

  it("GET /campaigns/combined/articles pages the articles of combined campaigns", async () => {
    const { status, body } = await get("/api/v1/campaigns/combined/articles");
    expect(status).toBe(200);
    const [n] = await rows<{ n: number }>(
      t.database,
      `select count(distinct a.id)::int as n from articles a join campaign_lines cl on cl.article_id = a.id
        join campaigns c on c.id = cl.campaign_id
        where c.combined and c.starts_at <= now() and c.ends_at >= now() and a.visible_web = 1`,
    );
    expect(n.n).toBeGreaterThan(0);
    expect(body.meta.total).toBe(n.n);
  });
});

describe("GET /api/v1/articles/brand", () => {
  it("lists the articles of the brand named by the Host header", async () => {
    const [brand] = await rows<{ hostnames: string[]; product_line_id: number }>(
      t.database,
      "select hostnames, product_line_id from brands where product_line_id is not null order by id limit 1",
    );
    const { status, body } = await get("/api/v1/articles/brand", { host: `${brand.hostnames[0]}:3000` });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const a of body.data) expect(a.brands).toEqual([brand.product_line_id]);
  });
});
