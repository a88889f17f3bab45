// /sitemap.xml: home, static pages, gender pages, every category, subcategory and group with
// articles, and every visible article's product page.
import { GENDER_MENU } from "../features/catalog/catalog-path.ts";
import { productPath } from "../features/catalog/product-path.ts";
import { BRAND_EDITORIALS, editorialPath } from "../features/content/editorial-pages.ts";
import { STATIC_PAGES } from "../features/content/static-page.ts";
import type { Route } from "./+types/sitemap";
import { blogPaths } from "./blog-sitemap.server.ts";

/** The sitemap protocol's limit per file. */
const MAX_URLS = 50_000;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  const [categories, articles] = await Promise.all([catalog.categories(), catalog.sitemapArticles(MAX_URLS)]);
  const paths: string[] = ["/", ...Object.keys(STATIC_PAGES), ...GENDER_MENU.map((g) => `/${g.slug}`)];
  for (const category of categories) {
    if (category.articlesCount === 0) continue;
    paths.push(`/${category.slug}`);
    for (const sub of category.subcategories) {
      if (sub.articlesCount === 0) continue;
      paths.push(`/${category.slug}/${sub.slug}`);
      for (const group of await catalog.groups(sub.ArticleGroup2ID)) {
        paths.push(`/${category.slug}/${sub.slug}/${group.slug}`);
      }
    }
  }
  for (const article of articles) paths.push(productPath(article));
  paths.push("/blog", "/kampanjer", ...(await blogPaths(context)));
  const editorial = BRAND_EDITORIALS[context.tenant.slug];
  if (editorial) paths.push(...editorial.pages.map((page) => editorialPath(editorial, page)));
  const urls = paths
    .slice(0, MAX_URLS)
    .map((path) => `  <url><loc>${escapeXml(`${context.origin}${path}`)}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
