import { describe, expect, it } from "vitest";
import { roundToKroner } from "./money.ts";
import { isRunning, nextPriceChange, sellingPrice } from "./selling-price.ts";

const START = "2026-06-01T00:00:00.000Z";
const END = "2026-06-30T23:59:59.000Z";
const line = (priceOre: number, startsAt = START, endsAt = END) => ({ priceOre, startsAt, endsAt });
const at = (iso: string) => new Date(iso);

describe("sellingPrice", () => {
  it("is the suggested price, rounded to whole kroner, without a campaign", () => {
    expect(sellingPrice({ suggestedOre: 19_950, pantOre: 0, campaigns: [] }, at(START))).toEqual({
      price: 200,
      beforePrice: null,
      pant: 0,
      campaign: null,
    });
  });

  it("takes the lowest running campaign price below the suggested price", () => {
    const cheap = line(7_940);
    const result = sellingPrice({ suggestedOre: 12_990, pantOre: 0, campaigns: [line(9_990), cheap] }, at(START));
    expect(result).toEqual({ price: 79, beforePrice: 130, pant: 0, campaign: cheap });
  });

  it("ignores a campaign price above or equal to the suggested price", () => {
    const result = sellingPrice({ suggestedOre: 12_990, pantOre: 0, campaigns: [line(12_990), line(14_990)] }, at(END));
    expect(result.price).toBe(130);
    expect(result.campaign).toBeNull();
  });

  it("counts a campaign from its start to its end, both included, and not a moment outside", () => {
    const input = { suggestedOre: 10_000, pantOre: 0, campaigns: [line(5_000)] };
    expect(sellingPrice(input, at("2026-05-31T23:59:59.999Z")).price).toBe(100);
    expect(sellingPrice(input, at(START)).price).toBe(50);
    expect(sellingPrice(input, at(END)).price).toBe(50);
    expect(sellingPrice(input, at("2026-06-30T23:59:59.001Z")).price).toBe(100);
  });

  it("rounds the deposit to whole kroner, half away from zero", () => {
    expect(sellingPrice({ suggestedOre: 2_000, pantOre: 250, campaigns: [] }, at(START)).pant).toBe(3);
    expect(sellingPrice({ suggestedOre: 2_000, pantOre: 249, campaigns: [] }, at(START)).pant).toBe(2);
    expect(roundToKroner(-150)).toBe(-2);
  });
});

describe("campaign periods", () => {
  it("isRunning takes Date or ISO text", () => {
    expect(isRunning({ startsAt: new Date(START), endsAt: END }, at("2026-06-15T12:00:00Z"))).toBe(true);
    expect(isRunning({ startsAt: START, endsAt: END }, at("2026-07-01T00:00:00Z"))).toBe(false);
  });

  it("nextPriceChange is the next start, or the moment after the next end", () => {
    const periods = [line(1, START, END)];
    expect(nextPriceChange(periods, at("2026-05-01T00:00:00Z"))).toBe(Date.parse(START));
    expect(nextPriceChange(periods, at("2026-06-10T00:00:00Z"))).toBe(Date.parse(END) + 1);
    expect(nextPriceChange(periods, at("2026-08-01T00:00:00Z"))).toBe(Number.POSITIVE_INFINITY);
  });
});
