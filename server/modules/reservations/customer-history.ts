// A customer's own reservations and orders, paged newest first, as GET /customers/current/... show
// them (spec section 7). Every query filters on customer_id, so ownership is decided here (no IDOR).
// Amounts are exact kroner (decision 025): the page shows what the mail and Klarna show, to the øre.
import { desc, eq, inArray } from "drizzle-orm";
import { oreToKroner } from "../../../domain/money.ts";
import type { Executor } from "../../db/client.ts";
import { orderLines, orders, reservationLines, reservations } from "../../db/schema.ts";
import { paged } from "../../lib/paged.ts";
import { handoversOf } from "./handover.ts";
import { STATUS } from "./status.ts";
import { reservationHead } from "./views.ts";

export const HISTORY_PAGE_SIZE = 10;

/** A page of the customer's rows (newest first) and the count of all of them, read together. */
async function newestFirst<R>(
  page: number,
  rowsOf: (limit: number, offset: number) => Promise<R[]>,
  countAll: () => Promise<number>,
): Promise<[R[], number]> {
  return Promise.all([rowsOf(HISTORY_PAGE_SIZE, (page - 1) * HISTORY_PAGE_SIZE), countAll()]);
}

/** A line of a reservation or an order as the history shows it. */
function historyLine(l: {
  id: number;
  articleId: number | null;
  ean: string;
  name: string;
  count: number;
  unitPriceOre: number;
}) {
  return {
    id: l.id,
    article_id: l.articleId,
    ean: l.ean,
    name: l.name,
    count: l.count,
    price: oreToKroner(l.unitPriceOre),
  };
}

export async function customerReservations(ex: Executor, customerId: number, page: number) {
  const mine = eq(reservations.customerId, customerId);
  const [rows, n] = await newestFirst(
    page,
    (limit, offset) =>
      ex
        .select()
        .from(reservations)
        .where(mine)
        .orderBy(desc(reservations.createdAt), desc(reservations.id))
        .limit(limit)
        .offset(offset),
    () => ex.$count(reservations, mine),
  );
  const ids = rows.map((r) => r.id);
  const [lines, handovers] = await Promise.all([
    ids.length
      ? ex
          .select()
          .from(reservationLines)
          .where(inArray(reservationLines.reservationId, ids))
          .orderBy(reservationLines.id)
      : [],
    handoversOf(
      ex,
      rows.filter((r) => r.statusId === STATUS.collected).map((r) => r.id),
    ),
  ]);
  const data = rows.map((r) => ({
    ...reservationHead(r),
    total: oreToKroner(r.totalOre),
    discount: oreToKroner(r.discountOre),
    shipping: oreToKroner(r.shippingOre),
    trackingUrl: r.trackingUrl,
    articles: lines.filter((l) => l.reservationId === r.id).map(historyLine),
    handover: handovers.get(r.id) ?? null,
    date: r.createdAt.toISOString(),
  }));
  return paged(data, n, page, HISTORY_PAGE_SIZE);
}

export async function customerOrders(ex: Executor, customerId: number, page: number) {
  const mine = eq(orders.customerId, customerId);
  const [rows, n] = await newestFirst(
    page,
    (limit, offset) =>
      ex.select().from(orders).where(mine).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    () => ex.$count(orders, mine),
  );
  const ids = rows.map((o) => o.id);
  const [lines, handovers] = await Promise.all([
    ids.length ? ex.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(orderLines.id) : [],
    handoversOf(
      ex,
      rows.flatMap((o) => (o.reservationId === null ? [] : [o.reservationId])),
    ),
  ]);
  const data = rows.map((o) => ({
    id: o.id,
    // The reservation the order came from: its receipt (decision 034).
    reservation_id: o.reservationId,
    vat_percentage: o.vatPercentage,
    total_vat: oreToKroner(o.totalVatOre),
    net_amount: oreToKroner(o.netOre),
    total: oreToKroner(o.totalOre),
    articles: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({ ...historyLine(l), total: oreToKroner(l.totalOre) })),
    // What the customer left in the shop and was not charged for, beside what the order charged.
    handover: o.reservationId === null ? null : (handovers.get(o.reservationId) ?? null),
    date: o.createdAt.toISOString(),
  }));
  return paged(data, n, page, HISTORY_PAGE_SIZE);
}

export type ReservationHistoryPage = Awaited<ReturnType<typeof customerReservations>>;
export type OrderHistoryPage = Awaited<ReturnType<typeof customerOrders>>;
