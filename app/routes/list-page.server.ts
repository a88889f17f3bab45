// What every list page loader does (gender, category, subcategory, group, bundle and campaign
// pages): read the list state from the URL, load one page of the scope with its facets, and ship
// only what the page shows. A page past the end is "not found".
import type { AppLoadContext } from "react-router";
import type { ListPageScope } from "../../server/modules/catalog/list-types.ts";
import { toCardArticle } from "../features/catalog/card-article.ts";
import { listSearch, parseListState, withoutNoopPrice } from "../features/catalog/list/list-state.ts";
import { CATEGORY_PAGE_SIZE } from "../features/catalog/params.ts";
import { notFound } from "../lib/http-errors.ts";

export async function loadListPage(context: AppLoadContext, request: Request, scope: ListPageScope, path: string) {
  const url = new URL(request.url);
  const parsed = parseListState(url.searchParams);
  const { catalog } = context.services;
  const result = await catalog.list(scope, {
    page: parsed.page,
    perPage: CATEGORY_PAGE_SIZE,
    sort: parsed.sort,
    reverse: parsed.reverse,
    filters: parsed.filters,
  });
  const state = { ...parsed, filters: withoutNoopPrice(parsed.filters, result.facets.price) };
  if (state.page > result.meta.last_page) notFound();
  return {
    path,
    // Sorted and filtered variants of a list are the same page to a search engine.
    canonical: `${context.origin}${path}${state.page > 1 ? `?page=${state.page}` : ""}`,
    shareUrl: `${context.origin}${path}${listSearch(state)}`,
    state,
    page: state.page,
    lastPage: result.meta.last_page,
    total: result.meta.total,
    facets: result.facets,
    articles: result.data.map((a) => toCardArticle(a, context.services.clock())),
  };
}

export type ListPageData = Awaited<ReturnType<typeof loadListPage>>;
