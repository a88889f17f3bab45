// 'Vis flere' on a phone (issue 12): the next page of a list is loaded below the current one. The
// list routes answer in two shapes (the list itself, or under `list` on the search page).
import type { CardArticle } from "../card-article.ts";

export interface ListPageData {
  page: number;
  articles: CardArticle[];
}

/** The list in a list route's loader data, or null when the answer holds none. */
export function listOf(data: unknown): ListPageData | null {
  if (typeof data !== "object" || data === null) return null;
  const candidate = "list" in data ? (data as { list: unknown }).list : data;
  if (typeof candidate !== "object" || candidate === null) return null;
  const { page, articles } = candidate as Partial<ListPageData>;
  return typeof page === "number" && Array.isArray(articles) ? { page, articles } : null;
}

/** The cards shown so far: the page's own, then each loaded page once and in order. */
export function appendPage(shown: ListPageData, next: ListPageData): ListPageData {
  if (next.page !== shown.page + 1) return shown;
  const seen = new Set(shown.articles.map((a) => a.id));
  return { page: next.page, articles: [...shown.articles, ...next.articles.filter((a) => !seen.has(a.id))] };
}
