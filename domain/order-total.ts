// What an order costs, one rule for the whole shop (issue 11, decision 025): the browser's cart, the
// checkout's pricing, the Klarna order, the order kept at handover, the mails, the account pages and
// the back office all take their amounts from here, in integer øre, so none of them can disagree.
// Pure: no I/O; integer arithmetic only, so no floating-point drift decides a rounding.

/** VAT included in every consumer price, in Klarna's form (two implied decimals): 25 %. */
export const VAT_RATE = 2500;
export const VAT_PERCENTAGE = VAT_RATE / 100;

/** A verdikode's terms as stored: `amount` is øre when fixed, percent × 100 otherwise (2000 is 20 %). */
export interface PromoTerms {
  fixed: boolean;
  amount: number;
}

/** A line as priced: whole kroner in øre per unit; the deposit (pant) is part of the unit price. */
export interface PricedAmounts {
  count: number;
  unitPriceOre: number;
  pantOre: number;
}

export interface OrderTotals {
  /** Σ count × unit price. */
  goodsOre: number;
  /** Σ count × deposit: the floor the discount never goes below. */
  pantOre: number;
  discountOre: number;
  shippingOre: number;
  /** goods − discount + shipping: what Klarna authorises and captures. */
  totalOre: number;
  /** Σ of the VAT of each part (goods lines, the discount, the delivery fee), as Klarna and the order add it up. */
  vatOre: number;
  netOre: number;
}

/** n / d (d > 0) to the nearest integer, halves away from zero, without leaving the integers. */
export function divideRounded(n: number, d: number): number {
  const whole = Math.floor(Math.abs(n) / d);
  const rest = Math.abs(n) - whole * d;
  const rounded = 2 * rest >= d ? whole + 1 : whole;
  return n < 0 ? -rounded : rounded;
}

/**
 * The discount of a verdikode on the goods, in øre (spec section 4): a fixed amount, or the percentage of
 * the goods rounded to the øre (halves away from zero); never more than takes the goods down to their
 * deposits, never negative. Delivery is not discounted.
 */
export function discountOre(promo: PromoTerms, goodsOre: number, pantOre: number): number {
  const raw = promo.fixed ? promo.amount : divideRounded(goodsOre * promo.amount, 10_000);
  return Math.max(0, Math.min(raw, goodsOre - pantOre));
}

/**
 * The VAT part of a VAT-inclusive amount in øre: amount − amount × 10000 / (10000 + rate), the net part
 * rounded to the øre (Klarna's formula; it accepts ±1). Negative amounts (a discount) mirror positive ones.
 */
export function vatOf(amountOre: number, rate = VAT_RATE): number {
  return amountOre - divideRounded(amountOre * 10_000, 10_000 + rate);
}

/** The amounts VAT is worked out on, in the order Klarna and the order list them. */
export function vatParts(lines: readonly PricedAmounts[], discount: number, shippingOre: number): number[] {
  return [
    ...lines.map((l) => l.count * l.unitPriceOre),
    ...(discount > 0 ? [-discount] : []),
    ...(shippingOre > 0 ? [shippingOre] : []),
  ];
}

/** The totals of an order: goods, the verdikode's discount, the delivery fee, and the VAT of each part. */
export function orderTotals(
  lines: readonly PricedAmounts[],
  promo: PromoTerms | null,
  shippingOre: number,
): OrderTotals {
  const goodsOre = lines.reduce((sum, l) => sum + l.count * l.unitPriceOre, 0);
  const pantOre = lines.reduce((sum, l) => sum + l.count * l.pantOre, 0);
  const discount = promo ? discountOre(promo, goodsOre, pantOre) : 0;
  const totalOre = goodsOre - discount + shippingOre;
  const vatOre = vatParts(lines, discount, shippingOre).reduce((sum, amount) => sum + vatOf(amount), 0);
  return { goodsOre, pantOre, discountOre: discount, shippingOre, totalOre, vatOre, netOre: totalOre - vatOre };
}
