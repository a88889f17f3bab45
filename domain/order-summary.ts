// What an order summary shows wherever a total appears (issue 12, item 4): each line with its unit
// price and line total, the verdikode's discount, the delivery with its name and fee, and the total,
// all from the one money rule (order-total.ts, decision 025), so the cart, the checkout and the pay
// button cannot disagree with what Klarna is asked for.
import { itemCount } from "./item-count.ts";
import { orderTotals, type PromoTerms } from "./order-total.ts";

export interface SummaryInput {
  lines: readonly { name: string; count: number; unitPriceOre: number; pantOre: number }[];
  /** The active verdikode: its code (shown) and its terms. */
  promo: { code: string; terms: PromoTerms } | null;
  /** The chosen shipping method; null before the checkout has one. */
  shipping: { name: string; priceOre: number } | null;
}

export interface SummaryRow {
  label: string;
  ore: number;
}

export interface OrderSummary {
  lines: { name: string; count: number; unitOre: number; lineOre: number }[];
  /** Units in the order. */
  count: number;
  goods: SummaryRow;
  /** A negative amount, null without a code (or when it takes nothing off). */
  discount: SummaryRow | null;
  /** Null until a shipping method is chosen. */
  shipping: SummaryRow | null;
  total: SummaryRow;
}

export function orderSummary({ lines, promo, shipping }: SummaryInput): OrderSummary {
  const sums = orderTotals(lines, promo?.terms ?? null, shipping?.priceOre ?? 0);
  const count = lines.reduce((n, l) => n + l.count, 0);
  return {
    lines: lines.map((l) => ({
      name: l.name,
      count: l.count,
      unitOre: l.unitPriceOre,
      lineOre: l.count * l.unitPriceOre,
    })),
    count,
    goods: { label: "Varer", ore: sums.goodsOre },
    discount: promo && sums.discountOre > 0 ? { label: `Verdikode ${promo.code}`, ore: -sums.discountOre } : null,
    shipping: shipping ? { label: shipping.name, ore: sums.shippingOre } : null,
    total: { label: `Totalt (${itemCount(count)})`, ore: sums.totalOre },
  };
}
