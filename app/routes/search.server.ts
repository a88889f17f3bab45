// The search page's data, from the services in-process (never over HTTP). The search decides which
// articles match (its first 1000, spec section 9: search take 1000); the shared list pages then
// filter, sort and page them like a category, with facets of the matches for the filter panel.
import type { AppLoadContext } from "react-router";
import { toCardArticle } from "../features/catalog/card-article.ts";
import { loadListPage } from "./list-page.server.ts";

const BESTSELLERS_WHEN_EMPTY = 8;

export async function loadSearchPage(context: AppLoadContext, request: Request, query: string, path: string) {
  const { search, catalog } = context.services;
  const matches = await search.idsForQuery(query);
  if (matches.ids.length === 0) {
    // Nothing to filter: say so and offer what others buy.
    const bestsellers = await catalog.bestsellers(BESTSELLERS_WHEN_EMPTY);
    return { list: null, bestsellers: bestsellers.map((b) => toCardArticle(b.article, context.services.clock())) };
  }
  const list = await loadListPage(context, request, { kind: "ids", ids: [...matches.ids].sort((a, b) => a - b) }, path);
  return { list, bestsellers: [] };
}
