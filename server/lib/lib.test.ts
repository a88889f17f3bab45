import { describe, expect, it } from "vitest";
import { oreToKroner, roundToKroner } from "../../domain/money.ts";
import { Lru } from "./lru.ts";

describe("roundToKroner", () => {
  it("rounds half away from zero to whole kroner", () => {
    expect(roundToKroner(49_950)).toBe(500);
    expect(roundToKroner(49_949)).toBe(499);
    expect(roundToKroner(129_900)).toBe(1299);
    expect(roundToKroner(250)).toBe(3);
    expect(roundToKroner(249)).toBe(2);
    expect(roundToKroner(0)).toBe(0);
    expect(roundToKroner(-150)).toBe(-2);
  });

  it("keeps øre exact when not rounding", () => {
    expect(oreToKroner(49_950)).toBe(499.5);
  });
});

describe("Lru", () => {
  it("evicts the least recently used entries beyond its weight", () => {
    const lru = new Lru<string>(10, (v) => v.length);
    lru.set("a", "aaaa");
    lru.set("b", "bbbb");
    lru.get("a");
    lru.set("c", "cccc");
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe("aaaa");
    expect(lru.weight).toBe(8);
    lru.set("huge", "x".repeat(11));
    expect(lru.get("huge")).toBeUndefined();
    lru.set("a", "a");
    expect(lru.weight).toBe(5);
  });

  it("evicts the least recently used entry", () => {
    const lru = new Lru<number>(2);
    lru.set("a", 1);
    lru.set("b", 2);
    expect(lru.get("a")).toBe(1);
    lru.set("c", 3);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe(1);
    expect(lru.get("c")).toBe(3);
    expect(lru.size).toBe(2);
    lru.clear();
    expect(lru.size).toBe(0);
  });
});
