import { describe, expect, it } from "vitest";
import { cleanQuery, SEARCH_QUERY_MAX_LENGTH } from "../../../domain/search-query.ts";
import { searchPath } from "./search-path.ts";

describe("search page address", () => {
  it("turns commas into spaces and trims", () => {
    expect(cleanQuery(" jakke,dame ")).toBe("jakke dame");
  });

  it("encodes the query as one path segment", () => {
    expect(searchPath("fjell sko")).toBe("/search/fjell%20sko");
    expect(searchPath("a/b?c")).toBe("/search/a%2Fb%3Fc");
    expect(searchPath("løpesko")).toBe("/search/l%C3%B8pesko");
  });

  it("has no address for an empty query", () => {
    expect(searchPath(" , ")).toBeNull();
  });

  it("turns control characters (a NUL from an address, a pasted tab) into spaces", () => {
    expect(cleanQuery("jakke\u0000dame")).toBe("jakke dame");
    expect(cleanQuery("\u0000\u0001\u007f")).toBe("");
    expect(searchPath("\u0000")).toBeNull();
    expect(cleanQuery("sko\tdame\r\n")).toBe("sko dame");
  });

  it("cuts a query longer than the search answers, so the address leads to a page", () => {
    const long = `${"a".repeat(150)} ${"b".repeat(100)}`;
    const clean = cleanQuery(long);
    expect(clean.length).toBeLessThanOrEqual(SEARCH_QUERY_MAX_LENGTH);
    expect(clean).toBe(`${"a".repeat(150)} ${"b".repeat(49)}`);
    expect(cleanQuery(`${"a".repeat(199)} b`)).toBe("a".repeat(199));
  });
});
