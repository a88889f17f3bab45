import { describe, expect, it } from "vitest";
import { catalogCalls, roundKr } from "../../../tests/helpers/catalog.ts";
import { preparedLabels } from "../../../tests/helpers/statements.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";

let t: TestApp;
appForFile(createTestApp, (app) => {
  t = app;
});
const { get } = catalogCalls(() => t);

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
    // The count beside the average on cards and the title (decision 038).
    expect(d.reviewCount).toBe(article.approved);

    const stock = await rows<{ variant_id: number; shop_id: number; qty: number }>(
      t.database,
      // The web shows the units above each shop's safety buffer (decision 030).
      `select s.variant_id, s.shop_id, s.qty - sh.web_safety_buffer as qty
         from stock s join variants v on v.id = s.variant_id join shops sh on sh.id = s.shop_id
        where v.article_id = $1 and s.qty > sh.web_safety_buffer`,
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
      `select s.shop_id, sum(s.qty - sh.web_safety_buffer)::int as qty
         from stock s join variants v on v.id = s.variant_id join shops sh on sh.id = s.shop_id
        where v.article_id = $1 and s.qty > sh.web_safety_buffer group by 1 order by 1`,
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

describe("loading articles", () => {
  it("sends its statements, the reviews' and the product guard's too, as statements prepared once (decision 054)", async () => {
    // PostgreSQL keeps them per pooled connection, out of reach of one question here; PGlite has one
    // session, and preparedRows' own tests cover both drivers.
    if (t.database.kind === "postgres") return;
    const ids = await rows<{ id: number }>(
      t.database,
      "select id from articles where visible_web = 1 order by id desc limit 2",
    );
    for (const { id } of ids) expect((await get(`/api/v1/articles/${id}`)).status).toBe(200);
    await t.app.services.catalog.articleVisibility(ids[0].id);
    const labels = await preparedLabels(t);
    for (const label of [
      "article_visibility",
      "article_rows",
      "article_variants",
      "article_campaigns",
      "article_images",
      "review_averages",
      "reviews_approved",
    ])
      expect(labels).toContain(label);
  });
});
