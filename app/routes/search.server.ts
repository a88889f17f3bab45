// The search page's data, from the search service in-process (never over HTTP).
import { searchBodySchema } from "../../server/modules/search/schemas.ts";
import type { Services } from "../../server/services.ts";
import { apiPage, SEARCH_PAGE_SIZE, type SearchPageParams } from "../features/search/search-params.ts";

export async function searchPage(services: Services, query: string, params: SearchPageParams) {
  const request = searchBodySchema.parse({
    query,
    take: SEARCH_PAGE_SIZE,
    page: apiPage(params.page),
    orderBy: params.sort ?? "relevance",
    order: params.reverse ? "desc" : "asc",
  });
  const result = await services.search.search(request);
  const total = result.hits.total.value;
  return {
    articles: result.hits.hits.map((h) => h._source),
    total,
    lastPage: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)),
    // An empty result still offers something to look at.
    bestsellers: total === 0 ? (await services.catalog.bestsellers(8)).map((b) => b.article) : [],
  };
}
