// Addresses of the search page (route "search", /search/:query).

/** The query as the page's address: commas become spaces (spec section 5), whitespace collapsed. */
export function cleanQuery(query: string): string {
  return query.normalize("NFC").replace(/,/g, " ").replace(/\s+/g, " ").trim();
}

/** /search/<query>, or null when nothing was typed. */
export function searchPath(query: string): string | null {
  const clean = cleanQuery(query);
  return clean ? `/search/${encodeURIComponent(clean)}` : null;
}
