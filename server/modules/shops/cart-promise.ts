// The cart's pickup promise (issue 13, decision 031): per active shop, when the whole cart can be
// picked up there. A shop that lacks any line, counting only the units above its safety buffer,
// promises nothing ("Ikke på lager"): the cart is picked up in one place.
import {
  availableOnline,
  OUT_OF_STOCK_TEXT,
  type PickupPromiseKind,
  pickupPromise,
} from "../../../domain/pickup-promise.ts";
import { slugify } from "../../../domain/slug.ts";
import type { PickupTerms } from "./service.ts";

export interface CartLine {
  variantId: number;
  quantity: number;
}

export interface ShopCartPromise {
  shopId: number;
  name: string;
  slug: string;
  kind: PickupPromiseKind;
  text: string;
  readyBy: Date | null;
}

/**
 * Every active shop's promise for the lines, soonest first; shops that cannot take the whole cart
 * come last, by name. `shelf` is the stock on each shop's shelf, before the buffer.
 */
export function cartPickupPromises(
  lines: CartLine[],
  shelf: { variantId: number; shopId: number; qty: number }[],
  shops: { id: number; name: string; terms: PickupTerms }[],
  now: Date,
): ShopCartPromise[] {
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.variantId, (wanted.get(l.variantId) ?? 0) + l.quantity);
  const onShelf = new Map(shelf.map((s) => [`${s.shopId}:${s.variantId}`, s.qty]));
  const promises = shops.map((shop): ShopCartPromise => {
    const takesAll = [...wanted].every(
      ([variantId, quantity]) =>
        availableOnline(onShelf.get(`${shop.id}:${variantId}`) ?? 0, shop.terms.webSafetyBuffer) >= quantity,
    );
    const promise = takesAll
      ? pickupPromise({
          available: 1,
          ranges: shop.terms.ranges,
          special: shop.terms.special,
          preparationMinutes: shop.terms.preparationMinutes,
          now,
        })
      : { kind: "none" as const, readyBy: null, text: OUT_OF_STOCK_TEXT };
    return { shopId: shop.id, name: shop.name, slug: slugify(shop.name), ...promise };
  });
  return promises.sort(
    (a, b) =>
      (a.readyBy?.getTime() ?? Number.POSITIVE_INFINITY) - (b.readyBy?.getTime() ?? Number.POSITIVE_INFINITY) ||
      a.name.localeCompare(b.name, "nb"),
  );
}
