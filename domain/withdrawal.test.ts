import { describe, expect, it } from "vitest";
import { orderTotals } from "./order-total.ts";
import { refundOre, withdrawalDeadline, withinWithdrawal } from "./withdrawal.ts";

describe("withdrawal window", () => {
  it("runs to the end of the 14th day after receipt, Norwegian time (winter)", () => {
    const received = new Date("2026-11-02T15:30:00Z"); // 2 Nov 16:30 in Oslo
    expect(withdrawalDeadline(received).toISOString()).toBe("2026-11-16T23:00:00.000Z"); // 17 Nov 00:00 Oslo
    expect(withinWithdrawal(received, new Date("2026-11-16T22:59:59Z"))).toBe(true);
    expect(withinWithdrawal(received, new Date("2026-11-16T23:00:00Z"))).toBe(false);
  });

  it("counts the day of receipt in Oslo, not in UTC, and summer time", () => {
    const received = new Date("2026-06-01T22:30:00Z"); // 2 June 00:30 in Oslo
    expect(withdrawalDeadline(received).toISOString()).toBe("2026-06-16T22:00:00.000Z"); // 17 June 00:00 Oslo
  });
});

describe("refund of a return", () => {
  const lines = [
    { count: 1, unitPriceOre: 49_900, pantOre: 0 },
    { count: 2, unitPriceOre: 19_900, pantOre: 0 },
  ];

  it("refunds the returned units, less their share of the discount", () => {
    const order = orderTotals(lines, { fixed: false, amount: 2000 }, 0); // 20 % of 89 700 = 17 940
    // one unit of 19 900 carries 17 940 × 19 900 / 89 700 = 3 980 of the discount
    expect(refundOre(lines, [0, 0], [0, 1], order)).toBe(15_920);
  });

  it("the refunds of an order add up to exactly what it charged, delivery with the last unit", () => {
    const order = orderTotals(lines, { fixed: true, amount: 3_333 }, 9_900);
    const first = refundOre(lines, [0, 0], [0, 1], order);
    const second = refundOre(lines, [0, 1], [1, 0], order);
    const last = refundOre(lines, [1, 1], [0, 1], order);
    expect(first + second + last).toBe(order.totalOre);
    expect(last).toBeGreaterThan(9_900);
    expect(first).toBeLessThan(19_900);
  });
});
