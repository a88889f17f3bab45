// The rules the local Klarna stand-in holds the shop's calls to (shared/reference/klarna.md), written
// here and not taken from the shop, so the check stays independent: an order's lines and amounts, its
// state, and the lines of a capture or refund.
import { z } from "zod";

export const lineSchema = z.object({
  type: z.string().optional(),
  reference: z.string().optional(),
  name: z.string(),
  quantity: z.number().int().positive(),
  unit_price: z.number().int(),
  tax_rate: z.number().int().min(0).max(10000),
  total_amount: z.number().int(),
  total_discount_amount: z.number().int().default(0),
  total_tax_amount: z.number().int(),
});
export const orderSchema = z.object({
  purchase_country: z.string().length(2),
  purchase_currency: z.string().length(3),
  locale: z.string(),
  order_amount: z.number().int().nonnegative(),
  order_tax_amount: z.number().int(),
  order_lines: z.array(lineSchema).min(1),
  merchant_reference1: z.string().optional(),
});

export interface StandinOrder {
  order_id: string;
  status: "AUTHORIZED" | "PART_CAPTURED" | "CAPTURED" | "CANCELLED" | "EXPIRED" | "CLOSED";
  order_amount: number;
  order_tax_amount: number;
  captured_amount: number;
  refunded_amount: number;
  remaining_authorized_amount: number;
  merchant_reference1?: string;
  captures: { capture_id: string; captured_amount: number; order_lines?: CapturedLine[] }[];
  refunds: { refunded_amount: number; order_lines?: CapturedLine[] }[];
}

export type CapturedLine = z.infer<typeof lineSchema>;

/** The optional order_lines of a capture or refund: Klarna lines that add up to the amount. */
export function linesFor(body: unknown, amount: number): { lines?: CapturedLine[]; error?: string } {
  const raw = (body as { order_lines?: unknown } | null)?.order_lines;
  if (raw === undefined) return {};
  const parsed = z.array(lineSchema).min(1).safeParse(raw);
  if (!parsed.success) return { error: "Bad value: order_lines" };
  const sum = parsed.data.reduce((s, l) => s + l.total_amount, 0);
  if (sum !== amount) return { error: "Bad value: order_lines do not add up to the amount" };
  return { lines: parsed.data };
}

/** Klarna's own tax formula, written here and not taken from the shop, so the check stays independent. */
const klarnaTax = (total: number, rate: number) => total - Math.round((total * 10000) / (10000 + rate));

/** Amount rules Klarna enforces: line totals, tax within ±1 øre, order sums. */
export function amountError(order: z.infer<typeof orderSchema>): string | null {
  let amount = 0;
  let tax = 0;
  for (const l of order.order_lines) {
    if (l.total_amount !== l.quantity * l.unit_price - l.total_discount_amount) return "Bad value: total_amount";
    if (Math.abs(l.total_tax_amount - klarnaTax(l.total_amount, l.tax_rate)) > 1) return "Bad value: total_tax_amount";
    amount += l.total_amount;
    tax += l.total_tax_amount;
  }
  if (amount !== order.order_amount) return "Bad value: order_amount";
  if (tax !== order.order_tax_amount) return "Bad value: order_tax_amount";
  return null;
}
