import { describe, expect, it } from "vitest";
import { cartPromiseText, NO_SHOP_HAS_ALL, promiseLines, type ShopCartPromise } from "./cart-promise.ts";

const promise = (shopId: number, name: string, kind: ShopCartPromise["kind"], text: string): ShopCartPromise => ({
  shopId,
  name,
  slug: name.toLowerCase(),
  kind,
  text,
  readyBy: kind === "none" ? null : "2026-06-01T14:00:00.000Z",
});
const answer = [
  promise(12, "Geilo", "today", "Klar til henting i dag innen 16:00"),
  promise(9, "Voss", "tomorrow", "Klar til henting i morgen"),
  promise(55, "Oslo City", "none", "Ikke på lager"),
];

describe("the cart's pickup promise", () => {
  it("speaks for my shop, also when it cannot take the cart", () => {
    expect(cartPromiseText(answer, 9)).toEqual({ text: "Klar til henting i morgen i Voss", kind: "tomorrow" });
    expect(cartPromiseText(answer, 55)).toEqual({ text: "Ikke på lager i Oslo City", kind: "none" });
  });

  it("else speaks for the soonest shop", () => {
    expect(cartPromiseText(answer, null).text).toBe("Klar til henting i dag innen 16:00 i Geilo");
    expect(cartPromiseText(answer, 999).text).toBe("Klar til henting i dag innen 16:00 i Geilo");
  });

  it("says so when no shop has the whole cart", () => {
    expect(cartPromiseText([answer[2]], null)).toEqual({ text: NO_SHOP_HAS_ALL, kind: "none" });
  });

  it("asks for each variant once, with its counts added up", () => {
    const orders = [
      { variant: { id: 7 }, count: 1 },
      { variant: { id: 8 }, count: 2 },
      { variant: { id: 7 }, count: 2 },
      { variant: { id: 9 }, count: 0 },
    ];
    expect(promiseLines(orders)).toEqual([
      { variantId: 7, quantity: 3 },
      { variantId: 8, quantity: 2 },
    ]);
  });
});
