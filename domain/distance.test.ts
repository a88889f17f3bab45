import { describe, expect, it } from "vitest";
import { formatKm } from "./distance.ts";

describe("formatKm", () => {
  it("shows kilometres with one decimal and a decimal comma", () => {
    expect(formatKm(12_345)).toBe("12,3 km");
    expect(formatKm(0)).toBe("0,0 km");
    // nb-NO groups thousands with a non-breaking space.
    expect(formatKm(1_234_560)).toBe("1\u00a0234,6 km");
  });
});
