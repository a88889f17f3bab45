// The blog pages (/blog, /blog/kategori/{slug}, /blog/{slug}) and the RSS feed against the seeded
// test database, with the clock fixed on Monday 23 November 2026.
import { describe, expect, it } from "vitest";
import { renderRoute, textOf } from "../../tests/helpers/render-page.ts";
import { matchRouteId, visit } from "../../tests/helpers/route-harness.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../tests/helpers/test-app.ts";
import BlogPost from "./blog-post.tsx";

const now = new Date("2026-11-23T12:00:00Z");
let t: TestApp;
appForFile(
  () => createTestApp({}, undefined, { clock: () => now }),
  (app) => {
    t = app;
  },
);
const go = (url: string, host = "localhost") => visit(t.app.services, url, host);

describe("the blog routes", () => {
  it("match the blog list, a category, the feed and a post", () => {
    expect(matchRouteId("/blog")).toBe("blog");
    expect(matchRouteId("/blog/kategori/vinter")).toBe("blog-category");
    expect(matchRouteId("/blog/rss.xml")).toBe("blog-rss");
    expect(matchRouteId("/blog/velg-riktig-sovepose")).toBe("blog-post");
  });
});

describe("the blog list", () => {
  it("lists the brand's posts newest first with relative Norwegian dates and the used categories", async () => {
    const expected = await rows<{ title: string }>(
      t.database,
      "select title from blog_posts where (brand_id is null or brand_id = 1) and published_at <= $1 order by published_at desc, id desc",
      [now],
    );
    const page = await go("/blog");
    expect(page.status).toBe(200);
    expect(page.data.posts.map((p: { title: string }) => p.title)).toEqual(expected.map((p) => p.title));
    // 2025-11-03 … 2025-01-20 seen from 23 November 2026
    expect(page.data.posts.map((p: { relative: string }) => p.relative)).toContain("i fjor");
    expect(page.data.posts[0].relative).toMatch(/siden$|^i fjor$/);
    expect(page.data.categories.every((c: { postsCount: number }) => c.postsCount > 0)).toBe(true);
  });

  it("shows a category's posts only, and 404 for an unknown category or a page past the end", async () => {
    const page = await go("/blog/kategori/turtips");
    expect(page.status).toBe(200);
    expect(page.data.title).toBe("Blogg: Turtips");
    expect(
      page.data.posts.every((p: { categories: { slug: string }[] }) => p.categories.some((c) => c.slug === "turtips")),
    ).toBe(true);
    expect((await go("/blog/kategori/finnes-ikke")).status).toBe(404);
    expect((await go("/blog?page=99")).status).toBe(404);
    expect((await go("/blog?page=abc")).status).toBe(404);
  });
});

describe("a blog post page", () => {
  it("shows the featured image, the text and the articles it names as cards, with Article JSON-LD", async () => {
    const page = await go("/blog/slik-kler-du-deg-for-fjelltur");
    expect(page.status).toBe(200);
    const { post, mainArticle, related, jsonLd } = page.data;
    expect(post.image).toMatch(/^\/img\//);
    expect(mainArticle.href).toMatch(/^\/product\//);
    expect(related.length).toBeGreaterThan(0);
    expect(jsonLd).toMatchObject({
      "@type": "Article",
      headline: "Slik kler du deg for fjelltur i all slags vær",
      datePublished: "2025-03-10T08:00:00.000Z",
      url: "http://butikk.test/blog/slik-kler-du-deg-for-fjelltur",
    });
    const text = textOf(renderRoute(BlogPost as never, page.data));
    expect(text).toContain("Innerst bør du ha ull");
    expect(text).toContain("Artikkelen i innlegget");
    expect(text).toContain(mainArticle.name);
  });

  it("is 404 for an unknown slug and for another brand's post", async () => {
    expect((await go("/blog/finnes-ikke")).status).toBe(404);
    const [other] = await rows<{ slug: string }>(t.database, "select slug from blog_posts where brand_id = 3 limit 1");
    expect((await go(`/blog/${other.slug}`)).status).toBe(404);
    expect((await go(`/blog/${other.slug}`, "smatroll.local")).status).toBe(200);
  });
});

describe("the RSS feed", () => {
  it("is RSS 2.0 with one item per post, escaped", async () => {
    const answer = await go("/blog/rss.xml");
    expect(answer.response?.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = (await answer.response?.text()) ?? "";
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const [{ n }] = await rows<{ n: number }>(
      t.database,
      "select count(*)::int as n from blog_posts where (brand_id is null or brand_id = 1) and published_at <= $1",
      [now],
    );
    expect(xml.match(/<item>/g)).toHaveLength(n);
    expect(xml).toContain("<link>http://butikk.test/blog/velg-riktig-sovepose</link>");
    expect(xml).toContain("<pubDate>Mon, 05 May 2025 08:00:00 GMT</pubDate>");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe("the sitemap", () => {
  it("lists the blog, its categories with posts and every post of the brand", async () => {
    const xml = (await (await go("/sitemap.xml")).response?.text()) ?? "";
    expect(xml).toContain("<loc>http://butikk.test/blog</loc>");
    expect(xml).toContain("<loc>http://butikk.test/blog/kategori/turtips</loc>");
    expect(xml).toContain("<loc>http://butikk.test/blog/velg-riktig-sovepose</loc>");
    expect(xml).not.toContain("barnehagestart-dette-trenger-barnet");
  });
});
