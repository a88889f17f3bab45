// Klarna order lines (shared reference/klarna.md): amounts in øre, VAT 25 % included in every consumer
// price, `tax_rate` with two implied decimals. The arithmetic is the shop's one rule (domain/order-total.ts).
import { VAT_RATE, vatOf } from "../../../domain/order-total.ts";

export interface KlarnaOrderLine {
  type: "physical" | "discount" | "shipping_fee";
  reference: string;
  name: string;
  quantity: number;
  unit_price: number;
  tax_rate: number;
  total_amount: number;
  total_discount_amount: number;
  total_tax_amount: number;
}

export interface KlarnaOrder {
  purchase_country: "NO";
  purchase_currency: "NOK";
  locale: "nb-NO";
  order_amount: number;
  order_tax_amount: number;
  order_lines: KlarnaOrderLine[];
  merchant_reference1?: string;
}

export function orderLine(
  type: KlarnaOrderLine["type"],
  reference: string,
  name: string,
  quantity: number,
  unitPrice: number,
): KlarnaOrderLine {
  const total = quantity * unitPrice;
  return {
    type,
    reference,
    name,
    quantity,
    unit_price: unitPrice,
    tax_rate: VAT_RATE,
    total_amount: total,
    total_discount_amount: 0,
    total_tax_amount: vatOf(total),
  };
}

export function klarnaOrder(lines: KlarnaOrderLine[], merchantReference?: string): KlarnaOrder {
  return {
    purchase_country: "NO",
    purchase_currency: "NOK",
    locale: "nb-NO",
    order_amount: lines.reduce((sum, l) => sum + l.total_amount, 0),
    order_tax_amount: lines.reduce((sum, l) => sum + l.total_tax_amount, 0),
    order_lines: lines,
    ...(merchantReference ? { merchant_reference1: merchantReference } : {}),
  };
}
