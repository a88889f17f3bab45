// The checkout's re-check before payment (issue 12, item 3): when the shopper presses pay, the order is
// held against the stock a hold could take now, in the shop the order would be held in (the chosen
// pickup shop, or the delivery shop the checkout would pick), and each line that would not be held in
// full comes back with what is left and a Norwegian text. Nothing is held or written: the hold itself
// (create-reservation.ts) stays the judge, this only keeps a shopper from paying for what is gone.
import { InvalidInput } from "../../lib/errors.ts";
import { deliveryShopFor } from "./delivery-shop.ts";
import type { ReservationServiceDeps } from "./deps.ts";
import { NOT_PURCHASABLE, SHOP_NOT_FOUND } from "./messages.ts";
import type { StockCheckRequest } from "./schemas.ts";

export interface ShortLine {
  EanNo: string;
  name: string;
  /** The count asked for. */
  wanted: number;
  /** What a hold would get now (0 when none). */
  available: number;
  message: string;
}

/** 'Ikke på lager i Oslo City' / 'Bare 2 igjen i Oslo City'; for a delivery 'for levering'. */
export function shortText(available: number, where: string): string {
  return available === 0 ? `Ikke på lager ${where}` : `Bare ${available} igjen ${where}`;
}

export function createStockCheck(deps: ReservationServiceDeps) {
  return async function check(input: StockCheckRequest) {
    const now = deps.clock();
    const wantedByEan = new Map<string, number>();
    for (const item of input.order) wantedByEan.set(item.EanNo, (wantedByEan.get(item.EanNo) ?? 0) + item.Count);
    const [shopNames, terms, priced] = await Promise.all([
      deps.shops.activeShopNames(),
      deps.shops.pickupTerms(now),
      deps.purchasePrices.variantsForPurchase([...wantedByEan.keys()]),
    ]);
    const shop = input.delivery
      ? await deliveryShopFor(deps, priced, shopNames, terms)
      : input.shop && shopNames.has(input.shop)
        ? { id: input.shop, name: shopNames.get(input.shop) as string }
        : null;
    if (!input.delivery && shop === null) throw new InvalidInput(SHOP_NOT_FOUND, { shop: [SHOP_NOT_FOUND] });
    const where = input.delivery || !shop ? "for levering" : `i ${shop.name}`;

    const buffers = new Map([...terms].map(([id, t]) => [id, t.webSafetyBuffer]));
    const variantIds = [...priced.values()].map((v) => v.variantId);
    const stock = shop ? await deps.stock.online(deps.database.db, variantIds, buffers) : new Map();
    const short: ShortLine[] = [];
    for (const [ean, wanted] of wantedByEan) {
      const v = priced.get(ean);
      const name = v?.name ?? ean;
      if (!v?.purchasable) short.push({ EanNo: ean, name, wanted, available: 0, message: NOT_PURCHASABLE });
      // A click-and-collect-only line is not sent: the form says so before pay, and the order-failure
      // modal lists it after (spec section 8); it is no stock that went missing.
      else if (input.delivery && v.onlyCC) continue;
      else {
        const inShop = (stock.get(v.variantId) ?? []).find((s: { id: number }) => s.id === shop?.id)?.qty ?? 0;
        // Spec section 5: a hold takes at most the purchase limit.
        const available = Math.min(inShop, v.webPurchaseLimit);
        if (available < wanted)
          short.push({ EanNo: ean, name, wanted, available, message: shortText(available, where) });
      }
    }
    return { shopID: shop?.id ?? null, shopName: shop?.name ?? null, short };
  };
}
