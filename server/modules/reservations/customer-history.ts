// A customer's own reservations and orders, paged newest first, as GET /customers/current/... show
// them (spec section 7). Every query filters on customer_id, so ownership is decided here (no IDOR).
import { desc, eq, inArray, sql } from "drizzle-orm";
import { roundToKroner } from "../../../domain/money.ts";
import type { Executor } from "../../db/client.ts";
import { orderLines, orders, reservationLines, reservations } from "../../db/schema.ts";

export const HISTORY_PAGE_SIZE = 10;

function paged<T>(data: T[], page: number, total: number) {
  return {
    data,
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)),
      per_page: HISTORY_PAGE_SIZE,
      total,
    },
  };
}

export async function customerReservations(ex: Executor, customerId: number, page: number) {
  const mine = eq(reservations.customerId, customerId);
  const [rows, [{ n }]] = await Promise.all([
    ex
      .select()
      .from(reservations)
      .where(mine)
      .orderBy(desc(reservations.createdAt), desc(reservations.id))
      .limit(HISTORY_PAGE_SIZE)
      .offset((page - 1) * HISTORY_PAGE_SIZE),
    ex.select({ n: sql<number>`count(*)::int` }).from(reservations).where(mine),
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
    id: r.id,
    shopID: r.shopId,
    customerID: r.customerId,
    statusID: r.statusId,
    name: r.name,
    email: r.email,
    phone: r.phone,
    delivery: r.delivery,
    address: r.address,
    city: r.city,
    zipcode: r.zipcode,
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
  return paged(data, page, n);
}

export async function customerOrders(ex: Executor, customerId: number, page: number) {
  const mine = eq(orders.customerId, customerId);
  const [rows, [{ n }]] = await Promise.all([
    ex
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(HISTORY_PAGE_SIZE)
      .offset((page - 1) * HISTORY_PAGE_SIZE),
    ex.select({ n: sql<number>`count(*)::int` }).from(orders).where(mine),
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
  return paged(data, page, n);
}

export type ReservationHistoryPage = Awaited<ReturnType<typeof customerReservations>>;
export type OrderHistoryPage = Awaited<ReturnType<typeof customerOrders>>;
