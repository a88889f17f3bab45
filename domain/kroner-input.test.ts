import { describe, expect, it } from "vitest";
import { parseKroner } from "./kroner-input.ts";

describe("parseKroner", () => {
  it.each([
    ["1299", 129_900],
    ["1299,5", 129_950],
    ["1299.50", 129_950],
    ["1 299,05", 129_905],
    ["0", 0],
    ["0,01", 1],
  ])("%s kroner are %i øre", (text, ore) => {
    expect(parseKroner(text)).toBe(ore);
  });

  it.each(["", "abc", "12,345", "-5", "1,2,3", "12.", ",5", "1e3", "99999999"])("refuses %j", (text) => {
    expect(parseKroner(text)).toBeNull();
  });
});
