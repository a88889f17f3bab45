import { describe, expect, it } from "vitest";
import { cleanQuery, searchPath } from "./search-path.ts";

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
});
