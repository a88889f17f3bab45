// The route table of spec section 2 against the seeded test database: which route answers each
// path, every redirect (status and target), the gender and special category mappings, the list
// state in the URL, the product guard, sitemap and robots. Loaders run with real services.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchRouteId, ORIGIN, visit } from "../../tests/helpers/route-harness.ts";
import { createTestApp, rows, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const go = (url: string, host?: string) => visit(t.app.services, url, host);

describe("the route table", () => {
  it.each([
    ["/", "home"],
    ["/preview/sommer", "homePreview"],
    ["/om-oss", "about"],
    ["/kundeservice", "support"],
    ["/vedlikehold", "maintenance"],
    ["/baerekraftig-forretningspraksis", "policy"],
    ["/personvernerklaering", "cookies-screen"],
    ["/payment", "payment"],
    ["/return", "return"],
    ["/terms", "terms"],
    ["/reclamation", "reclamation"],
    ["/privacy", "privacy"],
    ["/article/12", "article"],
    ["/product/12", "product"],
    ["/product/tind-skalljakke-12", "product"],
    ["/utvalg/1+2", "utvalg"],
    ["/herre", "category"],
    ["/klaer", "category"],
    ["/klaer/jakker", "category"],
    ["/klaer/jakker/skalljakker", "category"],
    ["/sitemap.xml", "sitemap"],
    ["/robots.txt", "robots"],
    ["/a/b/c/d", "not-found"],
  ])("%s is route %s", (path, id) => {
    expect(matchRouteId(path)).toBe(id);
  });
});

describe("redirects answered by the server", () => {
  it.each([
    ["/payment", "/kundeservice"],
    ["/return", "/kundeservice"],
    ["/terms", "/kundeservice"],
    ["/reclamation", "/kundeservice"],
    ["/privacy", "/personvernerklaering"],
    ["/article/42", "/product/42"],
    ["/voksen", "/uni"],
    ["/goggles", "/vintersport/hjelmer-&-alpinbriller/alpinbriller"],
    ["/hjelmer", "/vintersport/hjelmer-&-alpinbriller/alpinhjelm"],
    ["/staver", "/vintersport/staver/alpinstaver"],
  ])("%s → %s (301)", async (from, to) => {
    const answer = await go(from);
    expect(answer.status).toBe(301);
    expect(answer.location).toBe(to);
  });

  it("keeps the query on a redirect", async () => {
    expect((await go("/voksen?sorter=price")).location).toBe("/uni?sorter=price");
  });

  it("sends /product/{id} to the product's address: its name in dashed lowercase, then the id", async () => {
    const [article] = await rows<{ id: number; slug: string }>(
      t.database,
      "select id, slug from articles where visible_web = 1 order by id limit 1",
    );
    const answer = await go(`/product/${article.id}`);
    expect(answer.status).toBe(301);
    expect(answer.location).toBe(`/product/${article.slug}-${article.id}`);
    expect(article.slug).toMatch(/^[a-z0-9&-]+$/);
    // A stale name for the same id also goes to the one address.
    expect((await go(`/product/gammelt-navn-${article.id}`)).location).toBe(`/product/${article.slug}-${article.id}`);
  });
});

describe("gender pages", () => {
  it.each([
    ["/herre", [1]],
    ["/dame", [2]],
    ["/barn", [4]],
    ["/uni", [10]],
    ["/junior", [11]],
    ["/barn-junior", [4, 11]],
  ])("%s lists only genders %j", async (path, genders) => {
    const answer = await go(path);
    expect(answer.status).toBe(200);
    expect(answer.data.articles.length).toBeGreaterThan(0);
    const ids = answer.data.articles.map((a: { id: number }) => a.id);
    const found = await rows<{ gender_id: number }>(
      t.database,
      "select distinct gender_id from articles where id = any($1::int[])",
      [ids],
    );
    expect(found.every((r) => genders.includes(r.gender_id))).toBe(true);
  });

  it("shows Unisex as Uni", async () => {
    expect((await go("/uni")).data.title).toBe("Uni");
  });

  it("has no deeper levels", async () => {
    expect((await go("/herre/klaer")).status).toBe(404);
  });
});

describe("category, subcategory and group pages", () => {
  it("lists a category's visible articles, 20 a page, with its subcategories", async () => {
    const answer = await go("/klaer");
    expect(answer.status).toBe(200);
    expect(answer.data.title).toBe("Klær");
    expect(answer.data.articles).toHaveLength(20);
    const [{ n }] = await rows<{ n: number }>(
      t.database,
      "select count(*)::int as n from articles a join main_groups m on m.id = a.main_group_id where m.slug = 'klaer' and a.visible_web = 1",
    );
    expect(answer.data.total).toBe(n);
    expect(answer.data.lastPage).toBe(Math.ceil(n / 20));
    expect(answer.data.subcategories.map((s: { path: string }) => s.path)).toContain("/klaer/jakker");
    expect(answer.data.canonical).toBe(`${ORIGIN}/klaer`);
  });

  it("lists a subcategory and a group, each narrower than the level above", async () => {
    const sub = await go("/klaer/jakker");
    const group = await go("/klaer/jakker/skalljakker");
    expect(sub.status).toBe(200);
    expect(group.status).toBe(200);
    expect(group.data.trail.map((s: { path: string }) => s.path)).toEqual(["/klaer", "/klaer/jakker"]);
    expect(group.data.total).toBeLessThan(sub.data.total);
    const ids = group.data.articles.map((a: { id: number }) => a.id);
    const groups = await rows<{ slug: string }>(
      t.database,
      "select distinct g.slug from articles a join article_groups3 g on g.id = a.article_group3_id where a.id = any($1::int[])",
      [ids],
    );
    expect(groups).toEqual([{ slug: "skalljakker" }]);
  });

  it("serves the special names' winter-sport groups", async () => {
    for (const path of [
      "/vintersport/hjelmer-&-alpinbriller/alpinbriller",
      "/vintersport/hjelmer-&-alpinbriller/alpinhjelm",
      "/vintersport/staver/alpinstaver",
    ]) {
      expect((await go(path)).status, path).toBe(200);
    }
  });

  it.each(["/finnes-ikke", "/klaer/finnes-ikke", "/klaer/jakker/finnes-ikke", "/klaer?page=9999"])(
    "%s is not found (404)",
    async (path) => {
      expect((await go(path)).status).toBe(404);
    },
  );
});

describe("the list state in the URL", () => {
  it("sorts by the price the shopper pays (issue 12: the campaign price when one runs) both ways and by name", async () => {
    const paid = (a: { price: number }) => a.price;
    const up = (await go("/klaer?sorter=price")).data.articles.map(paid);
    const down = (await go("/klaer?sorter=price&omvendt=1")).data.articles.map(paid);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(down[0]).toBeGreaterThan(up[0]);
    const names = (await go("/klaer?sorter=name")).data.articles.map((a: { name: string }) => a.name);
    const [first] = await rows<{ name: string }>(
      t.database,
      "select a.name from articles a where a.main_group_id = 1 and a.visible_web = 1 order by a.name, a.id limit 1",
    );
    expect(names[0]).toBe(first.name);
  });

  it("sorts by bestseller rank by default", async () => {
    const answer = await go("/klaer");
    expect(answer.data.state.sort).toBe("bestseller");
    const ids = answer.data.articles.map((a: { id: number }) => a.id);
    const [top] = await rows<{ id: number }>(
      t.database,
      `select a.id from articles a left join bestsellers b on b.article_id = a.id
        where a.main_group_id = 1 and a.visible_web = 1 order by coalesce(b.qty_rank, 9999), a.id limit 1`,
    );
    expect(ids[0]).toBe(top.id);
  });

  it("filters by price inclusively on the gross price", async () => {
    const [{ price }] = await rows<{ price: number }>(
      t.database,
      "select round(suggested_price_ore / 100.0)::int as price from articles where main_group_id = 1 and visible_web = 1 order by id limit 1",
    );
    const answer = await go(`/klaer?pris_fra=${price}&pris_til=${price}`);
    expect(answer.data.total).toBeGreaterThan(0);
    expect(answer.data.articles.every((a: { id: number }) => a.id > 0)).toBe(true);
    const [{ n }] = await rows<{ n: number }>(
      t.database,
      "select count(*)::int as n from articles where main_group_id = 1 and visible_web = 1 and round(suggested_price_ore / 100.0) = $1",
      [price],
    );
    expect(answer.data.total).toBe(n);
    expect(answer.data.state.filters.price).toEqual({ min: price, max: price });
  });

  it("matches any chosen colour group, and joins filters with AND", async () => {
    const facets = (await go("/klaer")).data.facets;
    const [a, b] = facets.colors.map((c: { id: number }) => c.id);
    const one = (await go(`/klaer?farge=${a}`)).data.total;
    const either = (await go(`/klaer?farge=${a}&farge=${b}`)).data.total;
    const [{ n }] = await rows<{ n: number }>(
      t.database,
      `select count(*)::int as n from articles a where a.main_group_id = 1 and a.visible_web = 1 and exists (
         select 1 from variants v join colors c on c.id = v.color_id where v.article_id = a.id and c.color_group_id = any($1::int[]))`,
      [[a, b]],
    );
    expect(either).toBe(n);
    expect(either).toBeGreaterThanOrEqual(one);
    const withGender = (await go(`/klaer?farge=${a}&farge=${b}&kjonn=2`)).data;
    expect(withGender.total).toBeLessThan(either);
    expect(withGender.state.filters).toMatchObject({ colors: [a, b].sort((x, y) => x - y), genders: [2] });
  });

  it("filters by brand, shop availability and article group", async () => {
    const facets = (await go("/klaer")).data.facets;
    const brand = facets.brands[0].id;
    const shop = facets.shops.find((s: { id: number }) => s.id === 55)?.id ?? facets.shops[0].id;
    const group = facets.groups[0].id;
    const byBrand = await go(`/klaer?merke=${brand}`);
    const brandIds = byBrand.data.articles.map((x: { id: number }) => x.id);
    const brands = await rows<{ product_line_id: number }>(
      t.database,
      "select distinct product_line_id from articles where id = any($1::int[])",
      [brandIds],
    );
    expect(brands).toEqual([{ product_line_id: brand }]);
    const byShop = await go(`/klaer?butikk=${shop}`);
    const [{ n }] = await rows<{ n: number }>(
      t.database,
      `select count(*)::int as n from articles a where a.main_group_id = 1 and a.visible_web = 1 and exists (
         select 1 from variants v join stock s on s.variant_id = v.id where v.article_id = a.id and s.qty > 0 and s.shop_id = $1)`,
      [shop],
    );
    expect(byShop.data.total).toBe(n);
    const byGroup = await go(`/klaer?gruppe=${group}`);
    const groups = await rows<{ article_group3_id: number }>(
      t.database,
      "select distinct article_group3_id from articles where id = any($1::int[])",
      [byGroup.data.articles.map((x: { id: number }) => x.id)],
    );
    expect(groups).toEqual([{ article_group3_id: group }]);
  });

  it("ignores nonsense in the query instead of failing", async () => {
    const answer = await go("/klaer?sorter=drop&farge=abc&farge=-1&pris_fra=x&page=0");
    expect(answer.status).toBe(200);
    expect(answer.data.state).toMatchObject({ sort: "bestseller", page: 1, filters: { colors: [], price: null } });
  });

  it("pages keep the list state, and the share address carries it", async () => {
    const answer = await go("/klaer?sorter=price&page=2");
    expect(answer.data.page).toBe(2);
    expect(answer.data.shareUrl).toBe(`${ORIGIN}/klaer?sorter=price&page=2`);
    expect(answer.data.canonical).toBe(`${ORIGIN}/klaer?page=2`);
  });
});

describe("bundle and campaign pages", () => {
  it("lists the visible articles of /utvalg/:ids, ids split by +", async () => {
    const ids = await rows<{ id: number }>(
      t.database,
      "select id from articles where visible_web = 1 order by id limit 3",
    );
    const answer = await go(`/utvalg/${ids.map((r) => r.id).join("+")}`);
    expect(answer.status).toBe(200);
    expect(answer.data.articles.map((a: { id: number }) => a.id).sort()).toEqual(ids.map((r) => r.id).sort());
  });

  it("is not found for ids that are not ids", async () => {
    expect((await go("/utvalg/1+abc")).status).toBe(404);
    expect((await go("/utvalg/999999999")).status).toBe(404);
  });

  it("lists a running campaign's articles and 404s an unknown campaign", async () => {
    const [campaign] = await rows<{ id: number }>(
      t.database,
      "select id from campaigns where starts_at <= now() and ends_at >= now() order by id limit 1",
    );
    expect((await go(`/kampanjer/${campaign.id}`)).status).toBe(200);
    expect((await go("/kampanjer/99999")).status).toBe(404);
  });
});

describe("the product page", () => {
  it("shows a visible article with the variant chosen in the URL and its stock per shop", async () => {
    const [v] = await rows<{ article_id: number; slug: string; color_id: number; size_id: number; variant_id: number }>(
      t.database,
      `select a.id as article_id, a.slug, v.color_id, v.size_id, v.id as variant_id
         from variants v join articles a on a.id = v.article_id
        where a.visible_web = 1 and exists (select 1 from stock s where s.variant_id = v.id and s.qty > 0)
        order by v.id limit 1`,
    );
    const answer = await go(`/product/${v.slug}-${v.article_id}?farge=${v.color_id}&storrelse=${v.size_id}`);
    expect(answer.status).toBe(200);
    const { product, canonical, jsonLd } = answer.data;
    expect(product.chosen).toMatchObject({ id: v.variant_id, colourId: v.color_id, sizeId: v.size_id });
    const stock = await rows<{ shop_id: number; qty: number }>(
      t.database,
      "select s.shop_id, s.qty from stock s join shops sh on sh.id = s.shop_id where s.variant_id = $1 and s.qty > 0 and sh.active order by s.shop_id",
      [v.variant_id],
    );
    expect(
      product.chosen.stock
        .map((s: { shopId: number; qty: number }) => ({ shop_id: s.shopId, qty: s.qty }))
        .sort((a: { shop_id: number }, b: { shop_id: number }) => a.shop_id - b.shop_id),
    ).toEqual(stock);
    expect(canonical).toBe(`${ORIGIN}/product/${v.slug}-${v.article_id}`);
    expect(jsonLd).toMatchObject({ "@type": "Product", offers: expect.any(Array) });
  });

  it("sends the shopper home from an article not visible for web (no previous route on the server)", async () => {
    const [hidden] = await rows<{ id: number; slug: string }>(
      t.database,
      "select id, slug from articles where visible_web = 0 limit 1",
    );
    expect(hidden, "the demo data has hidden articles").toBeDefined();
    for (const path of [`/product/${hidden.id}`, `/product/${hidden.slug}-${hidden.id}`]) {
      const answer = await go(path);
      expect(answer.status, path).toBe(302);
      expect(answer.location, path).toBe("/");
    }
  });

  it("is not found for an unknown id or a malformed address", async () => {
    expect((await go("/product/2000000000")).status).toBe(404);
    expect((await go("/product/not-an-id")).status).toBe(404);
    expect((await go("/product")).status).toBe(404);
  });
});

describe("home and its preview", () => {
  // The preview of a draft, for editors and administrators, is tested with the drafts (decision 050).
  it("is not there for a visitor, and the home screen is no preview", async () => {
    expect((await go("/preview/sommer")).status).toBe(404);
    expect((await go("/")).data.preview).toBeNull();
  });
});

describe("what the home page links to", () => {
  it("resolves every link of the home grid and the hero's campaign", async () => {
    const home = await go("/");
    expect(home.status).toBe(200);
    const links = [
      ...[...home.data.promos, ...home.data.popular, ...home.data.grid].map((slot: { link: string }) => slot.link),
      ...(home.data.campaign?.url ? [home.data.campaign.url] : []),
      ...home.data.categories.map((c: { slug: string }) => `/${c.slug}`),
    ];
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      let answer = await go(link);
      // An article slot links by id: one redirect to the product's address.
      if (answer.status === 301 && answer.location) answer = await go(answer.location);
      expect(answer.status, link).toBe(200);
    }
  });

  it("lists the active shops at /butikker", async () => {
    const answer = await go("/butikker");
    const [{ n }] = await rows<{ n: number }>(t.database, "select count(*)::int as n from shops where active");
    expect(answer.data.shops).toHaveLength(n);
  });
});

describe("the brand collection", () => {
  it("lists the brand's own product line for the brand that shows it, and is not found elsewhere", async () => {
    const [brand] = await rows<{ hostname: string; product_line_id: number }>(
      t.database,
      "select hostnames[1] as hostname, product_line_id from brands where show_collection and product_line_id is not null limit 1",
    );
    expect(brand, "one demo brand shows its collection").toBeDefined();
    const answer = await go("/kolleksjon", brand.hostname);
    expect(answer.status).toBe(200);
    const lines = await rows<{ product_line_id: number }>(
      t.database,
      "select distinct product_line_id from articles where id = any($1::int[])",
      [answer.data.articles.map((a: { id: number }) => a.id)],
    );
    expect(lines).toEqual([{ product_line_id: brand.product_line_id }]);
    expect((await go("/kolleksjon", "localhost")).status).toBe(404);
  });
});

describe("static pages", () => {
  it("shows the brand's text with its first line as the title", async () => {
    const answer = await go("/kundeservice");
    expect(answer.status).toBe(200);
    expect(answer.data.title).toBe("Kundeservice");
    expect(answer.data.paragraphs.length).toBeGreaterThan(0);
    // headings to skim by and the FAQ (issue 14)
    const kinds = new Set(answer.data.blocks.map((b: { kind: string }) => b.kind));
    expect([...kinds].sort()).toEqual(["heading", "paragraph", "question"]);
    expect((await go("/om-oss")).data.title).toBe("Om Butikk");
  });
});

describe("sitemap and robots", () => {
  it("lists home, lists and product pages in sitemap.xml", async () => {
    const answer = await go("/sitemap.xml");
    expect(answer.status).toBe(200);
    expect(answer.response?.headers.get("Content-Type")).toContain("application/xml");
    const xml = await answer.response?.text();
    expect(xml).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/klaer/jakker</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/vintersport/hjelmer-&amp;-alpinbriller</loc>`);
    const [article] = await rows<{ id: number; slug: string }>(
      t.database,
      "select id, slug from articles where visible_web = 1 order by id limit 1",
    );
    expect(xml).toContain(`<loc>${ORIGIN}/product/${article.slug}-${article.id}</loc>`);
    const [hidden] = await rows<{ id: number; slug: string }>(
      t.database,
      "select id, slug from articles where visible_web = 0 limit 1",
    );
    expect(xml).not.toContain(`/product/${hidden.slug}-${hidden.id}<`);
  });

  it("names the sitemap in robots.txt", async () => {
    const answer = await go("/robots.txt");
    const text = await answer.response?.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
