import { describe, expect, it } from "vitest";
import {
  capturedLabel,
  discountSplitText,
  handoverSettlement,
  handoverView,
  lineHandoverText,
  partAmountText,
} from "./handover-settlement.ts";
import { orderTotals } from "./order-total.ts";

const NBSP = "\u00a0";

const lines = [
  { count: 1, unitPriceOre: 49_900, pantOre: 0 },
  { count: 2, unitPriceOre: 19_900, pantOre: 0 },
  { count: 1, unitPriceOre: 9_900, pantOre: 0 },
];

/** Issue 29's case: a jacket of 2 899 kr taken, woollen underwear of 850 kr left, VELKOMMEN100. */
const jacketAndWool = [
  { ean: "7000000000011", name: "Jakke", count: 1, unitPriceOre: 289_900, pantOre: 0 },
  { ean: "7000000000028", name: "Ullundertøy", count: 1, unitPriceOre: 85_000, pantOre: 0 },
];
const jacketAndWoolReserved = { discountOre: 10_000, shippingOre: 0, totalOre: 364_900, paymentMethod: "card" };

describe("handover settlement: what is captured and released", () => {
  it("charges exactly the taken lines when there is no discount, and releases the rest", () => {
    const r = orderTotals(lines, null, 0);
    const a = handoverSettlement(lines, [1, 1, 0], r);
    expect(a).toMatchObject({
      goodsOre: 69_800,
      discountOre: 0,
      leftDiscountOre: 0,
      shippingOre: 0,
      totalOre: 69_800,
      releasedOre: 29_800,
      partial: true,
    });
  });

  it("gives the taken goods their share of a percentage discount, rounded to the øre", () => {
    const r = orderTotals(lines, { fixed: false, amount: 1500 }, 0); // 15 % of 99 600 = 14 940
    expect(r.discountOre).toBe(14_940);
    // 14 940 × 49 900 / 99 600 = 7 484.94 → 7 485
    const a = handoverSettlement(lines, [1, 0, 0], r);
    expect(a.discountOre).toBe(7_485);
    expect(a.leftDiscountOre).toBe(14_940 - 7_485);
    expect(a.totalOre).toBe(42_415);
    expect(a.totalOre + a.releasedOre).toBe(r.totalOre);
  });

  it("issue 29: the jacket taken, the wool left, 100 kr off: 2 821,67 kr captured, 827,33 kr released", () => {
    const a = handoverSettlement(jacketAndWool, [1, 0], jacketAndWoolReserved);
    // 10 000 × 289 900 / 374 900 = 7 732.73 → 7 733 on the jacket; the wool keeps 2 267.
    expect(a.lines).toEqual([
      {
        taken: { count: 1, goodsOre: 289_900, discountOre: 7_733, netOre: 282_167 },
        left: { count: 0, goodsOre: 0, discountOre: 0, netOre: 0 },
      },
      {
        taken: { count: 0, goodsOre: 0, discountOre: 0, netOre: 0 },
        left: { count: 1, goodsOre: 85_000, discountOre: 2_267, netOre: 82_733 },
      },
    ]);
    expect(a).toMatchObject({ discountOre: 7_733, leftDiscountOre: 2_267, totalOre: 282_167, releasedOre: 82_733 });
  });

  it("rounds halves away from zero", () => {
    const two = [
      { count: 1, unitPriceOre: 100, pantOre: 0 },
      { count: 1, unitPriceOre: 100, pantOre: 0 },
    ];
    // a discount of 1 øre split in two: the half rounds up to 1 øre on the taken line
    const a = handoverSettlement(two, [1, 0], { discountOre: 1, shippingOre: 0, totalOre: 199 });
    expect(a.discountOre).toBe(1);
    expect(a.leftDiscountOre).toBe(0);
    expect(a.totalOre).toBe(99);
  });

  it("taking everything charges exactly the authorised total, discount and delivery included", () => {
    const r = orderTotals(lines, { fixed: true, amount: 5_001 }, 9_900);
    const a = handoverSettlement(lines, [1, 2, 1], r);
    expect(a.totalOre).toBe(r.totalOre);
    expect(a.releasedOre).toBe(0);
    expect(a.discountOre).toBe(5_001);
    expect(a.leftDiscountOre).toBe(0);
    expect(a.partial).toBe(false);
  });

  it("never charges more than authorised, and the lines' shares add up, for any split of a discounted order", () => {
    const r = orderTotals(lines, { fixed: true, amount: 3_333 }, 4_900);
    for (let x = 0; x <= 1; x++)
      for (let y = 0; y <= 2; y++)
        for (let z = 0; z <= 1; z++) {
          const a = handoverSettlement(lines, [x, y, z], r);
          expect(a.totalOre).toBeLessThanOrEqual(r.totalOre);
          expect(a.totalOre).toBeGreaterThanOrEqual(0);
          expect(a.totalOre + a.releasedOre).toBe(r.totalOre);
          const taken = a.lines.reduce((s, l) => s + l.taken.discountOre, 0);
          const left = a.lines.reduce((s, l) => s + l.left.discountOre, 0);
          expect(taken).toBe(a.discountOre);
          expect(left).toBe(a.leftDiscountOre);
          expect(taken + left).toBe(3_333);
          const takenNet = a.lines.reduce((s, l) => s + l.taken.netOre, 0);
          expect(takenNet + a.shippingOre).toBe(a.totalOre);
          for (const l of a.lines) {
            expect(l.taken.discountOre).toBeGreaterThanOrEqual(0);
            expect(l.left.discountOre).toBeGreaterThanOrEqual(0);
            expect(l.taken.discountOre).toBeLessThanOrEqual(l.taken.goodsOre);
            expect(l.left.discountOre).toBeLessThanOrEqual(l.left.goodsOre);
          }
        }
  });

  it("splits a line whose units were partly taken, the units' shares adding up to the line's", () => {
    const r = orderTotals(lines, { fixed: true, amount: 10_000 }, 0);
    const a = handoverSettlement(lines, [0, 1, 0], r);
    // taken: 10 000 × 19 900 / 99 600 = 1 997.99 → 1 998. Left: 8 002 over 49 900, 19 900 and 9 900
    // (79 700), the rounding carried: 5 010.03 → 5 010; 7 008.03 → 7 008, so 1 998; 8 002, so 994.
    expect(a.lines[1]?.taken).toEqual({ count: 1, goodsOre: 19_900, discountOre: 1_998, netOre: 17_902 });
    expect(a.lines.map((l) => l.left.discountOre)).toEqual([5_010, 1_998, 994]);
    expect(a.lines.map((l) => l.left.count)).toEqual([1, 1, 1]);
  });

  it("never discounts taken goods below their deposits; the rest of the discount stays with the goods left", () => {
    const withPant = [
      { count: 1, unitPriceOre: 1_000, pantOre: 900 },
      { count: 1, unitPriceOre: 10_000, pantOre: 0 },
    ];
    // the discount 5 000 would give the first line 455 øre, but only 100 øre is above its deposit
    const a = handoverSettlement(withPant, [1, 0], { discountOre: 5_000, shippingOre: 0, totalOre: 6_000 });
    expect(a.discountOre).toBe(100);
    expect(a.leftDiscountOre).toBe(4_900);
    expect(a.totalOre).toBe(900);
  });

  it("charges the delivery fee only when something is taken", () => {
    const r = orderTotals(lines, null, 9_900);
    expect(handoverSettlement(lines, [0, 1, 0], r).shippingOre).toBe(9_900);
    expect(handoverSettlement(lines, [0, 0, 0], r)).toMatchObject({ totalOre: 0, releasedOre: r.totalOre });
  });
});

describe("handover view: the parts named, in kroner", () => {
  it("issue 29: the jacket taken, the wool left, each with its share of the verdikode", () => {
    const settled = handoverSettlement(jacketAndWool, [1, 0], jacketAndWoolReserved);
    expect(handoverView(jacketAndWool, settled, jacketAndWoolReserved)).toEqual({
      taken: [
        { ean: "7000000000011", name: "Jakke", count: 1, unitPrice: 2899, goods: 2899, discount: 77.33, net: 2821.67 },
      ],
      left: [
        {
          ean: "7000000000028",
          name: "Ullundertøy",
          count: 1,
          unitPrice: 850,
          goods: 850,
          discount: 22.67,
          net: 827.33,
        },
      ],
      discount: 100,
      takenDiscount: 77.33,
      leftDiscount: 22.67,
      shipping: 0,
      reserved: 3649,
      captured: 2821.67,
      released: 827.33,
      paymentMethod: "card",
    });
  });

  it("a line partly taken shows in both parts", () => {
    const socks = [{ ean: "1", name: "Sokker", count: 3, unitPriceOre: 10_000, pantOre: 0 }];
    const reserved = { discountOre: 0, shippingOre: 0, totalOre: 30_000, paymentMethod: "invoice" };
    const view = handoverView(socks, handoverSettlement(socks, [2], reserved), reserved);
    expect(view?.taken.map((p) => [p.name, p.count, p.goods])).toEqual([["Sokker", 2, 200]]);
    expect(view?.left.map((p) => [p.name, p.count, p.goods])).toEqual([["Sokker", 1, 100]]);
    expect(view).toMatchObject({ captured: 200, released: 100 });
  });

  it("is null when everything was taken: a whole handover shows as before", () => {
    const all = handoverSettlement(jacketAndWool, [1, 1], jacketAndWoolReserved);
    expect(handoverView(jacketAndWool, all, jacketAndWoolReserved)).toBeNull();
  });
});

describe("handover words", () => {
  it("names the captured amount by how it was paid", () => {
    expect(capturedLabel("card")).toBe("Trukket fra kortet");
    expect(capturedLabel("invoice")).toBe("Fakturert via Klarna");
  });

  it("tells the verdikode's split in nb-NO kroner", () => {
    expect(discountSplitText({ takenDiscount: 77.33, leftDiscount: 22.67 })).toBe(
      "77,33 kr på varene som ble hentet, 22,67 kr på varene som ble lagt tilbake",
    );
    expect(discountSplitText({ takenDiscount: 1077.3, leftDiscount: 0 })).toBe(
      `1${NBSP}077,30 kr på varene som ble hentet, 0,00 kr på varene som ble lagt tilbake`,
    );
  });

  it("gives a part's amount with its share of the verdikode, or the goods alone without one", () => {
    expect(partAmountText({ goods: 2899, discount: 77.33, net: 2821.67 })).toBe(
      `2${NBSP}899,00 kr − verdikode 77,33 kr = 2${NBSP}821,67 kr`,
    );
    expect(partAmountText({ goods: 850, discount: 0, net: 850 })).toBe("850,00 kr");
  });

  it("marks a line taken, left, or split", () => {
    expect(lineHandoverText(1, 0)).toBe("Hentet");
    expect(lineHandoverText(0, 1)).toBe("Ikke hentet – lagt tilbake på lager");
    expect(lineHandoverText(1, 1)).toBe("1 hentet, 1 ikke hentet – lagt tilbake på lager");
  });
});
