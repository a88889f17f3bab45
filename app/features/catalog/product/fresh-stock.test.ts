import { describe, expect, it } from "vitest";
import type { ShopStockView } from "../product-view.ts";
import { withFreshStock } from "./fresh-stock.ts";

const rows: ShopStockView[] = [
  { shopId: 1, shopName: "Bergen", qty: 3, promise: "Klar til henting i dag innen 16:00" },
  { shopId: 2, shopName: "Oslo City", qty: 1, promise: "Klar til henting i morgen" },
];

describe("the product page's stock table with the fresh stock", () => {
  it("drops a shop whose last unit another payment holds, and shows what the others have left", () => {
    const fresh = new Map([[7, [{ id: 1, qty: 2 }]]]);
    expect(withFreshStock(rows, 7, fresh)).toEqual([{ ...rows[0], qty: 2 }]);
  });

  it("keeps the rendered rows until the fresh answer is there, or when it does not name the variant", () => {
    expect(withFreshStock(rows, 7, null)).toBe(rows);
    expect(withFreshStock(rows, 8, new Map([[7, []]]))).toBe(rows);
    expect(withFreshStock(rows, null, new Map([[7, []]]))).toBe(rows);
  });

  it("never adds a shop the page did not list (an inactive shop has no name to show)", () => {
    const fresh = new Map([[7, [{ id: 9, qty: 5 }]]]);
    expect(withFreshStock(rows, 7, fresh)).toEqual([]);
  });
});
