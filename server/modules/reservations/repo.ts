// SQL of the reservation lifecycle. Every function takes the transaction it must run in.
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { QueryFn } from "../../db/client.ts";
import { HttpError } from "../../lib/errors.ts";

/** A transaction's query function (database.transaction); Runner is that or database.query. */
export type Tx = QueryFn;
export type Runner = QueryFn;

// Statements are written with drizzle's sql template (parameters stay parameters) and sent through the
// raw driver: on the checkout's hot path that halves the time per statement.
const dialect = new PgDialect();

/** Status ids (server/db/seed/reference.ts, DESIGN.md section 5). */
export const STATUS = {
  pendingPayment: 1,
  reserved: 2,
  readyForPickup: 3,
  collected: 4,
  cancelled: 5,
  expired: 6,
  paymentFailed: 7,
} as const;

export const INVALID_TRANSITION = "Reservasjonen kan ikke endres i denne statusen";

export async function rowsOf<R>(runner: Runner, query: SQL): Promise<R[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await runner<R>(text, params)).rows;
}

export async function exec(runner: Runner, query: SQL): Promise<void> {
  await rowsOf(runner, query);
}

export interface ReservationRow {
  id: number;
  shop_id: number;
  customer_id: number | null;
  status_id: number;
  name: string;
  email: string;
  phone: string;
  delivery: boolean;
  shipping_method_id: number | null;
  address: string | null;
  city: string | null;
  zipcode: string | null;
  total_ore: number;
  discount_ore: number;
  shipping_ore: number;
  promo_code_id: number | null;
  payment_method: string | null;
  tracking_url: string | null;
  klarna_session_id: string | null;
  klarna_order_id: string | null;
  tx_data: Record<string, unknown> | null;
  hold_expires_at: Date | null;
  pickup_deadline: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface LineRow {
  id: number;
  variant_id: number;
  article_id: number;
  ean: string;
  name: string;
  count: number;
  unit_price_ore: number;
  pant_ore: number;
}

/**
 * Holds up to `wanted` units of every line in one statement and returns the units held per variant
 * (a variant that got nothing is absent). The rows are locked in variant order, so concurrent holders
 * queue on each row instead of deadlocking, and each takes what is left at its turn (spec section 5:
 * min(limit, stock)); stock never goes below zero.
 */
export async function holdStock(
  tx: Tx,
  shopId: number,
  lines: { variantId: number; wanted: number }[],
): Promise<Map<number, number>> {
  if (lines.length === 0) return new Map();
  const wanted = sql.join(
    lines.map((l) => sql`(${l.variantId}::int, ${l.wanted}::int)`),
    sql`, `,
  );
  // MATERIALIZED: the locking read runs once, before the update, and hands it the locked quantities.
  const rows = await rowsOf<{ variant_id: number; held: number }>(
    tx,
    sql`with w(variant_id, n) as (values ${wanted}),
        cur as materialized (
          select s.variant_id, s.qty from stock s join w on w.variant_id = s.variant_id
           where s.shop_id = ${shopId} and s.qty > 0
           order by s.variant_id for update of s
        )
        update stock s set qty = s.qty - least(w.n, cur.qty)
          from cur join w on w.variant_id = cur.variant_id
         where s.shop_id = ${shopId} and s.variant_id = cur.variant_id
        returning s.variant_id, least(w.n, cur.qty) as held`,
  );
  return new Map(rows.map((r) => [Number(r.variant_id), Number(r.held)]));
}

/** Puts every held unit of a reservation back in its shop's stock. */
export async function returnStock(tx: Tx, reservationId: number): Promise<void> {
  await exec(
    tx,
    sql`
    update stock s set qty = s.qty + l.n
      from (select variant_id, sum(count)::int as n from reservation_lines
             where reservation_id = ${reservationId} group by variant_id) l,
           reservations r
     where r.id = ${reservationId} and s.variant_id = l.variant_id and s.shop_id = r.shop_id`,
  );
}

/**
 * Moves a reservation from one of `from` to `to` and writes the history row, in the caller's
 * transaction. A reservation no longer in `from` (another node or request won) is a 409.
 */
export async function transition(
  tx: Tx,
  id: number,
  from: readonly number[],
  to: number,
  actor: string,
  note: string | null,
  set: SQL = sql``,
): Promise<ReservationRow> {
  const rows = await rowsOf<ReservationRow>(
    tx,
    sql`update reservations set status_id = ${to}, updated_at = now() ${set}
         where id = ${id} and status_id in (${sql.join(
           from.map((s) => sql`${s}`),
           sql`, `,
         )})
         returning *`,
  );
  const row = rows[0];
  if (!row) throw new HttpError(409, INVALID_TRANSITION);
  const previous = await rowsOf<{ from_status_id: number }>(
    tx,
    sql`select to_status_id as from_status_id from reservation_status_history
         where reservation_id = ${id} order by id desc limit 1`,
  );
  await exec(
    tx,
    sql`
    insert into reservation_status_history (reservation_id, from_status_id, to_status_id, actor, note)
    values (${id}, ${previous[0]?.from_status_id ?? null}, ${to}, ${actor}, ${note})`,
  );
  return row;
}

export async function reservationById(runner: Runner, id: number): Promise<ReservationRow | null> {
  return (await rowsOf<ReservationRow>(runner, sql`select * from reservations where id = ${id}`))[0] ?? null;
}

export async function linesOf(runner: Runner, id: number): Promise<LineRow[]> {
  return rowsOf<LineRow>(
    runner,
    sql`select id, variant_id, article_id, ean, name, count, unit_price_ore, pant_ore
          from reservation_lines where reservation_id = ${id} order by id`,
  );
}
