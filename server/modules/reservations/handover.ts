// What a handover settled, for every page that shows a handed-over reservation (issue 29): which
// units were taken and which were left in the shop, the verdikode's share of each, what Klarna
// captured and what it released. Nothing new is stored: the order a handover creates holds exactly
// the units taken (order-from-reservation.ts), so the units taken are read back from its goods lines
// and the amounts worked out again by the rule that made the capture (domain/handover-settlement.ts).
import { asc, inArray } from "drizzle-orm";
import { type HandoverView, handoverSettlement, handoverView } from "../../../domain/handover-settlement.ts";
import type { Executor } from "../../db/client.ts";
import { orderLines, orders, reservationLines, reservations } from "../../db/schema.ts";

/** The order's discount and delivery fee are lines of their own (order-from-reservation.ts). */
const isGoods = (l: { articleId: number | null; ean: string }) =>
  l.articleId !== null || (l.ean !== "rabatt" && l.ean !== "frakt");

/** Units taken of each reserved line, in the lines' order, from the order's goods lines (by EAN). */
export function unitsHandedOver(
  lines: readonly { ean: string; count: number }[],
  goods: readonly { ean: string; count: number }[],
): number[] {
  const remaining = new Map<string, number>();
  for (const g of goods) remaining.set(g.ean, (remaining.get(g.ean) ?? 0) + g.count);
  return lines.map((l) => {
    const n = Math.min(l.count, remaining.get(l.ean) ?? 0);
    remaining.set(l.ean, (remaining.get(l.ean) ?? 0) - n);
    return n;
  });
}

/**
 * The partial handovers among the reservations `ids`, by reservation id. Reservations without an
 * order (not handed over) and those handed over whole are not in the map.
 */
export async function handoversOf(ex: Executor, ids: readonly number[]): Promise<Map<number, HandoverView>> {
  const found = new Map<number, HandoverView>();
  if (ids.length === 0) return found;
  const made = await ex
    .select({ id: orders.id, reservationId: orders.reservationId })
    .from(orders)
    .where(inArray(orders.reservationId, [...ids]));
  if (made.length === 0) return found;
  const handed = made.map((o) => o.reservationId as number);
  const [rows, reserved, ordered] = await Promise.all([
    ex
      .select({
        id: reservations.id,
        discountOre: reservations.discountOre,
        shippingOre: reservations.shippingOre,
        totalOre: reservations.totalOre,
        paymentMethod: reservations.paymentMethod,
      })
      .from(reservations)
      .where(inArray(reservations.id, handed)),
    ex
      .select()
      .from(reservationLines)
      .where(inArray(reservationLines.reservationId, handed))
      .orderBy(asc(reservationLines.id)),
    ex
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          made.map((o) => o.id),
        ),
      )
      .orderBy(asc(orderLines.id)),
  ]);
  for (const r of rows) {
    const orderId = made.find((o) => o.reservationId === r.id)?.id;
    const lines = reserved.filter((l) => l.reservationId === r.id);
    const goods = ordered.filter((l) => l.orderId === orderId && isGoods(l));
    const view = handoverView(lines, handoverSettlement(lines, unitsHandedOver(lines, goods), r), r);
    if (view) found.set(r.id, view);
  }
  return found;
}

/** One reservation's partial handover, or null (not handed over, or handed over whole). */
export async function handoverOf(ex: Executor, id: number): Promise<HandoverView | null> {
  return (await handoversOf(ex, [id])).get(id) ?? null;
}
