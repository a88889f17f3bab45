import { describe, expect, it } from "vitest";
import {
  emptyFilters,
  filterButtonLabel,
  filterCount,
  listSearch,
  pageOf,
  parseListState,
  SORT_OPTIONS,
  withoutNoopPrice,
} from "./list-state.ts";

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe("list state in the URL", () => {
  it("offers the spec's sort options with their Norwegian labels", () => {
    expect(SORT_OPTIONS).toEqual([
      { value: "bestseller", label: "Bestselger" },
      { value: "price", label: "Pris" },
      { value: "name", label: "Navn" },
    ]);
  });

  it("defaults to bestseller, not reversed, no filters, page 1", () => {
    expect(parse("")).toEqual({ sort: "bestseller", reverse: false, filters: emptyFilters(), page: 1 });
  });

  it("reads sort, reverse, every filter and the page", () => {
    const state = parse(
      "sorter=price&omvendt=1&farge=3&farge=1&storrelse=4&kjonn=2&merke=7&butikk=55&gruppe=12&pris_fra=100&pris_til=500&page=3",
    );
    expect(state).toEqual({
      sort: "price",
      reverse: true,
      filters: {
        colors: [1, 3],
        sizes: [4],
        genders: [2],
        brands: [7],
        shops: [55],
        groups: [12],
        price: { min: 100, max: 500 },
      },
      page: 3,
    });
  });

  it("drops what makes no sense instead of failing", () => {
    const state = parse("sorter=evil&omvendt=yes&farge=x&farge=0&farge=99999999999&pris_fra=-5&page=-2");
    expect(state).toEqual({ sort: "bestseller", reverse: false, filters: emptyFilters(), page: 1 });
  });

  it("accepts comma lists, removes duplicates and orders ids", () => {
    expect(parse("farge=5,2&farge=2").filters.colors).toEqual([2, 5]);
  });

  it("swaps a reversed price range and fills an open end", () => {
    expect(parse("pris_fra=500&pris_til=100").filters.price).toEqual({ min: 100, max: 500 });
    expect(parse("pris_fra=200").filters.price).toEqual({ min: 200, max: 10_000_000 });
  });

  it("writes a canonical query that reads back to the same state", () => {
    const state = parse("page=2&farge=3&farge=1&sorter=name&pris_til=900&pris_fra=100");
    const search = listSearch(state);
    expect(search).toBe("?sorter=name&farge=1&farge=3&pris_fra=100&pris_til=900&page=2");
    expect(parse(search.slice(1))).toEqual(state);
    expect(listSearch(parse(""))).toBe("");
    expect(listSearch(pageOf(state, 1))).not.toContain("page=");
  });
});

describe("the filter button", () => {
  it("shows Filter, or Filter(n) with n the count of chosen values", () => {
    expect(filterButtonLabel(emptyFilters())).toBe("Filter");
    const filters = { ...emptyFilters(), colors: [1, 2], shops: [55], price: { min: 1, max: 2 } };
    expect(filterCount(filters)).toBe(4);
    expect(filterButtonLabel(filters)).toBe("Filter(4)");
  });

  it("does not count a price range that covers the whole list", () => {
    const filters = { ...emptyFilters(), price: { min: 0, max: 1000 } };
    expect(withoutNoopPrice(filters, { min: 50, max: 900 }).price).toBeNull();
    expect(withoutNoopPrice(filters, { min: 50, max: 2000 }).price).toEqual({ min: 0, max: 1000 });
  });
});
