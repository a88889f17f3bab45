// Search page (route "search", /search/:query): the matching articles with the list header, filters
// and sort of the category pages, server-rendered; an empty result explains itself and shows bestsellers.
import { redirect } from "react-router";
import { cleanQuery } from "../../domain/search-query.ts";
import { RouteErrorPage, routeErrorMeta } from "../components/route-error-page.tsx";
import { ArticleGrid } from "../features/catalog/article-card.tsx";
import { ListPage } from "../features/catalog/list/list-page.tsx";
import { searchPath } from "../features/search/search-path.ts";
import type { Route } from "./+types/search";
import { loadSearchPage } from "./search.server.ts";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = cleanQuery(params.query ?? "");
  const path = searchPath(query);
  if (!path) throw redirect("/");
  // One address per search: commas and extra spaces are not part of it.
  if (decodeURIComponent(path) !== decodeURIComponent(url.pathname)) throw redirect(`${path}${url.search}`);
  const data = await loadSearchPage(context, request, query, path);
  return { brandName: context.tenant.name, query, ...data };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) return routeErrorMeta(error);
  const { brandName, query, list } = loaderData;
  const page = list && list.page > 1 ? ` – side ${list.page}` : "";
  return [
    { title: `Søk: ${query}${page} | ${brandName}` },
    // Result pages are endless variations of the catalogue; the catalogue pages are what to index.
    { name: "robots", content: "noindex, follow" },
  ];
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, list, bestsellers } = loaderData;
  const title = `Søk: «${query}»`;
  if (list) return <ListPage title={title} {...list} />;
  return (
    <div className="search-page">
      <h1>{title}</h1>
      <section className="search-page__empty" aria-labelledby="search-empty">
        <h2 id="search-empty">Vi fant ingen produkter som passer «{query}»</h2>
        <p>
          Sjekk stavemåten, eller prøv et kortere eller mer generelt ord (for eksempel «jakke» i stedet for «vanntett
          skalljakke»). Kanskje finner du noe blant det andre kjøper akkurat nå:
        </p>
        {bestsellers.length > 0 ? (
          <>
            <h2>Bestselgere</h2>
            <ArticleGrid articles={bestsellers} />
          </>
        ) : null}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
