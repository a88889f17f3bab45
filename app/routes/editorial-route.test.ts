// The brand editorial pages (decision 043) against the seeded test database: every page of the
// brand answers with its heading, a few hundred Norwegian words, images and links to articles that
// resolve to visible product pages; other brands have none; the sitemap lists them.
import { describe, expect, it } from "vitest";
import { renderRoute, textOf } from "../../tests/helpers/render-page.ts";
import { loadContext, matchRouteId, ORIGIN, visit } from "../../tests/helpers/route-harness.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../tests/helpers/test-app.ts";
import { BRAND_EDITORIALS, editorialPath } from "../features/content/editorial-pages.ts";
import { loader as rootLoader } from "../root.tsx";
import EditorialPage, { meta } from "./editorial-page.tsx";

let t: TestApp;
appForFile(
  () => createTestApp(),
  (app) => {
    t = app;
  },
);

const HOST = "fjellsport.local";
const MIN_WORDS = 250;
const editorial = BRAND_EDITORIALS.fjellsport;
const paths = editorial.pages.map((page) => editorialPath(editorial, page));
const go = (url: string, host = HOST) => visit(t.app.services, url, host);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("the editorial pages of Fjellsport's collection", () => {
  it("are a landing page, three collection articles and four further pages", () => {
    expect(editorial.pages.map((p) => p.kind)).toEqual([
      "landing",
      "collection",
      "collection",
      "collection",
      "further",
      "further",
      "further",
      "further",
    ]);
    for (const path of paths) expect(matchRouteId(path)).toBe("editorial");
  });

  it.each(paths)("%s has its heading, text, images and article links that resolve", async (path) => {
    const answer = await go(path);
    expect(answer.status).toBe(200);
    const html = renderRoute(EditorialPage as never, answer.data);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain(`<h1>${answer.data.title}</h1>`);
    expect(html.match(/<h2[ >]/g)?.length).toBeGreaterThanOrEqual(3);
    expect(words(textOf(html))).toBeGreaterThanOrEqual(MIN_WORDS);

    const images = [...html.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1]);
    expect(images.length).toBeGreaterThanOrEqual(1);
    for (const alt of images) expect(alt.trim()).not.toBe("");

    const articles: { id: number; href: string }[] = answer.data.articles;
    expect(articles.length).toBeGreaterThanOrEqual(2);
    for (const article of articles) {
      expect(html).toContain(`href="${article.href}"`);
      const product = await go(article.href);
      expect(product.status, article.href).toBe(200);
      expect(product.data.product.id).toBe(article.id);
    }
    const visible = await rows<{ id: number }>(
      t.database,
      "select id from articles where id = any($1::int[]) and visible_web = 1",
      [articles.map((a) => a.id)],
    );
    expect(visible).toHaveLength(articles.length);
  });

  it("are what the brand's menu entry 'Kolleksjonen' opens", async () => {
    const menuOf = async (host: string) => {
      const context = await loadContext(t.app.services, host);
      const data = await rootLoader({ request: new Request(`${ORIGIN}/`), context, params: {} } as never);
      return data.menu.desktopExtras.find((e: { label: string }) => e.label === "Kolleksjonen");
    };
    expect((await menuOf(HOST))?.path).toBe("/breheim");
    expect(await menuOf("localhost")).toBeUndefined();
  });

  it("have a description and a canonical link", async () => {
    const answer = await go("/breheim/impregnering");
    const tags = meta({ loaderData: answer.data } as never) as Record<string, string>[];
    expect(tags).toContainEqual({ name: "description", content: answer.data.description });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/breheim/impregnering` });
    expect(answer.data.description.length).toBeLessThanOrEqual(160);
  });

  it("link the landing page to every other page and to the whole collection", async () => {
    const html = renderRoute(EditorialPage as never, (await go("/breheim")).data);
    for (const path of paths.slice(1)) expect(html).toContain(`href="${path}"`);
    expect(html).toContain('href="/kolleksjon"');
  });

  it("link children's pages to children's articles", async () => {
    const answer = await go("/breheim/barnehagestart");
    const children = await rows<{ id: number }>(
      t.database,
      "select id from articles where gender_id = 4 and id = any($1::int[])",
      [answer.data.articles.map((a: { id: number }) => a.id)],
    );
    expect(children).toHaveLength(answer.data.articles.length);
  });

  it("are not found on a brand without them, nor for an unknown page", async () => {
    expect((await go("/breheim", "localhost")).status).toBe(404);
    expect((await go("/breheim/skalljakken", "localhost")).status).toBe(404);
    expect((await go("/breheim/finnes-ikke")).status).toBe(404);
  });

  it("are in the brand's sitemap only", async () => {
    const xml = await (await go("/sitemap.xml")).response?.text();
    for (const path of paths) expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    const other = await (await go("/sitemap.xml", "localhost")).response?.text();
    expect(other).not.toContain(`<loc>${ORIGIN}/breheim`);
  });
});
