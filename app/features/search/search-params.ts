// The search page's address parameters: ?page= (from 1), ?sort= and ?reverse=1. The API pages from
// zero, so the page sent is page − 1, never below 0 (spec section 5).
export const SEARCH_PAGE_SIZE = 20;
const MAX_PAGE = 100_000;

export const SORTS = { bestseller: "Bestselger", price: "Pris", name: "Navn" } as const;
export type Sort = keyof typeof SORTS;

export interface SearchPageParams {
  page: number;
  /** null: by relevance. */
  sort: Sort | null;
  reverse: boolean;
}

export function parseSearchParams(params: URLSearchParams): SearchPageParams {
  const rawPage = params.get("page");
  const page = rawPage && /^\d{1,6}$/.test(rawPage) ? Math.min(Math.max(Number(rawPage), 1), MAX_PAGE) : 1;
  const rawSort = params.get("sort");
  const sort = rawSort && Object.hasOwn(SORTS, rawSort) ? (rawSort as Sort) : null;
  return { page, sort, reverse: params.get("reverse") === "1" };
}

/** The API's zero-based page. */
export const apiPage = (page: number) => Math.max(0, page - 1);

/** The address of another page of the same search, keeping its other parameters. */
export function searchPageHref(pathname: string, search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
