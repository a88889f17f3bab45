// Search for Norwegian shoppers: stemming, prefixes while typing, compounds, typos and diacritics.
// Answers are cached per normalised request in the catalogue's cache, so they are dropped whenever
// the catalogue changes (decision 003).
import type { Database } from "../../db/client.ts";
import type { CatalogService } from "../catalog/service.ts";
import type { Article } from "../catalog/types.ts";
import { normaliseQuery, queryWords, tsqueryText } from "./query-text.ts";
import { loadVocabulary, type SearchSql, searchArticleIds, type TextQuery } from "./repo.ts";
import type { SearchRequest } from "./schemas.ts";
import { alternatives, buildVocabulary, type Vocabulary } from "./spelling.ts";

export interface SearchHits<T> {
  hits: { hits: { _source: T }[]; total: { value: number } };
}

export type SearchService = ReturnType<typeof createSearchService>;

function textQuery(words: string[][]): TextQuery | null {
  if (words.length === 0) return null;
  return {
    match: tsqueryText(words, "prefix"),
    // Trigrams need three letters; a shorter word would make the index scan every name.
    infix: words.every((alts) => alts.length === 1 && alts[0].length >= 3) ? words.map((alts) => alts[0]) : [],
    exactName: tsqueryText(words, "exact", "A"),
    exactNameOrBrand: tsqueryText(words, "exact", "AB"),
    prefixNameOrBrand: tsqueryText(words, "prefix", "AB"),
  };
}

export function createSearchService(database: Database, catalog: CatalogService) {
  // Which articles match costs a scan of every matching vector (~0.3 s for a common word at 100,000
  // articles on PGlite), while the answers built from the ids are cheap; so ids, and the vocabulary
  // (~0.5 s to gather), live longer than the catalogue's 60 s entries. They are in the catalogue's
  // cache all the same, so a catalogue change drops them with everything built from them.
  const LONG_TTL_MS = 10 * 60_000;
  const vocabulary = (): Promise<Vocabulary> =>
    catalog.cache.stable(
      "search:vocabulary",
      async () => buildVocabulary(await loadVocabulary(database.db)),
      LONG_TTL_MS,
    );

  /** The request with everything that does not change the answer taken out, as a cache key. */
  function key(request: SearchRequest): string {
    // The exclusion filter only counts with more than one id (spec section 5).
    const exclude = request.exclude.length > 1 ? [...new Set(request.exclude)].sort((a, b) => a - b) : [];
    return JSON.stringify([
      queryWords(request.query),
      request.filters,
      exclude,
      request.orderBy,
      request.order,
      request.take,
      request.page,
    ]);
  }

  async function findIds(request: SearchRequest): Promise<{ ids: number[]; total: number }> {
    const words = queryWords(request.query);
    const sql: SearchSql = {
      text: textQuery(words.map((w) => [w])),
      filters: request.filters,
      exclude: request.exclude.length > 1 ? request.exclude : [],
      orderBy: request.orderBy,
      order: request.order,
      take: request.take,
      page: request.page,
    };
    const found = await searchArticleIds(database.db, sql);
    if (found.total > 0 || words.length === 0) return found;
    // Nothing matched as typed: try again with misspelt words and missing diacritics corrected.
    const known = await vocabulary();
    const corrected = words.map((w) => alternatives(w, known));
    if (corrected.every((alts, i) => alts.length === 1 && alts[0] === words[i])) return found;
    return searchArticleIds(database.db, { ...sql, text: textQuery(corrected) });
  }

  const service = {
    /** Normalised query text, for titles and links. */
    normaliseQuery,
    cacheKey: key,

    ids: (request: SearchRequest) =>
      catalog.cache.stable(`search:ids:${key(request)}`, () => findIds(request), LONG_TTL_MS),

    searchIds: async (request: SearchRequest): Promise<SearchHits<{ id: number }>> => {
      const { ids, total } = await service.ids(request);
      return { hits: { hits: ids.map((id) => ({ _source: { id } })), total: { value: total } } };
    },

    search: (request: SearchRequest): Promise<SearchHits<Article>> =>
      catalog.cache.get(`search:articles:${key(request)}`, async () => {
        const { ids, total } = await service.ids(request);
        // Articles come from their owner, with the campaigns running at the shop's clock.
        const found = await catalog.articlesInOrder(ids);
        return { hits: { hits: found.map((article) => ({ _source: article })), total: { value: total } } };
      }),
  };
  return service;
}
