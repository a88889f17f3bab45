// Search for Norwegian shoppers: stemming, prefixes while typing, compounds, typos and diacritics.
// Answers are cached per normalised request in the catalogue's cache, so they are dropped whenever
// the catalogue changes (decision 003).
import type { Database } from "../../db/client.ts";
import { BackgroundBuild } from "../../lib/background-build.ts";
import type { ExpiryLimit } from "../../lib/versioned-cache.ts";
import type { CatalogService } from "../catalog/service.ts";
import type { Article } from "../catalog/types.ts";
import type { SearchIndex, SearchIndexQuery } from "./memory-index.ts";
import { buildSearchIndex, StemCache } from "./memory-index-loader.ts";
import { normaliseQuery, queryWords, tsqueryText } from "./query-text.ts";
import { loadVocabulary, type SearchSql, searchArticleIds, type TextQuery } from "./repo.ts";
import { SEARCH_TAKE, type SearchRequest, searchBodySchema } from "./schemas.ts";
import { parseQueryText, queryTerms } from "./search-text.ts";
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

function indexQuery(text: TextQuery): SearchIndexQuery {
  return {
    match: text.match ? parseQueryText(text.match) : null,
    infix: text.infix,
    exactName: parseQueryText(text.exactName),
    exactNameOrBrand: parseQueryText(text.exactNameOrBrand),
    prefixNameOrBrand: parseQueryText(text.prefixNameOrBrand),
  };
}

interface BuiltIndex {
  index: SearchIndex;
  vocabulary: Vocabulary;
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

  // The in-memory index (decision 052) answers text searches without filters in relevance or
  // bestseller order. It is built in the background for each catalogue version; until it is ready,
  // and for everything else, the SQL of repo.ts answers, with the same results.
  const stems = new StemCache(database.db);
  const index = new BackgroundBuild<BuiltIndex>(catalog.catalogueVersion, async () => {
    const [built, words] = await Promise.all([buildSearchIndex(database.db), loadVocabulary(database.db)]);
    const vocabulary = buildVocabulary(words);
    // Typo corrections and half-typed words are then stemmed without a round trip (decision 055).
    await stems.prime(vocabulary.words);
    return { index: built, vocabulary };
  });

  const termsOf = (query: SearchIndexQuery): string[] => [
    ...(query.match ? queryTerms(query.match) : []),
    ...queryTerms(query.exactName),
    ...queryTerms(query.exactNameOrBrand),
    ...queryTerms(query.prefixNameOrBrand),
  ];

  /** `thenText`: the query the typo step may ask next, its words stemmed in the same statement. */
  async function searchIndex(
    index: SearchIndex,
    text: TextQuery | null,
    request: SearchRequest,
    thenText: TextQuery | null = null,
  ) {
    let query: SearchIndexQuery | null;
    let then: string[] = [];
    try {
      query = text && indexQuery(text);
      if (thenText) then = termsOf(indexQuery(thenText));
    } catch {
      // Query text the index does not read (it reads all query-text.ts makes): SQL answers it.
      return null;
    }
    const known = query ? await stems.of([...termsOf(query), ...then]) : new Map();
    // A word the parser splits in several lexemes: SQL answers that one.
    if (!known) return null;
    return index.search(query, known, {
      order: request.order,
      orderBy: request.orderBy === "bestseller" ? "bestseller" : "relevance",
      exclude: request.exclude.length > 1 ? request.exclude : [],
      take: request.take,
      page: request.page,
    });
  }

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

  async function findIds(request: SearchRequest, useIndex = true): Promise<{ ids: number[]; total: number }> {
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
    const memory =
      useIndex && request.filters.length === 0 && (request.orderBy === "relevance" || request.orderBy === "bestseller")
        ? await index.current()
        : null;
    const run = async (text: TextQuery | null, thenText: TextQuery | null = null) =>
      (memory && (await searchIndex(memory.index, text, request, thenText))) ??
      searchArticleIds(database.db, { ...sql, text });
    const correct = (known: Vocabulary): TextQuery | null => {
      const corrected = words.map((w) => alternatives(w, known));
      return corrected.every((alts, i) => alts.length === 1 && alts[0] === words[i]) ? null : textQuery(corrected);
    };
    // With the index, the corrections are known before the search (the vocabulary is in memory): a
    // query with a misspelt word then stems both in one statement (its compounds are new words).
    const ahead = memory ? correct(memory.vocabulary) : undefined;
    const found = await run(sql.text, ahead ?? null);
    if (found.total > 0 || words.length === 0) return found;
    // Nothing matched as typed: try again with misspelt words and missing diacritics corrected.
    const corrected = ahead !== undefined ? ahead : correct(await vocabulary());
    return corrected ? run(corrected) : found;
  }

  const service = {
    /** Normalised query text, for titles and links. */
    normaliseQuery,
    cacheKey: key,

    /** Resolves when the in-memory index of the catalogue as it is now is ready (tests, the bench). */
    indexReady: async (): Promise<void> => {
      await index.ready("The search index");
    },

    /** Whether the in-memory index has been built (readiness); the first call starts its build. */
    indexBuilt: (): Promise<boolean> => index.builtOnce(),

    /** Uncached, from the index when it is ready or from SQL only: the two must agree (its tests). */
    uncachedIds: (request: SearchRequest, from: "index" | "sql") => findIds(request, from === "index"),

    ids: (request: SearchRequest) =>
      catalog.cache.stable(`search:ids:${key(request)}`, () => findIds(request), LONG_TTL_MS),

    /** Every id a shopper's query matches, up to SEARCH_TAKE, in relevance order (the search page). */
    idsForQuery: (query: string) => service.ids(searchBodySchema.parse({ query, take: SEARCH_TAKE })),

    searchIds: async (request: SearchRequest): Promise<SearchHits<{ id: number }>> => {
      const { ids, total } = await service.ids(request);
      return { hits: { hits: ids.map((id) => ({ _source: { id } })), total: { value: total } } };
    },

    /** `limit` is told when the answer's oldest article (its stock) expires: keep it no longer. */
    search: (request: SearchRequest, limit?: ExpiryLimit): Promise<SearchHits<Article>> =>
      catalog.cache.get(
        `search:articles:${key(request)}`,
        async (_, inner) => {
          const { ids, total } = await service.ids(request);
          // Articles come from their owner (its per-article cache), with the campaigns running at the shop's clock.
          const found = await catalog.articlesInOrder(ids, inner);
          return { hits: { hits: found.map((article) => ({ _source: article })), total: { value: total } } };
        },
        undefined,
        limit,
      ),
  };
  return service;
}
