import { describe, expect, it } from "vitest";
import { pageHref, parseArticleId, parsePage, productCountText } from "./params.ts";

describe("parsePage", () => {
  it("reads a whole page number from 1", () => {
    expect(parsePage("1")).toBe(1);
    expect(parsePage("2")).toBe(2);
    expect(parsePage("100000")).toBe(100_000);
  });

  it("falls back to page 1 for missing or bad values", () => {
    for (const bad of [null, undefined, "", "0", "-1", "1.5", "abc", "2abc", " 2", "1e3", "100001", "9999999"]) {
      expect(parsePage(bad)).toBe(1);
    }
  });
});

describe("parseArticleId", () => {
  it("reads a positive integer id", () => {
    expect(parseArticleId("1")).toBe(1);
    expect(parseArticleId("2147483647")).toBe(2_147_483_647);
  });

  it("rejects anything else", () => {
    for (const bad of [undefined, "", "0", "01", "-1", "1.0", "abc", "12abc", "2147483648", "99999999999"]) {
      expect(parseArticleId(bad)).toBeNull();
    }
  });
});

describe("pageHref", () => {
  it("gives page 1 the bare path and later pages a query", () => {
    expect(pageHref("/klaer", 1)).toBe("/klaer");
    expect(pageHref("/klaer", 3)).toBe("/klaer?page=3");
  });
});

describe("productCountText", () => {
  it("uses the singular for one and groups thousands", () => {
    expect(productCountText(1)).toBe("1 produkt");
    expect(productCountText(0)).toBe("0 produkter");
    expect(productCountText(1234)).toBe("1\u00a0234 produkter");
  });
});
