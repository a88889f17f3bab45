import { describe, expect, it } from "vitest";
import { isNorwegianPhone, normalisePhone } from "./phone.ts";

describe("the spec's phone rule (section 5), after the Norwegian way of writing is normalised", () => {
  it("accepts eight digits starting with 4 or 9, with +47 or 0047, one optional space and outer whitespace", () => {
    for (const ok of [
      "91234567",
      "41234567",
      "+4791234567",
      "+47 91234567",
      "004791234567",
      "0047 41234567",
      " 91234567 ",
    ]) {
      expect(isNorwegianPhone(ok), ok).toBe(true);
      expect(normalisePhone(ok), ok).toBe(ok.trim().slice(-8));
    }
  });

  it("takes out the spaces of grouped numbers, then the country prefix (issue 12)", () => {
    for (const [typed, stored] of [
      ["412 34 567", "41234567"],
      ["+47 412 34 567", "41234567"],
      ["0047 412 34 567", "41234567"],
      ["912 34 567", "91234567"],
      ["91 23 45 67", "91234567"],
      ["+47  91234567", "91234567"],
      ["9123 4567", "91234567"],
      ["+47\u00a0412\u00a034\u00a0567", "41234567"],
    ]) {
      expect(normalisePhone(typed as string), typed).toBe(stored);
      expect(isNorwegianPhone(typed as string), typed).toBe(true);
    }
  });

  it("refuses other first digits, other lengths and other prefixes", () => {
    for (const bad of ["81234567", "9123456", "912345678", "+46 91234567", "47 412 34 567", "412-34-567", "+47", ""]) {
      expect(isNorwegianPhone(bad), bad).toBe(false);
      expect(normalisePhone(bad), bad).toBeNull();
    }
  });
});
