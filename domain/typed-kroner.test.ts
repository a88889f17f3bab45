import { describe, expect, it } from "vitest";
import { parseKroner } from "./typed-kroner.ts";

describe("kroner typed in a form", () => {
  it.each([
    ["49,50", 4950],
    ["49.5", 4950],
    ["100", 10000],
    ["1 299,00", 129900],
    ["0,05", 5],
  ])("%s is %i øre", (text, ore) => {
    expect(parseKroner(text)).toBe(ore);
  });

  it.each(["", "abc", "1,234", "-5", "12,", ",50", "1e3"])("refuses %j", (text) => {
    expect(parseKroner(text)).toBeNull();
  });
});
