import { describe, expect, it } from "vitest";
import { myShopFirst } from "./my-shop-stock.ts";

const stock = [
  { shopId: 12, shopName: "Geilo", qty: 3, promise: "Klar til henting i morgen" },
  { shopId: 55, shopName: "Oslo City", qty: 5, promise: "Klar til henting i dag innen 16:00" },
];
const CITY = { id: 55, name: "Oslo City", slug: "oslo-city" };

describe("the stock table with my shop", () => {
  it("changes nothing without a chosen shop", () => {
    const shown = myShopFirst(stock, null);
    expect(shown.rows.map((r) => [r.shopId, r.mine])).toEqual([
      [12, false],
      [55, false],
    ]);
    expect(shown.promise).toBeNull();
  });

  it("lists my shop first, marked, with its promise for the buy button", () => {
    const shown = myShopFirst(stock, CITY);
    expect(shown.rows.map((r) => [r.shopId, r.mine])).toEqual([
      [55, true],
      [12, false],
    ]);
    expect(shown.promise).toBe("Klar til henting i dag innen 16:00 i Oslo City");
  });

  it("lists my shop out of stock when it does not hold the variant", () => {
    const shown = myShopFirst(stock, { id: 9, name: "Voss", slug: "voss" });
    expect(shown.rows[0]).toEqual({ shopId: 9, shopName: "Voss", qty: 0, promise: "Ikke på lager", mine: true });
    expect(shown.rows).toHaveLength(3);
    expect(shown.promise).toBe("Ikke på lager i Voss");
  });
});
