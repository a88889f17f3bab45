import { describe, expect, it } from "vitest";
import { enterMax, enterMin, minimumGap, moveLowerThumb, moveUpperThumb, sliderBounds } from "./price-range.ts";

const bounds = { min: 0, max: 1000 };

describe("price slider", () => {
  it("widens the list's prices to whole steps of 10", () => {
    expect(sliderBounds({ min: 149, max: 2999 })).toEqual({ min: 140, max: 3000 });
    expect(sliderBounds({ min: 200, max: 200 })).toEqual({ min: 200, max: 210 });
  });

  it("keeps a gap of 15 % of the range between the thumbs", () => {
    expect(minimumGap(bounds)).toBe(150);
    expect(moveLowerThumb(950, { min: 0, max: 1000 }, bounds)).toEqual({ min: 850, max: 1000 });
    expect(moveUpperThumb(10, { min: 100, max: 1000 }, bounds)).toEqual({ min: 100, max: 250 });
  });

  it("moves thumbs in steps of 10 within the bounds", () => {
    expect(moveLowerThumb(234, { min: 0, max: 1000 }, bounds).min).toBe(230);
    expect(moveLowerThumb(-50, { min: 0, max: 1000 }, bounds).min).toBe(0);
    expect(moveUpperThumb(5000, { min: 0, max: 500 }, bounds).max).toBe(1000);
    expect(moveUpperThumb(777, { min: 0, max: 500 }, bounds).max).toBe(780);
  });
});

describe("price number inputs", () => {
  const current = { min: 200, max: 600 };

  it("takes a min within the lower bound and the current max", () => {
    expect(enterMin(300, current, bounds)).toEqual({ min: 300, max: 600 });
    expect(enterMin(600, current, bounds)).toEqual({ min: 600, max: 600 });
  });

  it("resets a min outside that to the lower bound", () => {
    expect(enterMin(-1, current, bounds)).toEqual({ min: 0, max: 600 });
    expect(enterMin(700, current, bounds)).toEqual({ min: 0, max: 600 });
    expect(enterMin(Number.NaN, current, bounds)).toEqual({ min: 0, max: 600 });
  });

  it("takes a max within the current min and the upper bound, else resets it to the upper bound", () => {
    expect(enterMax(500, current, bounds)).toEqual({ min: 200, max: 500 });
    expect(enterMax(100, current, bounds)).toEqual({ min: 200, max: 1000 });
    expect(enterMax(5000, current, bounds)).toEqual({ min: 200, max: 1000 });
  });
});
