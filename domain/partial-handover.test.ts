import { describe, expect, it } from "vitest";
import { orderTotals } from "./order-total.ts";
import { partialAmounts } from "./partial-handover.ts";

const lines = [
  { count: 1, unitPriceOre: 49_900, pantOre: 0 },
  { count: 2, unitPriceOre: 19_900, pantOre: 0 },
  { count: 1, unitPriceOre: 9_900, pantOre: 0 },
];

describe("partial handover amounts", () => {
  it("charges exactly the taken lines when there is no discount, and releases the rest", () => {
    const r = orderTotals(lines, null, 0);
    const a = partialAmounts(lines, [1, 1, 0], r);
    expect(a).toEqual({ goodsOre: 69_800, discountOre: 0, shippingOre: 0, totalOre: 69_800, releasedOre: 29_800 });
  });

  it("gives the taken goods their share of a percentage discount, rounded to the øre", () => {
    const r = orderTotals(lines, { fixed: false, amount: 1500 }, 0); // 15 % of 99 600 = 14 940
    expect(r.discountOre).toBe(14_940);
    // 14 940 × 49 900 / 99 600 = 7 484.94 → 7 485
    const a = partialAmounts(lines, [1, 0, 0], r);
    expect(a.discountOre).toBe(7_485);
    expect(a.totalOre).toBe(42_415);
    expect(a.totalOre + a.releasedOre).toBe(r.totalOre);
  });

  it("rounds halves away from zero", () => {
    const two = [
      { count: 1, unitPriceOre: 100, pantOre: 0 },
      { count: 1, unitPriceOre: 100, pantOre: 0 },
    ];
    // a discount of 1 øre split in two: the half rounds up to 1 øre on the taken line
    const a = partialAmounts(two, [1, 0], { discountOre: 1, shippingOre: 0, totalOre: 199 });
    expect(a.discountOre).toBe(1);
    expect(a.totalOre).toBe(99);
  });

  it("taking everything charges exactly the authorised total, discount and delivery included", () => {
    const r = orderTotals(lines, { fixed: true, amount: 5_001 }, 9_900);
    const a = partialAmounts(lines, [1, 2, 1], r);
    expect(a.totalOre).toBe(r.totalOre);
    expect(a.releasedOre).toBe(0);
    expect(a.discountOre).toBe(5_001);
  });

  it("never charges more than authorised, for any split of a discounted order", () => {
    const r = orderTotals(lines, { fixed: true, amount: 3_333 }, 0);
    for (let x = 0; x <= 1; x++)
      for (let y = 0; y <= 2; y++)
        for (let z = 0; z <= 1; z++) {
          const a = partialAmounts(lines, [x, y, z], r);
          expect(a.totalOre).toBeLessThanOrEqual(r.totalOre);
          expect(a.totalOre).toBeGreaterThanOrEqual(0);
          expect(a.totalOre + a.releasedOre).toBe(r.totalOre);
        }
  });

  it("never discounts taken goods below their deposits", () => {
    const withPant = [
      { count: 1, unitPriceOre: 1_000, pantOre: 900 },
      { count: 1, unitPriceOre: 10_000, pantOre: 0 },
    ];
    // the discount 5 000 would give the first line 455 øre, but only 100 øre is above its deposit
    const a = partialAmounts(withPant, [1, 0], { discountOre: 5_000, shippingOre: 0, totalOre: 6_000 });
    expect(a.discountOre).toBe(100);
    expect(a.totalOre).toBe(900);
  });

  it("charges the delivery fee only when something is taken", () => {
    const r = orderTotals(lines, null, 9_900);
    expect(partialAmounts(lines, [0, 1, 0], r).shippingOre).toBe(9_900);
    expect(partialAmounts(lines, [0, 0, 0], r)).toMatchObject({ totalOre: 0, releasedOre: r.totalOre });
  });
});
