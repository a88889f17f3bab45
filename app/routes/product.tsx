// Routes "productById" (/product/123) and "product" (/product/name-123) of spec section 2. By id the
// article is loaded and the shopper sent to its named address; the named page shows the article
// with the variant chosen in the URL (?farge=&storrelse=), its stock per shop, reviews and share.
// Guard: an article not visible for web sends the shopper back (previous route, else home).
import { Link, redirect } from "react-router";
import { formatPrice } from "../../domain/money.ts";
import { pickupPromise } from "../../domain/pickup-promise.ts";
import { BackLink } from "../components/back-link.tsx";
import { RouteErrorPage, routeErrorMeta } from "../components/route-error-page.tsx";
import { ArticleCard } from "../features/catalog/article-card.tsx";
import { toCardArticle } from "../features/catalog/card-article.ts";
import { emptyFilters } from "../features/catalog/list/list-state.ts";
import { ProductDetails } from "../features/catalog/product/product-details.tsx";
import { parseProductParam, productPath } from "../features/catalog/product-path.ts";
import { breadcrumbJsonLd, metaDescription, productJsonLd, type TrailStep } from "../features/catalog/product-seo.ts";
import { toProductView } from "../features/catalog/product-view.ts";
import { isNotFoundError, notFound } from "../lib/http-errors.ts";
import { ARTICLE_NOT_VISIBLE, GuardError, guarded } from "../lib/route-guard.server.ts";
import { withPreviousRoute } from "../lib/route-guard.ts";
import type { Route } from "./+types/product";

/** Permanent: the named address is the article's one address. */
const MOVED = 301;

/** Related articles shown: others of the same article group, bestsellers first. */
const RELATED = 4;

const choiceParam = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const param = parseProductParam(params.articleName);
  if (!param) notFound();
  const url = new URL(request.url);
  const { catalog, shops } = context.services;

  return guarded({
    context,
    access: async () => {
      const visibility = await catalog.articleVisibility(param.id);
      if (!visibility.exists) notFound();
      if (!visibility.visible) throw new GuardError(ARTICLE_NOT_VISIBLE);
    },
    actions: async () => {
      const now = context.services.clock();
      const [article, shopList, terms] = await Promise.all([
        catalog.article(param.id).catch((error: unknown) => (isNotFoundError(error) ? null : Promise.reject(error))),
        shops.list(now),
        shops.pickupTerms(now),
      ]);
      // Hidden or unknown: the access check (running beside this) decides what the shopper sees.
      if (!article) return null;
      const path = productPath(article);
      if (param.kind === "id" || param.slug !== article.slug) throw redirect(`${path}${url.search}`, MOVED);
      const view = toProductView(
        article,
        shopList,
        {
          colourId: choiceParam(url.searchParams.get("farge")),
          sizeId: choiceParam(url.searchParams.get("storrelse")),
        },
        now,
        (shopId, available) => {
          const shop = terms.get(shopId);
          return shop ? pickupPromise({ ...shop, available, now }).text : null;
        },
      );
      const [trail, related] = await Promise.all([
        categoryTrail(context, article),
        catalog.listArticles(
          { kind: "group", id: article.articleGroup3ID },
          { page: 1, perPage: RELATED + 1, sort: "bestseller", reverse: false, filters: emptyFilters() },
        ),
      ]);
      return {
        brandName: context.tenant.name,
        canonical: `${context.origin}${path}`,
        product: view,
        trail,
        related: related.data
          .filter((a) => a.id !== article.id)
          .slice(0, RELATED)
          .map((a) => toCardArticle(a, now)),
        jsonLd: productJsonLd(view, article, context.origin, context.tenant.name),
        breadcrumbs: breadcrumbJsonLd(trail, view, context.origin),
      };
    },
  }).then((result) => result ?? notFound());
}

/** Category, subcategory and group of the article, as the list pages address them. */
async function categoryTrail(
  context: Route.LoaderArgs["context"],
  article: { category: number; articleGroup2ID: number; articleGroup3ID: number },
): Promise<TrailStep[]> {
  const { catalog } = context.services;
  const category = (await catalog.categories()).find((c) => c.id === article.category);
  if (!category) return [];
  const trail = [{ name: category.name, path: `/${category.slug}` }];
  const sub = category.subcategories.find((s) => s.ArticleGroup2ID === article.articleGroup2ID);
  if (!sub) return trail;
  const subPath = `/${category.slug}/${sub.slug}`;
  trail.push({ name: sub.Name, path: subPath });
  const group = (await catalog.groups(sub.ArticleGroup2ID).catch(() => [])).find(
    (g) => g.articleGroup3ID === article.articleGroup3ID,
  );
  if (group) trail.push({ name: group.name, path: `${subPath}/${group.slug}` });
  return trail;
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withPreviousRoute(serverLoader);

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) return routeErrorMeta(error);
  const { brandName, canonical, product, jsonLd, breadcrumbs } = loaderData;
  return [
    { title: `${product.name} | ${brandName}` },
    {
      name: "description",
      content: metaDescription(
        `${product.name} fra ${product.brand}, ${formatPrice(product.price)}. ${product.description.join(" ")}`,
      ),
    },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: product.name },
    { property: "og:type", content: "product" },
    { property: "og:url", content: canonical },
    { "script:ld+json": jsonLd },
    { "script:ld+json": breadcrumbs },
  ];
};

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BackLink />
      {loaderData.trail.length > 0 ? (
        <nav className="crumbs" aria-label="Kategorier">
          <ol>
            {loaderData.trail.map((step) => (
              <li key={step.path}>
                <Link to={step.path}>{step.name}</Link>
              </li>
            ))}
            <li aria-current="page">{loaderData.product.name}</li>
          </ol>
        </nav>
      ) : null}
      <ProductDetails product={loaderData.product} shareUrl={loaderData.canonical} />
      {loaderData.related.length > 0 ? (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">Relaterte produkter</h2>
          <ul className="card-grid related__cards">
            {loaderData.related.map((card) => (
              <li key={card.id}>
                <ArticleCard article={card} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
