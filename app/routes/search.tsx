// Search page (route "search", /search/:query): matching articles, 20 a page, server-rendered.
import { redirect, useLocation } from "react-router";
import { Pagination } from "../components/pagination.tsx";
import { RouteErrorPage, routeErrorMeta } from "../components/route-error-page.tsx";
import { ArticleCard } from "../features/catalog/article-card.tsx";
import { toCardArticle } from "../features/catalog/card-article.ts";
import { productCountText } from "../features/catalog/params.ts";
import { parseSearchParams, SORTS, type Sort, searchPageHref } from "../features/search/search-params.ts";
import { cleanQuery, searchPath } from "../features/search/search-path.ts";
import { notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/search";
import { searchPage } from "./search.server.ts";

const EAGER_CARDS = 2;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = cleanQuery(params.query ?? "");
  const path = searchPath(query);
  if (!path) throw redirect("/");
  // One address per search: commas and extra spaces are not part of it.
  if (path !== url.pathname && decodeURIComponent(path) !== decodeURIComponent(url.pathname)) {
    throw redirect(`${path}${url.search}`);
  }
  const pageParams = parseSearchParams(url.searchParams);
  const result = await searchPage(context.services, query, pageParams);
  if (pageParams.page > result.lastPage) notFound();
  return {
    brandName: context.tenant.name,
    query,
    ...pageParams,
    total: result.total,
    lastPage: result.lastPage,
    articles: result.articles.map(toCardArticle),
    bestsellers: result.bestsellers.map(toCardArticle),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) return routeErrorMeta(error);
  const { brandName, query, page } = loaderData;
  return [
    { title: `Søk: ${query}${page > 1 ? ` – side ${page}` : ""} | ${brandName}` },
    // Result pages are endless variations of the catalogue; the catalogue pages are what to index.
    { name: "robots", content: "noindex, follow" },
  ];
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, page, lastPage, total, articles, bestsellers, sort, reverse } = loaderData;
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  return (
    <div className="search-page">
      <header className="list-header">
        <h1 className="list-header__title">Søk: «{query}»</h1>
        <p className="list-header__count" aria-live="polite">
          {productCountText(total)}
        </p>
        {total > 0 ? <SortForm sort={sort} reverse={reverse} /> : null}
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
        <section className="search-page__empty" aria-labelledby="search-empty">
          <h2 id="search-empty">Vi fant ingen produkter som passer «{query}»</h2>
          <p>
            Sjekk stavemåten, prøv et kortere eller mer generelt ord (for eksempel «jakke» i stedet for «vanntett
            skalljakke»), eller se hva andre kjøper akkurat nå:
          </p>
          {bestsellers.length > 0 ? (
            <>
              <h2>Bestselgere</h2>
              <ul className="card-grid">
                {bestsellers.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} headingLevel={3} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      )}
      <Pagination page={page} lastPage={lastPage} hrefFor={(n) => searchPageHref(location.pathname, params, n)} />
    </div>
  );
}

/**
 * Sort and reverse as a GET form, so it works before hydration. Placeholder until the shared list
 * header of the category pages (issue 3) is merged; it reads the same ?sort= and ?reverse=1.
 */
function SortForm({ sort, reverse }: { sort: Sort | null; reverse: boolean }) {
  return (
    <form method="get" className="search-page__sort">
      <label>
        Sorter etter{" "}
        <select name="sort" defaultValue={sort ?? ""}>
          <option value="">Relevans</option>
          {Object.entries(SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" name="reverse" value="1" defaultChecked={reverse} /> Omvendt rekkefølge
      </label>
      <button type="submit">Sorter</button>
    </form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
