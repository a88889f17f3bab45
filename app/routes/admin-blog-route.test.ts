import { describe, expect, it } from "vitest";
import { renderRoute, textOf } from "../../tests/helpers/render-page.ts";
import { matchRouteId, signedIn, visit } from "../../tests/helpers/route-harness.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../tests/helpers/test-app.ts";
import AdminBlog from "./admin-blog.tsx";
import AdminBlogPreview, { PREVIEW_MARK, meta as previewMeta } from "./admin-blog-preview.tsx";

const now = new Date("2026-11-23T11:00:00Z");
let t: TestApp;
let draftId: number;
const SLUG = `test-side-${process.pid}`;

appForFile(
  async () => {
    const app = await createTestApp({}, undefined, { clock: () => now });
    return {
      ...app,
      async close() {
        await rows(app.database, "delete from blog_posts where slug = $1", [SLUG]);
        await app.close();
      },
    };
  },
  async (app) => {
    t = app;
    [{ id: draftId }] = await rows<{ id: number }>(
      t.database,
      `insert into blog_posts (title, slug, body, published_at) values ($1, $2, $3, null) returning id`,
      ["Test utkast", SLUG, 'Hei <script>alert("x")</script>\n\n<img src=x onerror=alert(1)>'],
    );
  },
);

const person = signedIn;

describe("the blog pages of the back office", () => {
  it("are routed", () => {
    expect(matchRouteId("/admin/blogg")).toBe("admin-blog");
    expect(matchRouteId("/admin/blogg/ny")).toBe("admin-blog-post");
    expect(matchRouteId("/admin/blogg/12")).toBe("admin-blog-post");
    expect(matchRouteId("/admin/blogg/12/forhandsvisning")).toBe("admin-blog-preview");
  });

  it.each(["/admin/blogg", "/admin/blogg/ny", "/admin/blogg/1/forhandsvisning"])(
    "send a visitor of %s to the login form and tell staff and customers there is no access",
    async (path) => {
      expect((await visit(t.app.services, path)).status).toBe(302);
      for (const role of ["staff", "customer"] as const) {
        expect((await visit(t.app.services, path, "localhost", person(role))).status).toBe(403);
      }
    },
  );

  it("list every post for an editor with its status, drafts first", async () => {
    const page = await visit(t.app.services, `/admin/blogg?sok=${SLUG}`, "localhost", person("editor"));
    expect(page.status).toBe(200);
    expect(page.data.found.data).toMatchObject([{ id: draftId, status: "draft" }]);
    const text = textOf(renderRoute(AdminBlog as never, page.data));
    expect(text).toContain("Test utkast");
    expect(text).toContain("Utkast");
    expect(text).toContain("Alle merker");
  });

  it("preview a draft as the storefront would, marked, noindex, the editor's markup shown as text", async () => {
    const page = await visit(t.app.services, `/admin/blogg/${draftId}/forhandsvisning`, "localhost", person("editor"));
    expect(page.status).toBe(200);
    const html = renderRoute(AdminBlogPreview as never, page.data);
    expect(textOf(html)).toContain(PREVIEW_MARK);
    expect(textOf(html)).toContain("Test utkast");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;");
    expect(previewMeta({ data: page.data } as never)).toContainEqual({ name: "robots", content: "noindex" });
    expect((await visit(t.app.services, `/blog/${SLUG}`)).status).toBe(404);
  });

  it("answer 404 for an unknown post", async () => {
    for (const path of ["/admin/blogg/99999999", "/admin/blogg/abc", "/admin/blogg/99999999/forhandsvisning"]) {
      expect((await visit(t.app.services, path, "localhost", person("admin"))).status, path).toBe(404);
    }
  });
});
