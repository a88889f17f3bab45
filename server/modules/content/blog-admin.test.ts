// The blog in the back office (issue 15, decision 049): editors and administrators write posts and
// categories, bad forms get Norwegian 422s, a taken address 409, each change its audit row, and the
// storefront (API, pages, RSS, sitemap) shows a post only once its publish time has passed by the clock.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SLUG_FORMAT } from "../../../domain/blog-slug.ts";
import { LOCAL_DATE_TIME_MESSAGE } from "../../../domain/publish-status.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { visit } from "../../../tests/helpers/route-harness.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { FORBIDDEN_MESSAGE } from "../../plugins/session.ts";
import { IMAGE_ADDRESS } from "./admin-schemas.ts";
import { BLOG_SLUG_TAKEN, CATEGORY_SLUG_TAKEN, categoryInUse, UNKNOWN_CATEGORY } from "./blog-admin-repo.ts";
import { SLUG_NEEDED, UNKNOWN_BRAND } from "./blog-admin-service.ts";
import { BLOG_POST_NOT_FOUND } from "./blog-service.ts";

// Monday 23 November 2026, 12:00 in Oslo; tests move it forward.
let now = new Date("2026-11-23T11:00:00Z");
let t: TestApp;
let admin: Browser;
let editor: Browser;
let staff: Browser;
let customer: Browser;

/** The test app, which removes the posts, categories and audit rows this file made (shared PostgreSQL). */
async function openApp(): Promise<TestApp> {
  const app = await createTestApp({}, undefined, { clock: () => now });
  return {
    ...app,
    async close() {
      const posts = "select id::text from blog_posts where slug like 'test-%'";
      const categories = "select id::text from blog_categories where slug like 'test-%'";
      await rows(app.database, `delete from audit_log where entity_type = 'blogpost' and entity_id in (${posts})`);
      await rows(
        app.database,
        `delete from audit_log where entity_type = 'blogcategory' and entity_id in (${categories})`,
      );
      await rows(app.database, "delete from blog_posts where slug like 'test-%'");
      await rows(app.database, "delete from blog_categories where slug like 'test-%'");
      await app.close();
    },
  };
}

appForFile(openApp, async (app) => {
  t = app;
  admin = new Browser(t.app, "10.3.0.1");
  await admin.login("admin@example.no", "Admin-passord-1");
  editor = new Browser(t.app, "10.3.0.2");
  await editor.login("redaktor@example.no", "Redaktor-passord-1");
  staff = new Browser(t.app, "10.3.0.3");
  await staff.login("ansatt@example.no", "Ansatt-passord-1");
  customer = new Browser(t.app, "10.3.0.4");
  await customer.login("kari@example.no", "Demo-passord-1");
});

const POSTS = "/api/v1/backoffice/blog/posts";
const CATEGORIES = "/api/v1/backoffice/blog/categories";
/** A title no earlier run has used (the PostgreSQL test database is shared between runs). */
const freshTitle = (title = "Test Blåbær på fjellet") => `${title} ${randomBytes(3).toString("hex")}`;

const form = (changes: Record<string, unknown> = {}) => ({
  title: freshTitle(),
  brandId: null,
  summary: "Kort om turen.",
  body: "Første avsnitt.\n\nAndre avsnitt.",
  featuredImage: "/images/blog/fjell.jpg",
  categoryIds: [],
  publishedAt: null,
  ...changes,
});

const auditRows = (type: string, id: number) =>
  rows<{ action: string; actor_role: string; changes: { before: object; after: Record<string, unknown> } }>(
    t.database,
    "select action, actor_role, changes from audit_log where entity_type = $1 and entity_id = $2 order by id",
    [type, String(id)],
  );

/** Everywhere the storefront could show a post: the API, the list page, the post page, RSS, sitemap. */
async function storefrontShows(post: { id: number; slug: string; title: string }) {
  const api = (await t.app.inject({ url: "/api/v1/blog/posts?per_page=50" })).json();
  const byId = await t.app.inject({ url: `/api/v1/blog/post/${post.id}` });
  const bySlug = await t.app.inject({ url: `/api/v1/blog/${post.slug}` });
  const list = await visit(t.app.services, "/blog");
  const page = await visit(t.app.services, `/blog/${post.slug}`);
  const rss = (await (await visit(t.app.services, "/blog/rss.xml")).response?.text()) ?? "";
  const sitemap = (await (await visit(t.app.services, "/sitemap.xml")).response?.text()) ?? "";
  return {
    api: api.data.some((p: { id: number }) => p.id === post.id),
    byId: byId.statusCode,
    bySlug: bySlug.statusCode,
    list: list.data.posts.some((p: { id: number }) => p.id === post.id),
    page: page.status,
    rss: rss.includes(`/blog/${post.slug}<`),
    sitemap: sitemap.includes(`/blog/${post.slug}<`),
  };
}

const HIDDEN = { api: false, byId: 404, bySlug: 404, list: false, page: 404, rss: false, sitemap: false };
const SHOWN = { api: true, byId: 200, bySlug: 200, list: true, page: 200, rss: true, sitemap: true };

describe("writing a post", () => {
  it("saves a draft with an address made from the title, writes an audit row, and keeps it off the storefront", async () => {
    const body = form();
    const res = await editor.post(POSTS, body);
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json().data;
    expect(post.slug).toBe(`test-blabaer-pa-fjellet-${body.title.slice(-6)}`);
    expect(post).toMatchObject({ status: "draft", publishedAt: null, summary: "Kort om turen." });
    const [audit] = await auditRows("blogpost", post.id);
    expect(audit).toMatchObject({ action: "blogpost.create", actor_role: "editor" });
    expect(audit.changes.after).toMatchObject({ title: body.title, slug: post.slug });
    expect(await storefrontShows(post)).toEqual(HIDDEN);
    expect((await t.app.services.blog.preview(post.id)).title).toBe(body.title);
  });

  it("shows a planned post only once its publish time has passed by the clock", async () => {
    const res = await admin.post(POSTS, form({ publishedAt: "2026-11-23T13:30" }));
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json().data;
    expect(post).toMatchObject({ status: "planned", publishedAt: "2026-11-23T13:30" });
    const [row] = await rows<{ published_at: Date }>(t.database, "select published_at from blog_posts where id = $1", [
      post.id,
    ]);
    // 13:30 in Oslo in November is 12:30 UTC.
    expect(new Date(row.published_at).toISOString()).toBe("2026-11-23T12:30:00.000Z");
    expect(await storefrontShows(post)).toEqual(HIDDEN);
    const before = now;
    now = new Date("2026-11-23T12:30:00Z");
    try {
      expect(await storefrontShows(post)).toEqual(SHOWN);
      expect((await editor.get(`${POSTS}/${post.id}`)).json().data.status).toBe("published");
    } finally {
      now = before;
    }
  });

  it("publishes a draft when the editor gives it a time that has passed, and the audit row says so", async () => {
    const draft = (await editor.post(POSTS, form())).json().data;
    const { id, status: _s, ...fields } = draft;
    const res = await editor.put(`${POSTS}/${id}`, { ...fields, publishedAt: "2026-11-23T08:00" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe("published");
    expect(await storefrontShows(draft)).toEqual(SHOWN);
    const [, update] = await auditRows("blogpost", id);
    expect(update.action).toBe("blogpost.update");
    expect(update.changes).toEqual({ before: { publishedAt: null }, after: { publishedAt: "2026-11-23T08:00" } });
  });

  it("refuses an address another post has with 409 and leaves nothing half written", async () => {
    const first = (await editor.post(POSTS, form())).json().data;
    const [{ n }] = await rows<{ n: number }>(t.database, "select count(*)::int as n from blog_posts");
    const taken = await editor.post(POSTS, form({ slug: first.slug }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: BLOG_SLUG_TAKEN, errors: { slug: [BLOG_SLUG_TAKEN] } });
    const [{ n: after }] = await rows<{ n: number }>(t.database, "select count(*)::int as n from blog_posts");
    expect(after).toBe(n);
    const second = (await editor.post(POSTS, form())).json().data;
    const { id, status: _s, ...fields } = second;
    const renamed = await editor.put(`${POSTS}/${id}`, { ...fields, slug: first.slug });
    expect(renamed.statusCode).toBe(409);
    expect((await editor.get(`${POSTS}/${id}`)).json().data.slug).toBe(second.slug);
  });

  it.each([
    [{ title: "  " }, "title", "Feltet må fylles ut"],
    [{ body: "" }, "body", "Feltet må fylles ut"],
    [{ slug: "Ikke OK" }, "slug", SLUG_FORMAT],
    [{ title: "!!!", slug: "" }, "slug", SLUG_NEEDED],
    [{ featuredImage: "javascript:alert(1)" }, "featuredImage", IMAGE_ADDRESS],
    [{ featuredImage: "//evil.example/x.jpg" }, "featuredImage", IMAGE_ADDRESS],
    [{ brandId: 99999 }, "brandId", UNKNOWN_BRAND],
    [{ categoryIds: [99999999] }, "categoryIds", UNKNOWN_CATEGORY],
    [{ publishedAt: "23.11.2026 12:00" }, "publishedAt", LOCAL_DATE_TIME_MESSAGE],
  ])("refuses %j with 422 on %s", async (changes, field, message) => {
    const res = await editor.post(POSTS, form(changes));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it("deletes a post with its audit row; an unknown post is 404", async () => {
    const post = (await editor.post(POSTS, form({ publishedAt: "2026-01-01T10:00" }))).json().data;
    const res = await editor.delete(`${POSTS}/${post.id}`);
    expect(res.statusCode).toBe(200);
    expect(await rows(t.database, "select id from blog_posts where id = $1", [post.id])).toEqual([]);
    const [, gone] = await auditRows("blogpost", post.id);
    expect(gone).toMatchObject({ action: "blogpost.delete", changes: { after: {} } });
    expect(await storefrontShows(post)).toEqual(HIDDEN);
    const again = await editor.delete(`${POSTS}/${post.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(BLOG_POST_NOT_FOUND);
  });

  it("is refused to staff and customers", async () => {
    for (const who of [staff, customer]) {
      const res = await who.post(POSTS, form());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    }
  });

  it("lists posts searchable by title, drafts first", async () => {
    const post = (await editor.post(POSTS, form({ title: freshTitle("Test Søkbar") }))).json().data;
    const found = (await editor.get(`${POSTS}?q=${encodeURIComponent(post.title)}`)).json();
    expect(found.data.map((p: { id: number }) => p.id)).toEqual([post.id]);
    const all = (await editor.get(POSTS)).json();
    expect(all.data[0].status).toBe("draft");
    expect(all.meta.per_page).toBe(20);
  });
});

describe("categories", () => {
  it("are created, renamed and deleted, each with an audit row; one in use is kept with 409", async () => {
    const name = freshTitle("Test Vinterliv");
    const created = await editor.post(CATEGORIES, { name });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json().data;
    expect(category.slug).toBe(`test-vinterliv-${name.slice(-6)}`);
    const taken = await editor.post(CATEGORIES, { name: "Annen", slug: category.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(CATEGORY_SLUG_TAKEN);

    const renamed = await editor.put(`${CATEGORIES}/${category.id}`, { name: "Test Vinterliv i fjellet" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: "Test Vinterliv i fjellet", slug: "test-vinterliv-i-fjellet" });

    const post = (await editor.post(POSTS, form({ categoryIds: [category.id] }))).json().data;
    expect(post.categoryIds).toEqual([category.id]);
    const inUse = await editor.delete(`${CATEGORIES}/${category.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(categoryInUse(1));

    await editor.delete(`${POSTS}/${post.id}`);
    expect((await editor.delete(`${CATEGORIES}/${category.id}`)).statusCode).toBe(200);
    expect((await auditRows("blogcategory", category.id)).map((a) => a.action)).toEqual([
      "blogcategory.create",
      "blogcategory.update",
      "blogcategory.delete",
    ]);
  });
});
