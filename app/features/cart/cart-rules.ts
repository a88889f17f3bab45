// The cart's rules, exactly as spec section 4 gives them, as pure functions over the cart state of
// spec section 3. The state keeps kroner as the API gives them (prices are whole kroner); the sums are
// worked out in øre by the shop's one rule (domain/order-total.ts), the one the checkout charges by.
import type { ClientDetails } from "../../../domain/client-details.ts";
import { kronerToOre, oreToKroner } from "../../../domain/money.ts";
import { type OrderSummary, orderSummary } from "../../../domain/order-summary.ts";
import { type OrderTotals, orderTotals } from "../../../domain/order-total.ts";

export interface CartLine {
  count: number;
  id: number;
  ean: string;
  name: string;
  gender: string;
  size: string;
  color: string;
  price: number;
  pant: number;
  image: string;
  canPurchase: boolean;
  /** The variant with its stock per shop; the first shop's qty limits the count (spec section 9). */
  variant: { id: number; shops: { id: number; qty: number }[] };
  articleId: number;
  webPurchaseLimit: number;
  onlyCC: boolean;
}

export interface Discount {
  activated: boolean;
  fixed: boolean;
  amount: number;
  originalTotal: number;
}

export interface ActivePromocode {
  id: number;
  code: string;
  name: string;
  fixed: boolean;
  amount: number;
}

export interface KlarnaOrder {
  orderId: number;
  shopId: number;
}

export interface CartState {
  orders: CartLine[];
  client: ClientDetails;
  count: number;
  total: number;
  shipping: number;
  txData: Record<string, unknown> | null;
  discount: Discount;
  klarnaOrders: KlarnaOrder[];
  orderInfo: Record<string, unknown> | null;
  activePromocode: ActivePromocode | null;
}

export const NO_DISCOUNT: Discount = { activated: false, fixed: false, amount: 0, originalTotal: 0 };
export const EMPTY_CLIENT: ClientDetails = {
  name: "",
  email: "",
  phone: "",
  delivery: false,
  address: "",
  postalCode: "",
  city: "",
};

export const LIMIT_REACHED = "Du kan ikke kjøpe flere av denne varen";
export const NO_MORE_STOCK = "Det er ikke flere på lager";
export const DISCOUNT_ALREADY_ACTIVE = "Du har allerede en aktiv verdikode";

export function emptyCart(): CartState {
  return {
    orders: [],
    client: { ...EMPTY_CLIENT },
    count: 0,
    total: 0,
    shipping: 0,
    txData: null,
    discount: { ...NO_DISCOUNT },
    klarnaOrders: [],
    orderInfo: null,
    activePromocode: null,
  };
}

/** Why one more of this line is refused, or null when it may be added. */
export function incrementRefusal(line: CartLine): string | null {
  if (line.count >= line.webPurchaseLimit) return LIMIT_REACHED;
  const firstShopQty = line.variant.shops[0]?.qty ?? 0;
  if (line.count + 1 > firstShopQty) return NO_MORE_STOCK;
  return null;
}

/**
 * The cart's sums in øre, as the checkout will charge them: goods, the verdikode's discount (never below
 * the deposits), the chosen delivery fee and what is to pay.
 */
export function cartTotals(state: Pick<CartState, "orders" | "discount" | "shipping">): OrderTotals {
  const lines = state.orders.map((l) => ({
    count: l.count,
    unitPriceOre: kronerToOre(l.price),
    pantOre: kronerToOre(l.pant),
  }));
  // The code's Amount is kroner when fixed and percent otherwise: × 100 gives the stored terms either way.
  const promo = state.discount.activated
    ? { fixed: state.discount.fixed, amount: kronerToOre(state.discount.amount) }
    : null;
  const shipping = Number.isFinite(state.shipping) ? kronerToOre(state.shipping) : 0;
  return orderTotals(lines, promo, shipping);
}

/** The name of the shipping method the checkout chose, kept beside its fee (`shipping`) in orderInfo. */
export function shippingName(state: Pick<CartState, "orderInfo">): string | null {
  const name = state.orderInfo?.shippingName;
  return typeof name === "string" ? name : null;
}

/** The summary the cart modal, the checkout and its pay button show (domain/order-summary.ts). */
export function cartSummary(
  state: Pick<CartState, "orders" | "discount" | "shipping" | "activePromocode" | "orderInfo">,
): OrderSummary {
  const name = shippingName(state);
  return orderSummary({
    lines: state.orders.map((l) => ({
      name: l.name,
      count: l.count,
      unitPriceOre: kronerToOre(l.price),
      pantOre: kronerToOre(l.pant),
    })),
    promo:
      state.discount.activated && state.activePromocode
        ? {
            code: state.activePromocode.code,
            terms: { fixed: state.discount.fixed, amount: kronerToOre(state.discount.amount) },
          }
        : null,
    shipping:
      name === null ? null : { name, priceOre: Number.isFinite(state.shipping) ? kronerToOre(state.shipping) : 0 },
  });
}

/** Count, total and discount follow the lines: Σ price × count, less the discount, never below deposits. */
export function recompute(state: CartState): CartState {
  if (state.orders.length === 0) {
    return { ...state, count: 0, total: 0, discount: { ...NO_DISCOUNT }, activePromocode: null };
  }
  const count = state.orders.reduce((sum, l) => sum + l.count, 0);
  const sums = cartTotals(state);
  const discount = state.discount.activated
    ? { ...state.discount, originalTotal: oreToKroner(sums.goodsOre) }
    : state.discount;
  return { ...state, count, total: oreToKroner(sums.goodsOre - sums.discountOre), discount };
}

export type CartResult = { state: CartState; refused: string | null };

/** A new EAN comes in with count 1; an existing one is incremented under the rules. */
export function addLine(state: CartState, line: Omit<CartLine, "count">): CartResult {
  const index = state.orders.findIndex((l) => l.ean === line.ean);
  if (index >= 0) return increment(state, index);
  return { state: recompute({ ...state, orders: [...state.orders, { ...line, count: 1 }] }), refused: null };
}

export function increment(state: CartState, index: number): CartResult {
  const line = state.orders[index];
  if (!line) return { state, refused: null };
  const refused = incrementRefusal(line);
  if (refused) return { state, refused };
  const orders = state.orders.map((l, i) => (i === index ? { ...l, count: l.count + 1 } : l));
  return { state: recompute({ ...state, orders }), refused: null };
}

/** Lowers the count by one; a line stays at least 1 (removing it is a separate action). */
export function decrement(state: CartState, index: number): CartState {
  const line = state.orders[index];
  if (!line || line.count <= 1) return state;
  return recompute({ ...state, orders: state.orders.map((l, i) => (i === index ? { ...l, count: l.count - 1 } : l)) });
}

/** Sets a line's count (at least 1): the checkout's "reduce to what is left" after a re-check. */
export function setCount(state: CartState, ean: string, count: number): CartState {
  const index = state.orders.findIndex((l) => l.ean === ean);
  if (index < 0 || count < 1) return state;
  return recompute({ ...state, orders: state.orders.map((l, i) => (i === index ? { ...l, count } : l)) });
}

export function removeAt(state: CartState, index: number): CartState {
  if (index < 0 || index >= state.orders.length) return state;
  return recompute({ ...state, orders: state.orders.filter((_, i) => i !== index) });
}

/** Applies a checked promo code once; a second one is refused while one is active. */
export function applyDiscount(state: CartState, promo: ActivePromocode): CartResult {
  if (state.discount.activated) return { state, refused: DISCOUNT_ALREADY_ACTIVE };
  const discount: Discount = { activated: true, fixed: promo.fixed, amount: promo.amount, originalTotal: 0 };
  return { state: recompute({ ...state, discount, activePromocode: promo }), refused: null };
}

export function removeDiscount(state: CartState): CartState {
  return recompute({ ...state, discount: { ...NO_DISCOUNT }, activePromocode: null });
}

/** Empties the cart, txData, discount and orderInfo (the contact details stay). */
export function clearCart(state: CartState): CartState {
  return recompute({
    ...state,
    orders: [],
    txData: null,
    discount: { ...NO_DISCOUNT },
    orderInfo: null,
    activePromocode: null,
  });
}
