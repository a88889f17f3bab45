// Addresses of the search page (route "search", /search/:query).
import { cleanQuery } from "../../../domain/search-query.ts";

/** /search/<query>, or null when nothing was typed. */
export function searchPath(query: string): string | null {
  const clean = cleanQuery(query);
  return clean ? `/search/${encodeURIComponent(clean)}` : null;
}
