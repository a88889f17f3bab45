import { describe, expect, it } from "vitest";
import { myShopFirst, proposedShop } from "./my-shop-choice.ts";

const line = (ean: string, count: number, shops: { id: number; qty: number }[]) => ({
  ean,
  name: ean,
  count,
  price: 10_000,
  onlyCC: false,
  shops,
});
const shops = [{ id: 12 }, { id: 55 }, { id: 32 }];

describe("my shop at checkout", () => {
  it("lists my shop first and leaves the others in their order", () => {
    expect(myShopFirst(shops, 32).map((s) => s.id)).toEqual([32, 12, 55]);
    expect(myShopFirst(shops, null)).toBe(shops);
    expect(myShopFirst(shops, 99)).toBe(shops);
  });

  it("preselects my shop when it holds every line's whole count", () => {
    const lines = [line("a", 2, [{ id: 55, qty: 2 }]), line("b", 1, [{ id: 55, qty: 4 }])];
    expect(proposedShop(shops, lines, 55, 12)).toBe(55);
  });

  it("keeps the fallback when my shop lacks a line, a unit, or is not a pickup shop", () => {
    const short = [line("a", 3, [{ id: 55, qty: 2 }])];
    const missing = [line("a", 1, [{ id: 55, qty: 2 }]), line("b", 1, [{ id: 12, qty: 1 }])];
    expect(proposedShop(shops, short, 55, 12)).toBe(12);
    expect(proposedShop(shops, missing, 55, null)).toBeNull();
    expect(proposedShop(shops, [line("a", 1, [{ id: 99, qty: 5 }])], 99, 12)).toBe(12);
    expect(proposedShop(shops, [], 55, null)).toBeNull();
  });
});
