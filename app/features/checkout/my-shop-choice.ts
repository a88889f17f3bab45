// The checkout proposes "my shop" (decision 031): first among the pickup shops, chosen at once when
// it holds every line, else shown first with why it is not.
import { type CheckoutLine, inStock } from "./shop-distance.ts";

export const NOT_ALL_IN_STOCK = "Ikke alle varene er på lager her";

export function takesAll(lines: CheckoutLine[], shopId: number): boolean {
  return lines.length > 0 && lines.every((l) => inStock(l, shopId));
}

/** The shops with my shop first (when it is one of them); the rest keep their order. */
export function myShopFirst<S extends { id: number }>(shops: S[], myShopId: number | null): S[] {
  const mine = shops.find((s) => s.id === myShopId);
  return mine ? [mine, ...shops.filter((s) => s !== mine)] : shops;
}

/** The shop to preselect: my shop when it can take the whole cart, else `fallback`. */
export function proposedShop(
  shops: { id: number }[],
  lines: CheckoutLine[],
  myShopId: number | null,
  fallback: number | null,
): number | null {
  return myShopId !== null && shops.some((s) => s.id === myShopId) && takesAll(lines, myShopId) ? myShopId : fallback;
}
