import { describe, expect, it } from "vitest";
import { itemCount } from "./item-count.ts";

describe("itemCount", () => {
  it("uses the singular for exactly one item", () => {
    expect(itemCount(1)).toBe("1 vare");
  });

  it("uses the plural for none and for more than one", () => {
    expect(itemCount(0)).toBe("0 varer");
    expect(itemCount(2)).toBe("2 varer");
    expect(itemCount(11)).toBe("11 varer");
    expect(itemCount(21)).toBe("21 varer");
  });
});
