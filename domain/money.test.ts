import { describe, expect, it } from "vitest";
import { formatCount, formatMoney, formatPrice, kronerToOre, oreToKroner, roundToKroner } from "./money.ts";

const NBSP = "\u00a0";

describe("formatMoney", () => {
  it("shows exactly two decimals with a comma", () => {
    expect(formatMoney(0)).toBe("0,00");
    expect(formatMoney(5)).toBe("5,00");
    expect(formatMoney(12.5)).toBe("12,50");
  });

  it("groups thousands with a no-break space", () => {
    expect(formatMoney(1299)).toBe(`1${NBSP}299,00`);
    expect(formatMoney(1234567)).toBe(`1${NBSP}234${NBSP}567,00`);
  });

  it("rounds to two decimals", () => {
    expect(formatMoney(99.999)).toBe("100,00");
    expect(formatMoney(0.125)).toBe("0,13");
  });

  it("uses the Norwegian minus sign for negative amounts", () => {
    expect(formatMoney(-50)).toBe("\u221250,00");
  });
});

describe("formatPrice", () => {
  it("appends the currency after the amount", () => {
    expect(formatPrice(1299)).toBe(`1${NBSP}299,00 kr`);
    expect(formatPrice(49)).toBe("49,00 kr");
  });
});

describe("formatCount", () => {
  it("groups thousands without decimals", () => {
    expect(formatCount(7)).toBe("7");
    expect(formatCount(1234)).toBe(`1${NBSP}234`);
  });
});

describe("roundToKroner and oreToKroner", () => {
  it("rounds half away from zero", () => {
    expect(roundToKroner(12_350)).toBe(124);
    expect(roundToKroner(12_349)).toBe(123);
    expect(roundToKroner(-150)).toBe(-2);
  });

  it("keeps the øre as decimals", () => {
    expect(oreToKroner(12_345)).toBe(123.45);
    expect(oreToKroner(151_920)).toBe(1519.2);
  });

  it("turns the API's kroner back into øre without a float tail", () => {
    expect(kronerToOre(1519.2)).toBe(151_920);
    expect(kronerToOre(1.1)).toBe(110);
    expect(kronerToOre(0.07)).toBe(7);
    expect(kronerToOre(0.29)).toBe(29);
    expect(kronerToOre(-379.8)).toBe(-37_980);
  });
});
