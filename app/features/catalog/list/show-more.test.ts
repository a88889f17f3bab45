import { describe, expect, it } from "vitest";
import type { CardArticle } from "../card-article.ts";
import { appendPage, listOf } from "./show-more.ts";

const card = (id: number) => ({ id }) as CardArticle;

describe("listOf", () => {
  it("reads the list from a list route and from the search route", () => {
    expect(listOf({ page: 2, articles: [card(1)], title: "Klær" })).toEqual({ page: 2, articles: [card(1)] });
    expect(listOf({ query: "jakke", list: { page: 3, articles: [] } })).toEqual({ page: 3, articles: [] });
  });

  it("finds nothing in an answer without a list", () => {
    expect(listOf(undefined)).toBeNull();
    expect(listOf({ query: "xyz", list: null, bestsellers: [] })).toBeNull();
    expect(listOf({ page: "2", articles: [] })).toBeNull();
  });
});

describe("appendPage", () => {
  it("adds the next page below the cards shown", () => {
    const shown = appendPage({ page: 1, articles: [card(1), card(2)] }, { page: 2, articles: [card(3)] });
    expect(shown).toEqual({ page: 2, articles: [card(1), card(2), card(3)] });
  });

  it("ignores a page that is not the next one (a late or repeated answer)", () => {
    const shown = { page: 2, articles: [card(1), card(2)] };
    expect(appendPage(shown, { page: 2, articles: [card(3)] })).toBe(shown);
    expect(appendPage(shown, { page: 4, articles: [card(3)] })).toBe(shown);
  });

  it("shows a card only once when the list moved between pages", () => {
    const shown = appendPage({ page: 1, articles: [card(1), card(2)] }, { page: 2, articles: [card(2), card(3)] });
    expect(shown.articles.map((a) => a.id)).toEqual([1, 2, 3]);
  });
});
