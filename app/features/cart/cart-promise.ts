// The pickup promise in the cart (decision 031): for my shop, or else the shop that can have the
// whole cart ready soonest. Asked of the server while the cart is shown, since a stored text would
// go stale overnight and only the server knows the safety buffers.
import { OUT_OF_STOCK_TEXT } from "../../../domain/pickup-promise.ts";

export interface ShopCartPromise {
  shopId: number;
  name: string;
  slug: string;
  kind: "today" | "tomorrow" | "later" | "none";
  text: string;
  readyBy: string | null;
}

export const NO_SHOP_HAS_ALL = "Ingen butikk har alle varene på lager";

/** What the server is asked: one line per variant, the counts added up. */
export function promiseLines(orders: { variant: { id: number }; count: number }[]) {
  const counts = new Map<number, number>();
  for (const o of orders) if (o.count > 0) counts.set(o.variant.id, (counts.get(o.variant.id) ?? 0) + o.count);
  return [...counts].map(([variantId, quantity]) => ({ variantId, quantity }));
}

/**
 * "Klar til henting i dag innen 16:00 i Oslo City" for my shop (or "Ikke på lager i Oslo City"),
 * else for the soonest shop (the server sends them soonest first). Null when my shop is not one of
 * the answer's shops and no shop is named.
 */
export function cartPromiseText(
  promises: ShopCartPromise[],
  myShopId: number | null,
): { text: string; kind: ShopCartPromise["kind"] } {
  const mine = promises.find((p) => p.shopId === myShopId);
  const shown = mine ?? promises.find((p) => p.kind !== "none");
  if (!shown) return { text: NO_SHOP_HAS_ALL, kind: "none" };
  const what = shown.kind === "none" ? OUT_OF_STOCK_TEXT : shown.text;
  return { text: `${what} i ${shown.name}`, kind: shown.kind };
}
