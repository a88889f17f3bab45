import { describe, expect, it } from "vitest";
import { orderSummary } from "./order-summary.ts";

const jacket = { name: "Skalljakke", count: 1, unitPriceOre: 189_900, pantOre: 0 };
const socks = { name: "Ullsokker", count: 3, unitPriceOre: 14_900, pantOre: 0 };

describe("the order summary (issue 12)", () => {
  it("gives each line its unit price and line total, and the total with the 99 kr post delivery", () => {
    const s = orderSummary({
      lines: [jacket, socks],
      promo: null,
      shipping: { name: "Levering med post", priceOre: 9_900 },
    });
    expect(s.lines).toEqual([
      { name: "Skalljakke", count: 1, unitOre: 189_900, lineOre: 189_900 },
      { name: "Ullsokker", count: 3, unitOre: 14_900, lineOre: 44_700 },
    ]);
    expect(s.goods).toEqual({ label: "Varer", ore: 234_600 });
    expect(s.discount).toBeNull();
    expect(s.shipping).toEqual({ label: "Levering med post", ore: 9_900 });
    expect(s.total).toEqual({ label: "Totalt (4 varer)", ore: 244_500 });
  });

  it("takes the verdikode off the goods, never off the delivery (decision 025)", () => {
    const s = orderSummary({
      lines: [jacket],
      promo: { code: "HOST20", terms: { fixed: false, amount: 2000 } },
      shipping: { name: "Levering med post", priceOre: 9_900 },
    });
    expect(s.discount).toEqual({ label: "Verdikode HOST20", ore: -37_980 });
    expect(s.total.ore).toBe(189_900 - 37_980 + 9_900);
  });

  it("has no shipping row before a method is chosen, and a free pickup shows 0", () => {
    expect(orderSummary({ lines: [jacket], promo: null, shipping: null }).shipping).toBeNull();
    const pickup = orderSummary({ lines: [jacket], promo: null, shipping: { name: "Hent i butikk", priceOre: 0 } });
    expect(pickup.shipping).toEqual({ label: "Hent i butikk", ore: 0 });
    expect(pickup.total.ore).toBe(189_900);
  });
});
