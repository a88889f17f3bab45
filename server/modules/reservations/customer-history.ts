// A customer's own reservations and orders, paged newest first, as GET /customers/current/... show
// them (spec section 7). Every query filters on customer_id, so ownership is decided here (no IDOR).
import { desc, eq, inArray } from "drizzle-orm";
import { roundToKroner } from "../../../domain/money.ts";
import type { Executor } from "../../db/client.ts";
import { orderLines, orders, reservationLines, reservations } from "../../db/schema.ts";
import { paged } from "../../lib/paged.ts";
import { reservationHead } from "./views.ts";

export const HISTORY_PAGE_SIZE = 10;
const skip = (page: number) => (page - 1) * HISTORY_PAGE_SIZE;

export async function customerReservations(ex: Executor, customerId: number, page: number) {
  const mine = eq(reservations.customerId, customerId);
  const newestFirst = [desc(reservations.createdAt), desc(reservations.id)];
  const [rows, n] = await Promise.all([
    ex
      .select()
      .from(reservations)
      .where(mine)
      .orderBy(...newestFirst)
      .limit(HISTORY_PAGE_SIZE)
      .offset(skip(page)),
    ex.$count(reservations, mine),
  ]);
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await ex
        .select()
        .from(reservationLines)
        .where(inArray(reservationLines.reservationId, ids))
        .orderBy(reservationLines.id)
    : [];
  const data = rows.map((r) => ({
    ...reservationHead(r),
    total: roundToKroner(r.totalOre),
    trackingUrl: r.trackingUrl,
    articles: lines
      .filter((l) => l.reservationId === r.id)
      .map((l) => ({
        id: l.id,
        article_id: l.articleId,
        ean: l.ean,
        name: l.name,
        count: l.count,
        price: roundToKroner(l.unitPriceOre),
      })),
    date: r.createdAt.toISOString(),
  }));
  return paged(data, n, page, HISTORY_PAGE_SIZE);
}

export async function customerOrders(ex: Executor, customerId: number, page: number) {
  const mine = eq(orders.customerId, customerId);
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];
  const [rows, n] = await Promise.all([
    ex
      .select()
      .from(orders)
      .where(mine)
      .orderBy(...newestFirst)
      .limit(HISTORY_PAGE_SIZE)
      .offset(skip(page)),
    ex.$count(orders, mine),
  ]);
  const ids = rows.map((o) => o.id);
  const lines = ids.length
    ? await ex.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(orderLines.id)
    : [];
  const data = rows.map((o) => ({
    id: o.id,
    vat_percentage: o.vatPercentage,
    total_vat: roundToKroner(o.totalVatOre),
    net_amount: roundToKroner(o.netOre),
    total: roundToKroner(o.totalOre),
    articles: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        id: l.id,
        article_id: l.articleId,
        ean: l.ean,
        name: l.name,
        count: l.count,
        price: roundToKroner(l.unitPriceOre),
        total: roundToKroner(l.totalOre),
      })),
    date: o.createdAt.toISOString(),
  }));
  return paged(data, n, page, HISTORY_PAGE_SIZE);
}

export type ReservationHistoryPage = Awaited<ReturnType<typeof customerReservations>>;
export type OrderHistoryPage = Awaited<ReturnType<typeof customerOrders>>;
