// The checkout's hand-written statements (decision 018): `POST /reservations/klarna/` is benched, and
// each of these does in one round trip what the query builder would need several for. Every value
// stays a bound parameter (drizzle's sql template).
import { sql } from "drizzle-orm";
import { type Executor, rows } from "../../db/client.ts";
import type { HeldLine } from "./pricing.ts";
import { STATUS } from "./status.ts";

/**
 * Holds up to `wanted` units of every line in one statement and returns the units held per variant
 * (a variant that got nothing is absent). The rows are locked in variant order, so concurrent holders
 * queue on each row instead of deadlocking, and each takes what is left at its turn (spec section 5:
 * min(limit, stock)); stock never goes below zero.
 */
export async function holdStock(
  tx: Executor,
  shopId: number,
  lines: { variantId: number; wanted: number }[],
): Promise<Map<number, number>> {
  if (lines.length === 0) return new Map();
  const wanted = sql.join(
    lines.map((l) => sql`(${l.variantId}::int, ${l.wanted}::int)`),
    sql`, `,
  );
  // MATERIALIZED: the locking read runs once, before the update, and hands it the locked quantities.
  const held = await rows<{ variant_id: number; held: number }>(
    tx,
    sql`with w(variant_id, n) as (values ${wanted}),
        cur as materialized (
          select s.variant_id, s.qty from stock s join w on w.variant_id = s.variant_id
           where s.shop_id = ${shopId}::int and s.qty > 0
           order by s.variant_id for update of s
        )
        update stock s set qty = s.qty - least(w.n, cur.qty)
          from cur join w on w.variant_id = cur.variant_id
         where s.shop_id = ${shopId}::int and s.variant_id = cur.variant_id
        returning s.variant_id, least(w.n, cur.qty) as held`,
  );
  return new Map(held.map((r) => [Number(r.variant_id), Number(r.held)]));
}

export interface ReservationDraft {
  shopId: number;
  customerId: number | null;
  name: string;
  email: string;
  phone: string;
  delivery: boolean;
  shippingMethodId: number;
  address: string | null;
  city: string | null;
  zipcode: string | null;
  totalOre: number;
  discountOre: number;
  shippingOre: number;
  promoCodeId: number | null;
  paymentMethod: string;
  holdExpiresAt: Date;
  lines: HeldLine[];
}

/** The reservation, its lines and its first history row in one statement; returns the new id. */
export async function insertReservation(tx: Executor, d: ReservationDraft): Promise<number> {
  const lineValues = sql.join(
    d.lines.map(
      (l) =>
        sql`(${l.variantId}::int, ${l.articleId}::int, ${l.ean}::text, ${l.name}::text, ${l.count}::int, ${l.unitPriceOre}::int, ${l.pantOre}::int, ${l.campaignLineId}::int)`,
    ),
    sql`, `,
  );
  const actor = d.customerId ? `customer:${d.customerId}` : "visitor";
  const [row] = await rows<{ id: number }>(
    tx,
    sql`with r as (
          insert into reservations (shop_id, customer_id, status_id, name, email, phone, delivery, shipping_method_id,
            address, city, zipcode, total_ore, discount_ore, shipping_ore, promo_code_id, payment_method, hold_expires_at)
          values (${d.shopId}, ${d.customerId}, ${STATUS.pendingPayment}, ${d.name}, ${d.email}, ${d.phone}, ${d.delivery},
            ${d.shippingMethodId}, ${d.address}, ${d.city}, ${d.zipcode}, ${d.totalOre}, ${d.discountOre}, ${d.shippingOre},
            ${d.promoCodeId}, ${d.paymentMethod}, ${d.holdExpiresAt.toISOString()}::timestamptz)
          returning id
        ), lines as (
          insert into reservation_lines (reservation_id, variant_id, article_id, ean, name, count, unit_price_ore, pant_ore, campaign_line_id)
          select r.id, l.* from r, (values ${lineValues}) as l(variant_id, article_id, ean, name, count, unit_price_ore, pant_ore, campaign_line_id)
        ), history as (
          insert into reservation_status_history (reservation_id, from_status_id, to_status_id, actor)
          select r.id, null, ${STATUS.pendingPayment}, ${actor} from r
        )
        select id from r`,
  );
  return Number((row as { id: number }).id);
}

/**
 * For delivery the server picks the shop that can hold the most of the order (ties: most units),
 * among the active shops the shops module names. Hand-written: the ranking over a list of wanted
 * lines is one aggregate the query builder cannot express.
 */
export async function bestStockedShop(
  ex: Executor,
  shopIds: number[],
  wanted: { variantId: number; count: number }[],
): Promise<number | null> {
  if (wanted.length === 0 || shopIds.length === 0) return null;
  const values = sql.join(
    wanted.map((w) => sql`(${w.variantId}::int, ${w.count}::int)`),
    sql`, `,
  );
  const ids = sql.join(
    shopIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const [best] = await rows<{ id: number }>(
    ex,
    sql`select s.shop_id as id from stock s
          join (values ${values}) w(variant_id, n) on w.variant_id = s.variant_id
         where s.qty > 0 and s.shop_id in (${ids})
         group by s.shop_id
         order by count(*) filter (where s.qty >= w.n) desc, sum(least(s.qty, w.n)) desc, s.shop_id
         limit 1`,
  );
  return best ? Number(best.id) : null;
}
