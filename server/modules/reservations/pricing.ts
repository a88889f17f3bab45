// The totals of a checkout, priced on the server: the lines carry the database's prices (the client's
// are never read), the promo code is applied here, and the delivery fee comes from the shipping method.
// The arithmetic is the shop's one rule (domain/order-total.ts), which the browser's cart also uses.
import { type OrderTotals, orderTotals } from "../../../domain/order-total.ts";
import { type KlarnaOrderLine, orderLine } from "../payments/klarna-order.ts";
import type { PromoCode } from "../promocodes/service.ts";

/** A line as it is held and written: what the reservation line records. */
export interface HeldLine {
  variantId: number;
  articleId: number;
  ean: string;
  name: string;
  count: number;
  unitPriceOre: number;
  pantOre: number;
  campaignLineId: number | null;
}

export type PricedLine = Pick<HeldLine, "ean" | "name" | "count" | "unitPriceOre" | "pantOre">;

export interface Totals extends OrderTotals {
  klarnaLines: KlarnaOrderLine[];
}

/** The Klarna order lines of priced lines with the discount and delivery fee already worked out. */
export function klarnaLines(
  lines: PricedLine[],
  sum: Pick<OrderTotals, "discountOre" | "shippingOre">,
  promo: Pick<PromoCode, "code" | "name"> | null,
): KlarnaOrderLine[] {
  const result = lines.map((l) => orderLine("physical", l.ean, l.name, l.count, l.unitPriceOre));
  if (sum.discountOre > 0) {
    result.push(orderLine("discount", promo?.code ?? "verdikode", promo?.name ?? "Verdikode", 1, -sum.discountOre));
  }
  if (sum.shippingOre > 0) result.push(orderLine("shipping_fee", "frakt", "Frakt", 1, sum.shippingOre));
  return result;
}

export function totals(lines: PricedLine[], promo: PromoCode | null, shippingOre: number): Totals {
  const sum = orderTotals(lines, promo, shippingOre);
  return { ...sum, klarnaLines: klarnaLines(lines, sum, promo) };
}
