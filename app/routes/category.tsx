// Category page (route "category", /:categoryName): the main group's articles, 20 a page (spec
// sections 2 and 9). Subcategory and group segments, filters and sorting come later.
import { Pagination } from "../components/pagination.tsx";
import { RouteErrorPage, routeErrorMeta } from "../components/route-error-page.tsx";
import { ArticleCard } from "../features/catalog/article-card.tsx";
import { toCardArticle } from "../features/catalog/card-article.ts";
import { CATEGORY_PAGE_SIZE, pageHref, parsePage, productCountText } from "../features/catalog/params.ts";
import { isNotFoundError, notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/category";

/** The first cards may be in view on a phone; the rest load lazily. */
const EAGER_CARDS = 2;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  const category = (await catalog.categories()).find((c) => c.slug === params.categoryName);
  if (!category) notFound();

  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const result = await catalog
    .articlesByCategory(category.id, { page, perPage: CATEGORY_PAGE_SIZE, orderBy: "name", order: "asc" })
    .catch((error: unknown) => (isNotFoundError(error) ? notFound() : Promise.reject(error)));
  // A page past the end has no articles and no address of its own.
  if (page > result.meta.last_page) notFound();

  const path = `/${category.slug}`;
  return {
    brandName: context.tenant.name,
    canonical: `${context.origin}${pageHref(path, page)}`,
    category: { name: category.name, path },
    page,
    lastPage: result.meta.last_page,
    total: result.meta.total,
    articles: result.data.map(toCardArticle),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) return routeErrorMeta(error);
  const { brandName, category, total, page, canonical } = loaderData;
  const pageSuffix = page > 1 ? ` – side ${page}` : "";
  return [
    { title: `${category.name}${pageSuffix} | ${brandName}` },
    {
      name: "description",
      content: `${category.name} fra ${brandName}: ${productCountText(total)}. Handle på nett, eller reserver og hent i butikk.`,
    },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
};

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, page, lastPage, total, articles } = loaderData;
  return (
    <div className="category">
      <header className="list-header">
        <h1 className="list-header__title">{category.name}</h1>
        <p className="list-header__count">{productCountText(total)}</p>
      </header>
      {articles.length > 0 ? (
        <ul className="card-grid">
          {articles.map((article, index) => (
            <li key={article.id}>
              <ArticleCard article={article} eager={index < EAGER_CARDS} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <p>Det er ingen produkter i denne kategorien ennå.</p>
      )}
      <Pagination page={page} lastPage={lastPage} hrefFor={(n) => pageHref(category.path, n)} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
