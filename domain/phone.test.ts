import { describe, expect, it } from "vitest";
import { isNorwegianPhone, normalisePhone } from "./phone.ts";

describe("the spec's phone rule (section 5)", () => {
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

  it("refuses other first digits, other lengths, two spaces and other prefixes", () => {
    for (const bad of ["81234567", "9123456", "912345678", "+47  91234567", "+46 91234567", "9123 4567", ""]) {
      expect(isNorwegianPhone(bad), bad).toBe(false);
      expect(normalisePhone(bad), bad).toBeNull();
    }
  });
});
