// URL parameters of the catalogue pages. Anything malformed falls back (page) or is "not found" (id);
// it never reaches a service as NaN.
import { formatCount } from "../../../domain/money.ts";
import { parseRecordId } from "../../../domain/record-id.ts";

/** Spec section 9: category page size 20. */
export const CATEGORY_PAGE_SIZE = 20;
/** The API's bound on page numbers, so a huge page never becomes a huge OFFSET. */
const MAX_PAGE = 100_000;

/** `?page=` as a page number: a whole number from 1; anything else is page 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** An article id from the path: digits only, no leading zero, within PostgreSQL integer; else null. */
export const parseArticleId = parseRecordId;

/** Path of a page of a list: page 1 has no query, so each page has one address. */
export function pageHref(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?page=${page}` : pathname;
}

/** "1 produkt", "1 234 produkter". */
export function productCountText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "produkt" : "produkter"}`;
}
