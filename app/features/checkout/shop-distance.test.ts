import { describe, expect, it } from "vitest";
import { inStock, shopsByDistance } from "./shop-distance.ts";

const shop = (id: number, latitude: number, longitude: number) => ({
  id,
  name: `Butikk ${id}`,
  address: "Gata 1",
  postPlace: "Sted",
  coords: { latitude, longitude },
});

describe("pickup shops by distance", () => {
  it("sorts shops nearest first, those without a route last", () => {
    const sorted = shopsByDistance([shop(1, 0, 0), shop(2, 0, 0), shop(3, 0, 0)], [0, 5000, null, 1200]);
    expect(sorted.map((s) => [s.id, s.distance])).toEqual([
      [3, 1200],
      [1, 5000],
      [2, null],
    ]);
  });

  it("tells whether a shop holds a line's whole count", () => {
    const line = {
      ean: "1",
      name: "x",
      count: 2,
      price: 1,
      onlyCC: false,
      shops: [
        { id: 5, qty: 2 },
        { id: 6, qty: 1 },
      ],
    };
    expect(inStock(line, 5)).toBe(true);
    expect(inStock(line, 6)).toBe(false);
    expect(inStock(line, 7)).toBe(false);
  });
});
