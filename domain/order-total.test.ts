import { describe, expect, it } from "vitest";
import { discountOre, divideRounded, orderTotals, VAT_RATE, vatOf, vatParts } from "./order-total.ts";

const line = (unitPriceOre: number, count = 1, pantOre = 0) => ({ count, unitPriceOre, pantOre });
const percent = (p: number) => ({ fixed: false, amount: Math.round(p * 100) });
const fixed = (ore: number) => ({ fixed: true, amount: ore });

describe("divideRounded", () => {
  it("rounds halves away from zero, in integers", () => {
    expect(divideRounded(125, 10)).toBe(13);
    expect(divideRounded(124, 10)).toBe(12);
    expect(divideRounded(-125, 10)).toBe(-13);
    expect(divideRounded(-124, 10)).toBe(-12);
    expect(divideRounded(0, 10)).toBe(0);
  });

  it("is exact where floating point is not (1,005 × 100 is 100,49999…)", () => {
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(divideRounded(1005, 10)).toBe(101);
  });
});

describe("discountOre (spec section 4)", () => {
  it("takes 20 % of 1 899,00 kr: 379,80 kr, to the øre", () => {
    expect(discountOre(percent(20), 189_900, 0)).toBe(37_980);
  });

  it("rounds a half øre away from zero: 12,5 % of 1,00 kr is 0,13 kr", () => {
    expect(discountOre(percent(12.5), 100, 0)).toBe(13);
    expect(discountOre(percent(12.5), 300, 0)).toBe(38);
    // 15 % of 3,33 kr is 49,95 øre.
    expect(discountOre(percent(15), 333, 0)).toBe(50);
  });

  it("takes a fixed amount as it is", () => {
    expect(discountOre(fixed(10_000), 50_000, 0)).toBe(10_000);
  });

  it("never takes more than the goods: a fixed code larger than the goods leaves 0,00 kr", () => {
    expect(discountOre(fixed(10_000), 4_900, 0)).toBe(4_900);
  });

  it("never takes the goods below their deposits (pant)", () => {
    expect(discountOre(fixed(10_000), 6_000, 1_000)).toBe(5_000);
    expect(discountOre(percent(100), 6_000, 600)).toBe(5_400);
    expect(discountOre(percent(50), 6_000, 600)).toBe(3_000);
  });

  it("takes everything at 100 % when there is no deposit, and nothing on no goods", () => {
    expect(discountOre(percent(100), 189_900, 0)).toBe(189_900);
    expect(discountOre(percent(20), 0, 0)).toBe(0);
    expect(discountOre(fixed(10_000), 0, 0)).toBe(0);
  });
});

describe("vatOf (25 % included, Klarna's formula)", () => {
  it("is the VAT part of a VAT-inclusive amount", () => {
    expect(VAT_RATE).toBe(2500);
    expect(vatOf(99_900)).toBe(19_980);
    expect(vatOf(12_500)).toBe(2_500);
    expect(vatOf(151_920)).toBe(30_384);
    expect(vatOf(1)).toBe(0);
    expect(vatOf(3)).toBe(1);
  });

  it("mirrors a negative amount (a discount line)", () => {
    for (const amount of [1, 3, 37_980, 12_345, 99]) expect(vatOf(-amount) + vatOf(amount)).toBe(0);
  });

  it("stays within Klarna's ±1 øre of its float formula", () => {
    for (let amount = -5_000; amount <= 5_000; amount += 7) {
      const klarna = amount - (amount * 10_000) / 12_500;
      expect(Math.abs(vatOf(amount) - klarna)).toBeLessThanOrEqual(1);
    }
  });
});

describe("orderTotals", () => {
  it("a 1 899 kr article with 20 % off, picked up: 1 519,20 kr, of which VAT 303,84 kr", () => {
    expect(orderTotals([line(189_900)], percent(20), 0)).toEqual({
      goodsOre: 189_900,
      pantOre: 0,
      discountOre: 37_980,
      shippingOre: 0,
      totalOre: 151_920,
      vatOre: 30_384,
      netOre: 121_536,
    });
  });

  it("does not discount the delivery fee, and adds its VAT", () => {
    expect(orderTotals([line(189_900)], percent(20), 9_900)).toMatchObject({
      discountOre: 37_980,
      totalOre: 161_820,
      vatOre: 32_364,
      netOre: 129_456,
    });
  });

  it("keeps the deposits and the delivery fee when a fixed code is larger than the goods", () => {
    const t = orderTotals([line(2_900, 2, 300)], fixed(10_000), 9_900);
    expect(t).toMatchObject({ goodsOre: 5_800, pantOre: 600, discountOre: 5_200, totalOre: 600 + 9_900 });
  });

  it("sums the VAT of each part, as the Klarna lines and the order lines add it up", () => {
    const lines = [line(10_000, 3), line(4_900)];
    const t = orderTotals(lines, percent(12.5), 4_900);
    const parts = vatParts(lines, t.discountOre, t.shippingOre);
    expect(parts).toEqual([30_000, 4_900, -4_363, 4_900]);
    expect(parts.reduce((s, a) => s + a, 0)).toBe(t.totalOre);
    expect(t.vatOre).toBe(parts.reduce((s, a) => s + vatOf(a), 0));
    expect(t.netOre + t.vatOre).toBe(t.totalOre);
  });

  it("has no discount without a code", () => {
    expect(orderTotals([line(49_900)], null, 0)).toMatchObject({ discountOre: 0, totalOre: 49_900, vatOre: 9_980 });
  });
});
