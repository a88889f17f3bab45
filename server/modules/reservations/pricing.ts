// The totals of a checkout, priced on the server: the lines carry the database's prices (the client's
// are never read), the promo code is applied here, and the delivery fee comes from the shipping method.
import { type KlarnaOrderLine, orderLine } from "../payments/klarna-order.ts";
import { discountOre, type PromoCode } from "../promocodes/service.ts";

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

export interface Totals {
  goodsOre: number;
  discountOre: number;
  shippingOre: number;
  totalOre: number;
  klarnaLines: KlarnaOrderLine[];
}

export function totals(lines: PricedLine[], promo: PromoCode | null, shippingOre: number): Totals {
  const goods = lines.reduce((sum, l) => sum + l.count * l.unitPriceOre, 0);
  const pant = lines.reduce((sum, l) => sum + l.count * l.pantOre, 0);
  const discount = promo ? discountOre(promo, goods, pant) : 0;
  const klarnaLines = lines.map((l) => orderLine("physical", l.ean, l.name, l.count, l.unitPriceOre));
  if (discount > 0 && promo) klarnaLines.push(orderLine("discount", promo.code, promo.name, 1, -discount));
  if (shippingOre > 0) klarnaLines.push(orderLine("shipping_fee", "frakt", "Frakt", 1, shippingOre));
  return {
    goodsOre: goods,
    discountOre: discount,
    shippingOre,
    totalOre: goods - discount + shippingOre,
    klarnaLines,
  };
}
