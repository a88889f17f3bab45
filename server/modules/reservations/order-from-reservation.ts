// The order a handover creates: one line per article, and the discount and delivery fee as lines of
// their own (orders are kept for bookkeeping). Each line's VAT is worked out as Klarna's was, and the
// order's VAT is their sum, so the order, its lines and the Klarna order add up to the same øre.
import { eq } from "drizzle-orm";
import { VAT_PERCENTAGE, vatOf } from "../../../domain/order-total.ts";
import type { Executor } from "../../db/client.ts";
import { orderLines, orders } from "../../db/schema.ts";
import type { Reservation, ReservationLine } from "./repo.ts";

/** What the order charges apart from its lines; a partial handover charges less than reserved. */
export interface OrderAmounts {
  discountOre: number;
  shippingOre: number;
  totalOre: number;
}

export async function createOrder(
  tx: Executor,
  r: Reservation,
  lines: Pick<ReservationLine, "articleId" | "ean" | "name" | "count" | "unitPriceOre">[],
  amounts: OrderAmounts = r,
): Promise<number> {
  const goods = lines.map((l) => ({
    articleId: l.articleId,
    ean: l.ean,
    name: l.name,
    count: l.count,
    unitPriceOre: l.unitPriceOre,
    totalOre: l.count * l.unitPriceOre,
  }));
  const extra = [
    ...(amounts.discountOre > 0 ? [{ ean: "rabatt", name: "Verdikode", total: -amounts.discountOre }] : []),
    ...(amounts.shippingOre > 0 ? [{ ean: "frakt", name: "Frakt", total: amounts.shippingOre }] : []),
  ].map((e) => ({ articleId: null, ean: e.ean, name: e.name, count: 1, unitPriceOre: e.total, totalOre: e.total }));
  const all = [...goods, ...extra].map((l) => ({ ...l, vatOre: vatOf(l.totalOre) }));
  const vat = all.reduce((sum, l) => sum + l.vatOre, 0);
  const [order] = await tx
    .insert(orders)
    .values({
      reservationId: r.id,
      customerId: r.customerId,
      name: r.name,
      email: r.email,
      vatPercentage: VAT_PERCENTAGE,
      totalVatOre: vat,
      netOre: amounts.totalOre - vat,
      totalOre: amounts.totalOre,
    })
    .returning({ id: orders.id });
  const orderId = (order as { id: number }).id;
  if (all.length > 0) await tx.insert(orderLines).values(all.map((l) => ({ ...l, orderId })));
  return orderId;
}

/** The capture id Klarna gave when the order's payment was taken. */
export async function recordCapture(tx: Executor, reservationId: number, captureId: string): Promise<void> {
  await tx.update(orders).set({ klarnaCaptureId: captureId }).where(eq(orders.reservationId, reservationId));
}
