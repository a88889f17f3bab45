// What a search query may be, for the search box, the search page's address and the search API alike.

/** The longest query the search answers; a longer one is cut to this length (spec section 5 search). */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/**
 * A typed or linked query made canonical: control characters (a NUL in an address, a pasted tab)
 * and commas (spec section 5) become spaces, whitespace is collapsed, and the query is cut to the
 * length the search answers, so any address under /search/ leads to a page rather than an error.
 */
export function cleanQuery(query: string): string {
  return query
    .normalize("NFC")
    .replace(/[\p{Cc},]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SEARCH_QUERY_MAX_LENGTH)
    .trim();
}
