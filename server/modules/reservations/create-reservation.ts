// The checkout (spec section 5): price the order on the server, hold what the shop has, write the
// reservation and open the Klarna session. Each owner answers for its part: the shipping method from
// the shipping module, the shop from the shops module, prices from the catalogue, the promo code from
// its module; they are read together before anything is held.
import { NO_ADDRESSES } from "../../../domain/address.ts";
import { pickupPromise } from "../../../domain/pickup-promise.ts";
import { InvalidInput, UpstreamFailed, UpstreamTimeout } from "../../lib/errors.ts";
import type { PricedVariant } from "../catalog/purchase-prices.ts";
import type { KlarnaSession } from "../payments/klarna-client.ts";
import { isKlarnaTimeout } from "../payments/klarna-client.ts";
import { klarnaOrder } from "../payments/klarna-order.ts";
import { hashCheckoutKey } from "./checkout-key.ts";
import { deliveryShopFor } from "./delivery-shop.ts";
import type { ReservationServiceDeps } from "./deps.ts";
import {
  type FailedShop,
  KLARNA_SLOW_AT_START,
  NOT_PURCHASABLE,
  NothingReserved,
  ONLY_CC,
  OUT_OF_STOCK,
  PAYMENT_START_FAILED,
  SHIPPING_NOT_FOUND,
  SHOP_NOT_FOUND,
} from "./messages.ts";
import { type HeldLine, totals } from "./pricing.ts";
import { newReceiptToken } from "./receipt-token.ts";
import type { ReservationRequest } from "./schemas.ts";
import type { ReservationSteps } from "./steps.ts";
import { toReservationView } from "./views.ts";

export const HOLD_MINUTES = 30;

export function createReservationFlow(deps: ReservationServiceDeps, steps: ReservationSteps) {
  const { database, clock } = deps;

  /** `checkoutKey` is the starting browser's (checkout-key.ts); only its hash is kept. */
  return async function create(input: ReservationRequest, customerId: number | null, checkoutKey: string | null) {
    const now = clock();
    const info = input.orderInfo;
    // One line per EAN, whatever the client sent.
    const wantedByEan = new Map<string, number>();
    for (const item of input.order) wantedByEan.set(item.EanNo, (wantedByEan.get(item.EanNo) ?? 0) + item.Count);

    const [method, shopNames, terms, priced, promo] = await Promise.all([
      deps.shipping.byId(info.shipping_method_id),
      deps.shops.activeShopNames(),
      deps.shops.pickupTerms(now),
      deps.purchasePrices.variantsForPurchase([...wantedByEan.keys()]),
      input.promocodeId ? deps.promocodes.usable(input.promocodeId, customerId) : null,
    ]);
    if (!method) throw new InvalidInput(SHIPPING_NOT_FOUND, { "orderInfo.shipping_method_id": [SHIPPING_NOT_FOUND] });
    const delivery = method.type === "delivery";
    if (delivery !== info.Delivery)
      throw new InvalidInput(SHIPPING_NOT_FOUND, { "orderInfo.Delivery": [SHIPPING_NOT_FOUND] });

    // A delivery address is its 'street housenumber' form (checked by the schema), a postcode that
    // exists and, with a geocoder, an address the map data knows there (spec section 8, Address).
    if (delivery && !(await deps.shops.postcode(info.PostalCode ?? ""))) {
      throw new InvalidInput(NO_ADDRESSES, { "orderInfo.PostalCode": [NO_ADDRESSES] });
    }
    if (delivery) {
      const checked = await deps.addresses.check(info.Address ?? "", info.PostalCode ?? "");
      if (checked.status === "refused")
        throw new InvalidInput(checked.message, { "orderInfo.Address": [checked.message] });
    }

    const pickupName = input.shop ? shopNames.get(input.shop) : undefined;
    const shop = delivery
      ? await deliveryShopFor(deps, priced, shopNames, terms)
      : pickupName === undefined
        ? null
        : { id: input.shop as number, name: pickupName };
    if (!delivery && shop === null) throw new InvalidInput(SHOP_NOT_FOUND, { shop: [SHOP_NOT_FOUND] });
    const failedShop = (items: FailedShop["items"]): FailedShop[] =>
      items.length
        ? [{ status: 409, message: OUT_OF_STOCK, ShopID: shop?.id ?? 0, shopName: shop?.name ?? "", items }]
        : [];
    if (shop === null) {
      // No shop holds any of it: nothing can be delivered.
      const items = [...wantedByEan.keys()].map((ean) => ({
        EanNo: ean,
        name: priced.get(ean)?.name ?? ean,
        message: OUT_OF_STOCK,
      }));
      throw new NothingReserved(failedShop(items));
    }

    const failedItems: FailedShop["items"] = [];
    const holdable: PricedVariant[] = [];
    for (const ean of wantedByEan.keys()) {
      const v = priced.get(ean);
      if (!v?.purchasable) failedItems.push({ EanNo: ean, name: v?.name ?? ean, message: NOT_PURCHASABLE });
      else if (delivery && v.onlyCC) failedItems.push({ EanNo: ean, name: v.name, message: ONLY_CC });
      else holdable.push(v);
    }

    // The promise is the server's, with its own clock, for the units just held (decision 030).
    const shopTerms = terms.get(shop.id);
    const promise =
      delivery || !shopTerms
        ? null
        : pickupPromise({
            available: 1,
            ranges: shopTerms.ranges,
            special: shopTerms.special,
            preparationMinutes: shopTerms.preparationMinutes,
            now,
          });

    // Given once, to this browser (decision 034); the reservation keeps only the hash.
    const receipt = newReceiptToken();

    // Spec section 5: the final count is the minimum of the limit and the stock.
    const wanted = holdable.map((v) => ({
      variantId: v.variantId,
      wanted: Math.min(wantedByEan.get(v.ean) ?? 0, v.webPurchaseLimit),
    }));
    const safetyBuffer = shopTerms?.webSafetyBuffer ?? 0;
    const heldLine = (v: PricedVariant, count: number): HeldLine => ({
      variantId: v.variantId,
      articleId: v.articleId,
      ean: v.ean,
      name: v.name,
      count,
      unitPriceOre: v.priceOre,
      pantOre: v.pantOre,
      campaignLineId: v.campaignLineId,
    });
    const draft = (held: HeldLine[], sum: ReturnType<typeof totals>) => ({
      shopId: shop.id,
      customerId,
      name: info.CustomerName,
      email: info.Email,
      phone: info.Phone.trim(),
      delivery,
      shippingMethodId: method.id,
      address: info.Address ?? null,
      city: info.City ?? null,
      zipcode: info.PostalCode ?? null,
      totalOre: sum.totalOre,
      discountOre: sum.discountOre,
      shippingOre: sum.shippingOre,
      promoCodeId: promo?.id ?? null,
      paymentMethod: input.payment,
      holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
      checkoutKeyHash: checkoutKey ? hashCheckoutKey(checkoutKey) : null,
      receiptTokenHash: receipt.hash,
      pickupReadyBy: promise?.readyBy ?? null,
      pickupPromise: promise?.text ?? null,
      lines: held,
    });

    // Steps 1 and 2. Mostly every line can be held in full: then one statement holds and writes
    // (decision 051), priced as asked for. Otherwise nothing was taken, and the lines are held one by
    // one in a transaction with what there is: throwing rolls it back, so the holds undo themselves.
    let made: { id: number; held: HeldLine[]; sum: ReturnType<typeof totals> } | null = null;
    if (wanted.length > 0 && wanted.every((w) => w.wanted > 0)) {
      const held = holdable.map((v, i) => heldLine(v, wanted[i].wanted));
      const sum = totals(held, promo, method.priceOre);
      const id = await steps.reservation.holdInFullAndCreate(shop.id, wanted, safetyBuffer, draft(held, sum));
      if (id !== null) made = { id, held, sum };
    }
    made ??= await database.transaction(async (tx) => {
      const got = await steps.stock.hold(tx, shop.id, wanted, safetyBuffer);
      const held: HeldLine[] = [];
      for (const v of holdable) {
        const count = got.get(v.variantId) ?? 0;
        if (count === 0) failedItems.push({ EanNo: v.ean, name: v.name, message: OUT_OF_STOCK });
        else held.push(heldLine(v, count));
      }
      if (held.length === 0) throw new NothingReserved(failedShop(failedItems));
      const sum = totals(held, promo, method.priceOre);
      const id = await steps.reservation.create(tx, draft(held, sum));
      return { id, held, sum };
    });

    // Step 3; when Klarna cannot open a session, steps 2 and 1 are undone.
    let started: { session: KlarnaSession; row: Parameters<typeof toReservationView>[0] };
    try {
      started = await steps.payment.start(made.id, klarnaOrder(made.sum.klarnaLines, String(made.id)));
    } catch (error) {
      // The stock goes back at once: a session Klarna opened after all holds no money (decision 072).
      await steps.abandon(made.id, "system", String(error), "session_failed");
      if (isKlarnaTimeout(error)) throw new UpstreamTimeout(KLARNA_SLOW_AT_START);
      throw new UpstreamFailed(PAYMENT_START_FAILED);
    }
    const { session, row } = started;
    return {
      reservation: toReservationView(row, made.held),
      receiptToken: receipt.token,
      klarna: {
        session_id: session.session_id,
        client_token: session.client_token,
        payment_method_category: input.payment === "invoice" ? ("pay_later" as const) : ("pay_now" as const),
        payment_method_categories: session.payment_method_categories,
      },
      failed: failedShop(failedItems),
    };
  };
}
