// The order a handover creates: the reservation's total with VAT, one line per article, and the
// discount and delivery fee as lines of their own (orders are kept for bookkeeping).
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { orderLines, orders } from "../../db/schema.ts";
import { taxOf } from "../payments/klarna-order.ts";
import type { Reservation, ReservationLine } from "./repo.ts";

const VAT_PERCENTAGE = 25;

export async function createOrder(tx: Executor, r: Reservation, lines: ReservationLine[]): Promise<number> {
  const vat = taxOf(r.totalOre);
  const [order] = await tx
    .insert(orders)
    .values({
      reservationId: r.id,
      customerId: r.customerId,
      name: r.name,
      email: r.email,
      vatPercentage: VAT_PERCENTAGE,
      totalVatOre: vat,
      netOre: r.totalOre - vat,
      totalOre: r.totalOre,
    })
    .returning({ id: orders.id });
  const orderId = (order as { id: number }).id;
  const goods = lines.map((l) => {
    const total = l.count * l.unitPriceOre;
    return { articleId: l.articleId, ean: l.ean, name: l.name, count: l.count, unitPriceOre: l.unitPriceOre, total };
  });
  const extra = [
    ...(r.discountOre > 0 ? [{ ean: "rabatt", name: "Verdikode", total: -r.discountOre }] : []),
    ...(r.shippingOre > 0 ? [{ ean: "frakt", name: "Frakt", total: r.shippingOre }] : []),
  ].map((e) => ({ articleId: null, ean: e.ean, name: e.name, count: 1, unitPriceOre: e.total, total: e.total }));
  const all = [...goods, ...extra];
  if (all.length > 0) {
    await tx
      .insert(orderLines)
      .values(all.map(({ total, ...l }) => ({ ...l, orderId, totalOre: total, vatOre: taxOf(total) })));
  }
  return orderId;
}

/** The capture id Klarna gave when the order's payment was taken. */
export async function recordCapture(tx: Executor, reservationId: number, captureId: string): Promise<void> {
  await tx.update(orders).set({ klarnaCaptureId: captureId }).where(eq(orders.reservationId, reservationId));
}
