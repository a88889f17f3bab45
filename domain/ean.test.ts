import { describe, expect, it } from "vitest";
import { isValidEan } from "./ean.ts";

describe("an EAN", () => {
  it("is 8 or 13 digits whose last is the check digit", () => {
    expect(isValidEan("4006381333931")).toBe(true);
    expect(isValidEan("96385074")).toBe(true);
    expect(isValidEan("7038010055720")).toBe(true);
  });

  it("is refused with a wrong check digit, another length or other characters", () => {
    expect(isValidEan("4006381333932")).toBe(false);
    expect(isValidEan("96385075")).toBe(false);
    expect(isValidEan("400638133393")).toBe(false);
    expect(isValidEan("40063813339310")).toBe(false);
    expect(isValidEan("4006381-33393")).toBe(false);
    expect(isValidEan("")).toBe(false);
  });
});
