import { describe, expect, it } from "vitest";
import { DEMO_EAN_PREFIX, demoEan, ean13CheckDigit, isValidEan13 } from "./ean.ts";

describe("EAN-13", () => {
  it("computes the GS1 check digit of known barcodes", () => {
    expect(ean13CheckDigit("400638133393")).toBe(1);
    expect(ean13CheckDigit("590123412345")).toBe(7);
    expect(ean13CheckDigit("700000000000")).toBe(3);
    expect(isValidEan13("4006381333931")).toBe(true);
    expect(isValidEan13("5901234123457")).toBe(true);
  });

  it("rejects a wrong check digit, a wrong length and non-digits", () => {
    expect(isValidEan13("4006381333932")).toBe(false);
    expect(isValidEan13("400638133393")).toBe(false);
    expect(isValidEan13("40063813339311")).toBe(false);
    expect(isValidEan13("40063813339a1")).toBe(false);
    expect(isValidEan13("")).toBe(false);
  });

  it("detects every single-digit error of a demo code", () => {
    const code = demoEan(123456);
    for (let i = 0; i < 13; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === code[i]) continue;
        expect(isValidEan13(code.slice(0, i) + d + code.slice(i + 1))).toBe(false);
      }
    }
  });

  it("gives the variants of a 100,000-article catalogue (about 460,000) valid, unique codes with the Norwegian prefix", () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 500_000; id++) {
      const code = demoEan(id);
      if (!code.startsWith(DEMO_EAN_PREFIX) || !isValidEan13(code)) throw new Error(`bad EAN ${code}`);
      seen.add(code);
    }
    expect(seen.size).toBe(500_000);
  });

  it("refuses sequences that do not fit in 10 digits", () => {
    expect(() => demoEan(-1)).toThrow();
    expect(() => demoEan(1e10)).toThrow();
    expect(() => demoEan(1.5)).toThrow();
  });
});
