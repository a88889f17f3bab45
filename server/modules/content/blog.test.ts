// The blog calls of spec section 7 on the seeded test database: fields, paging, the brand's posts
// only, 404 for unknown slugs and ids, 422 for bad paging.
import { describe, expect, it } from "vitest";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { BLOG_CATEGORY_NOT_FOUND, BLOG_POST_NOT_FOUND } from "./blog-service.ts";

let t: TestApp;
appForFile(createTestApp, (app) => {
  t = app;
});

const get = (url: string, host = "localhost") =>
  t.app.inject({ method: "GET", url: `/api/v1${url}`, headers: { host } });

/** The posts a brand's storefront shows (its own and those of no brand), newest first. */
const postsOf = (brandId: number) =>
  rows<{ id: number; slug: string }>(
    t.database,
    // Drafts and planned posts (another test file's, on the shared database) are not shown.
    "select id, slug from blog_posts where (brand_id is null or brand_id = $1) and published_at <= now() order by published_at desc, id desc",
    [brandId],
  );
const brandOf = async (host: string) =>
  (await rows<{ id: number }>(t.database, "select id from brands where $1 = any(hostnames)", [host]))[0].id;

describe("GET /blog/posts", () => {
  it("answers the brand's posts, newest first, with the spec's fields, paged", async () => {
    const expected = await postsOf(await brandOf("localhost"));
    const res = await get("/blog/posts?per_page=2");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(expected.length / 2),
      per_page: 2,
      total: expected.length,
    });
    expect(body.data.map((p: { id: number }) => p.id)).toEqual(expected.slice(0, 2).map((p) => p.id));
    const post = body.data[0];
    expect(Object.keys(post)).toEqual(
      expect.arrayContaining([
        "id",
        "title",
        "body",
        "slug",
        "featuredImage",
        "mainArticle",
        "relatedArticles",
        "categories",
      ]),
    );
    const page2 = (await get("/blog/posts?per_page=2&page=2")).json();
    expect(page2.data.map((p: { id: number }) => p.id)).toEqual(expected.slice(2, 4).map((p) => p.id));
  });

  it("shows another brand its own posts as well, and never a third brand's", async () => {
    const brand = await brandOf("smatroll.local");
    const expected = await postsOf(brand);
    const res = await get("/blog/posts?per_page=50", "smatroll.local");
    expect(res.json().data.map((p: { id: number }) => p.id)).toEqual(expected.map((p) => p.id));
    const others = await rows<{ id: number }>(t.database, "select id from blog_posts where brand_id <> $1", [brand]);
    for (const { id } of others) expect((await get(`/blog/post/${id}`, "smatroll.local")).statusCode).toBe(404);
  });

  it("refuses paging that is not a positive page number with 422 and a Norwegian message", async () => {
    for (const query of ["page=0", "page=abc", "per_page=51", "sort=x"]) {
      const res = await get(`/blog/posts?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).toBe("Ugyldig forespørsel");
    }
  });
});

describe("a post by slug and by id", () => {
  it("answers the post with its categories, main article and related articles", async () => {
    const [row] = await rows<{ id: number; slug: string; main_article_id: number; related_article_ids: number[] }>(
      t.database,
      "select id, slug, main_article_id, related_article_ids from blog_posts where slug = 'slik-kler-du-deg-for-fjelltur'",
    );
    const bySlug = await get(`/blog/${row.slug}`);
    expect(bySlug.statusCode).toBe(200);
    const post = bySlug.json().data;
    expect(post.title).toBe("Slik kler du deg for fjelltur i all slags vær");
    expect(post.featuredImage).toMatch(/^\/img\//);
    expect(post.mainArticle.id).toBe(row.main_article_id);
    expect(post.mainArticle.canPurchase).toBe(true);
    expect(post.relatedArticles.map((a: { id: number }) => a.id)).toEqual(row.related_article_ids);
    expect(post.categories).toEqual([{ id: 1, slug: "turtips", name: "Turtips" }]);
    expect((await get(`/blog/post/${row.id}`)).json().data).toEqual(post);
  });

  it("answers 404 with a Norwegian message for an unknown slug or id", async () => {
    for (const url of ["/blog/finnes-ikke", "/blog/post/999999", "/blog/post/abc", "/blog/post/-1"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(BLOG_POST_NOT_FOUND);
    }
  });

  it("leaves out a related article that is not shown on the web", async () => {
    const [row] = await rows<{ id: number; related_article_ids: number[] }>(
      t.database,
      "select id, related_article_ids from blog_posts where cardinality(related_article_ids) > 1 and brand_id is null order by id limit 1",
    );
    const hidden = row.related_article_ids[0];
    await rows(t.database, "update articles set visible_web = 0 where id = $1", [hidden]);
    await t.app.services.catalog.cache.invalidate();
    try {
      const post = (await get(`/blog/post/${row.id}`)).json().data;
      expect(post.relatedArticles.map((a: { id: number }) => a.id)).toEqual(row.related_article_ids.slice(1));
    } finally {
      await rows(t.database, "update articles set visible_web = 1 where id = $1", [hidden]);
      await t.app.services.catalog.cache.invalidate();
    }
  });
});

describe("blog categories", () => {
  it("lists every category with how many of the brand's posts it holds", async () => {
    const brand = await brandOf("localhost");
    const expected = await rows<{ id: number; slug: string; name: string; postsCount: number }>(
      t.database,
      `select c.id, c.slug, c.name, count(p.id)::int as "postsCount" from blog_categories c
         left join blog_post_categories pc on pc.category_id = c.id
         left join blog_posts p on p.id = pc.post_id and (p.brand_id is null or p.brand_id = $1)
       group by c.id order by c.name`,
      [brand],
    );
    const res = await get("/blog/categories");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(expected);
  });

  it("answers a category with one page of its posts", async () => {
    const res = await get("/blog/category/vinter?per_page=1");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.category).toMatchObject({ slug: "vinter", name: "Vinter" });
    expect(body.meta.total).toBe(body.category.postsCount);
    expect(body.data).toHaveLength(1);
    expect(body.data[0].categories.map((c: { slug: string }) => c.slug)).toContain("vinter");
  });

  it("answers 404 for an unknown category and 422 for bad paging", async () => {
    const res = await get("/blog/category/finnes-ikke");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(BLOG_CATEGORY_NOT_FOUND);
    expect((await get("/blog/category/vinter?page=-2")).statusCode).toBe(422);
  });
});
