import { describe, expect, it } from "vitest";
import {
  addLine,
  applyDiscount,
  type CartLine,
  cartTotals,
  clearCart,
  DISCOUNT_ALREADY_ACTIVE,
  decrement,
  emptyCart,
  increment,
  LIMIT_REACHED,
  NO_MORE_STOCK,
  removeAt,
  removeDiscount,
} from "./cart-rules.ts";

function line(ean: string, over: Partial<CartLine> = {}): Omit<CartLine, "count"> {
  return {
    id: Number(ean.slice(-3)),
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
    articleId: 1,
    webPurchaseLimit: 3,
    onlyCC: false,
    ...over,
  };
}

describe("cart rules (spec section 4)", () => {
  it("adds a new EAN with count 1 and an existing one by incrementing", () => {
    let { state } = addLine(emptyCart(), line("001"));
    expect(state.orders).toHaveLength(1);
    expect(state.orders[0].count).toBe(1);
    ({ state } = addLine(state, line("001")));
    expect(state.orders).toHaveLength(1);
    expect(state.orders[0].count).toBe(2);
    ({ state } = addLine(state, line("002", { price: 50 })));
    expect(state.orders.map((l) => l.count)).toEqual([2, 1]);
    expect(state.count).toBe(3);
    expect(state.total).toBe(250);
  });

  it("refuses an increment at the web purchase limit", () => {
    let { state } = addLine(emptyCart(), line("001", { webPurchaseLimit: 2 }));
    ({ state } = increment(state, 0));
    const result = increment(state, 0);
    expect(result.refused).toBe(LIMIT_REACHED);
    expect(result.state.orders[0].count).toBe(2);
  });

  it("refuses an increment when count + 1 would exceed the first shop's quantity", () => {
    const shops = [
      { id: 1, qty: 2 },
      { id: 55, qty: 50 },
    ];
    let { state } = addLine(emptyCart(), line("001", { variant: { id: 1, shops }, webPurchaseLimit: 10 }));
    ({ state } = increment(state, 0));
    expect(state.orders[0].count).toBe(2);
    const result = addLine(state, line("001", { variant: { id: 1, shops }, webPurchaseLimit: 10 }));
    expect(result.refused).toBe(NO_MORE_STOCK);
    expect(result.state.orders[0].count).toBe(2);
  });

  it("decrements by one and never below one", () => {
    let { state } = addLine(emptyCart(), line("001"));
    ({ state } = increment(state, 0));
    state = decrement(state, 0);
    expect(state.orders[0].count).toBe(1);
    expect(decrement(state, 0).orders[0].count).toBe(1);
    expect(state.total).toBe(100);
  });

  it("removes a line by position, subtracting its count", () => {
    let { state } = addLine(emptyCart(), line("001"));
    ({ state } = addLine(state, line("002", { price: 40 })));
    ({ state } = increment(state, 1));
    state = removeAt(state, 1);
    expect(state.orders.map((l) => l.ean)).toEqual(["001"]);
    expect(state.count).toBe(1);
    expect(state.total).toBe(100);
  });

  it("subtracts a fixed discount once", () => {
    let { state } = addLine(emptyCart(), line("001", { price: 300 }));
    ({ state } = applyDiscount(state, { id: 1, code: "VELKOMMEN100", name: "x", fixed: true, amount: 100 }));
    expect(state.total).toBe(200);
    expect(state.discount).toEqual({ activated: true, fixed: true, amount: 100, originalTotal: 300 });
    ({ state } = addLine(state, line("002", { price: 50 })));
    expect(state.total).toBe(250);
  });

  it("subtracts amount/100 of the total for a percentage code", () => {
    let { state } = addLine(emptyCart(), line("001", { price: 250 }));
    ({ state } = applyDiscount(state, { id: 2, code: "HOST20", name: "x", fixed: false, amount: 20 }));
    expect(state.total).toBe(200);
  });

  it("refuses a second discount while one is active", () => {
    let { state } = addLine(emptyCart(), line("001"));
    ({ state } = applyDiscount(state, { id: 2, code: "HOST20", name: "x", fixed: false, amount: 20 }));
    const second = applyDiscount(state, { id: 1, code: "VELKOMMEN100", name: "x", fixed: true, amount: 100 });
    expect(second.refused).toBe(DISCOUNT_ALREADY_ACTIVE);
    expect(second.state.total).toBe(80);
  });

  it("never takes the total below the sum of deposits", () => {
    let { state } = addLine(emptyCart(), line("001", { price: 40, pant: 3 }));
    ({ state } = increment(state, 0));
    ({ state } = applyDiscount(state, { id: 1, code: "VELKOMMEN100", name: "x", fixed: true, amount: 100 }));
    expect(state.total).toBe(6);
  });

  it("clears the discount when the last line goes, with total and count 0", () => {
    let { state } = addLine(emptyCart(), line("001"));
    ({ state } = applyDiscount(state, { id: 2, code: "HOST20", name: "x", fixed: false, amount: 20 }));
    state = removeAt(state, 0);
    expect(state.count).toBe(0);
    expect(state.total).toBe(0);
    expect(state.discount.activated).toBe(false);
    expect(state.activePromocode).toBeNull();
  });

  it("removing the discount resets it", () => {
    let { state } = addLine(emptyCart(), line("001"));
    ({ state } = applyDiscount(state, { id: 2, code: "HOST20", name: "x", fixed: false, amount: 20 }));
    state = removeDiscount(state);
    expect(state.total).toBe(100);
    expect(state.discount).toEqual({ activated: false, fixed: false, amount: 0, originalTotal: 0 });
  });

  it("clearing empties cart, txData, discount and orderInfo but keeps the contact details", () => {
    let { state } = addLine(emptyCart(), line("001"));
    ({ state } = applyDiscount(state, { id: 2, code: "HOST20", name: "x", fixed: false, amount: 20 }));
    state = {
      ...state,
      txData: { status: "authorized" },
      orderInfo: { id: 1 },
      client: { ...state.client, name: "Kari" },
    };
    state = clearCart(state);
    expect(state.orders).toEqual([]);
    expect(state.txData).toBeNull();
    expect(state.orderInfo).toBeNull();
    expect(state.discount.activated).toBe(false);
    expect(state.count).toBe(0);
    expect(state.client.name).toBe("Kari");
  });
});

// Issue 11: the cart works its sums out by the checkout's rule (domain/order-total.ts), so the total it
// shows is, to the øre, the one Klarna is asked for.
describe("cart sums by the checkout's rule", () => {
  const host20 = { id: 2, code: "HOST20", name: "Høstsalg – 20 %", fixed: false, amount: 20 };

  it("1 899 kr less 20 % is 1 519,20 kr; the discount 379,80 kr is exact", () => {
    let { state } = addLine(emptyCart(), line("001", { price: 1899 }));
    ({ state } = applyDiscount(state, host20));
    expect(state.total).toBe(1519.2);
    expect(state.discount.originalTotal).toBe(1899);
    expect(cartTotals(state)).toMatchObject({ goodsOre: 189_900, discountOre: 37_980, totalOre: 151_920 });
  });

  it("rounds a half øre of discount as the server does: 12,5 % of 1,00 kr leaves 0,87 kr", () => {
    let { state } = addLine(emptyCart(), line("001", { price: 1 }));
    ({ state } = applyDiscount(state, { ...host20, amount: 12.5 }));
    expect(state.total).toBe(0.87);
  });

  it("takes a 100 % code down to the deposits, and adds the delivery fee to what is to pay", () => {
    let { state } = addLine(emptyCart(), line("001", { price: 29, pant: 3 }));
    ({ state } = increment(state, 0));
    ({ state } = applyDiscount(state, { ...host20, amount: 100 }));
    expect(state.total).toBe(6);
    state = { ...state, shipping: 99 };
    expect(cartTotals(state)).toMatchObject({ discountOre: 5_200, shippingOre: 9_900, totalOre: 10_500 });
    expect(state.total).toBe(6);
  });
});
