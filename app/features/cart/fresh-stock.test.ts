// The cart's stock follows the fresh answer, and the checkout's "reduce to what is left" (issue 12).
import { describe, expect, it } from "vitest";
import { addLine, type CartLine, emptyCart, increment, NO_MORE_STOCK, setCount } from "./cart-rules.ts";
import { withStock } from "./fresh-stock.ts";

const line = (ean: string): Omit<CartLine, "count"> => ({
  id: 1,
  ean,
  name: `Vare ${ean}`,
  gender: "Dame",
  size: "M",
  color: "Rød",
  price: 100,
  pant: 0,
  image: "/img.svg",
  canPurchase: true,
  variant: { id: 1, shops: [{ id: 55, qty: 5 }] },
  articleId: 7,
  webPurchaseLimit: 10,
  onlyCC: false,
});

describe("the cart's fresh stock", () => {
  it("replaces the stock of the lines the answer names and keeps the others", () => {
    const cart = addLine(addLine(emptyCart(), line("111")).state, line("222")).state;
    const next = withStock(cart, new Map([["111", [{ id: 55, qty: 1 }]]]));
    expect(next.orders[0]?.variant.shops).toEqual([{ id: 55, qty: 1 }]);
    expect(next.orders[1]?.variant.shops).toEqual([{ id: 55, qty: 5 }]);
    // The count limit follows it: one unit left, so a second is refused.
    expect(increment(next, 0).refused).toBe(NO_MORE_STOCK);
  });

  it("sets a line's count to what is left, and refuses nonsense", () => {
    const cart = increment(addLine(emptyCart(), line("111")).state, 0).state;
    expect(cart.count).toBe(2);
    const fewer = setCount(cart, "111", 1);
    expect(fewer.orders[0]?.count).toBe(1);
    expect(fewer.total).toBe(100);
    expect(setCount(cart, "111", 0)).toBe(cart);
    expect(setCount(cart, "999", 1)).toBe(cart);
  });
});
