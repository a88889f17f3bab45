// Reads and writes of the tables this module owns (reservations, reservation_lines,
// reservation_status_history) through the query builder. Each function takes the Executor it runs
// in: the database, or the transaction a flow opened. The checkout's hand-written statements are in
// checkout-statements.ts.
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.ts";
import { reservationLines, reservationStatusHistory, reservations } from "../../db/schema.ts";
import { Conflict } from "../../lib/errors.ts";
import { INVALID_TRANSITION } from "./messages.ts";
import { STATUS } from "./status.ts";

export type Reservation = typeof reservations.$inferSelect;
export type ReservationLine = typeof reservationLines.$inferSelect;
export type ReservationChange = PgUpdateSetSource<typeof reservations>;
export type HistoryEntry = Pick<
  typeof reservationStatusHistory.$inferSelect,
  "fromStatusId" | "toStatusId" | "actor" | "note" | "createdAt"
>;

/** Payment state merged into tx_data (spec section 4: payment status is stored in txData). */
export function mergeTxData(patch: Record<string, unknown>): SQL {
  return sql`coalesce(${reservations.txData}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`;
}

export async function reservationById(ex: Executor, id: number): Promise<Reservation | null> {
  const [row] = await ex.select().from(reservations).where(eq(reservations.id, id));
  return row ?? null;
}

export async function linesOf(ex: Executor, id: number): Promise<ReservationLine[]> {
  return ex
    .select()
    .from(reservationLines)
    .where(eq(reservationLines.reservationId, id))
    .orderBy(asc(reservationLines.id));
}

export async function updateReservation(ex: Executor, id: number, change: ReservationChange): Promise<Reservation> {
  const [row] = await ex
    .update(reservations)
    .set({ updatedAt: sql`now()`, ...change })
    .where(eq(reservations.id, id))
    .returning();
  return row as Reservation;
}

/**
 * Moves a reservation from one of `from` to `to` and writes the history row, in the caller's
 * transaction. A reservation no longer in `from` (another node or request won) is a conflict.
 */
export async function transition(
  tx: Executor,
  id: number,
  from: readonly number[],
  to: number,
  actor: string,
  note: string | null,
  change: ReservationChange = {},
): Promise<Reservation> {
  const [row] = await tx
    .update(reservations)
    .set({ statusId: to, updatedAt: sql`now()`, ...change })
    .where(and(eq(reservations.id, id), inArray(reservations.statusId, [...from])))
    .returning();
  if (!row) throw new Conflict(INVALID_TRANSITION);
  const history = reservationStatusHistory;
  const [previous] = await tx
    .select({ status: history.toStatusId })
    .from(history)
    .where(eq(history.reservationId, id))
    .orderBy(desc(history.id))
    .limit(1);
  await tx
    .insert(history)
    .values({ reservationId: id, fromStatusId: previous?.status ?? null, toStatusId: to, actor, note });
  return row;
}

/** The units a reservation holds, per line (what goes back to the shop when it ends). */
export async function heldUnits(ex: Executor, id: number): Promise<{ variantId: number; count: number }[]> {
  return ex
    .select({ variantId: reservationLines.variantId, count: reservationLines.count })
    .from(reservationLines)
    .where(eq(reservationLines.reservationId, id));
}

/** The next reservation whose hold or pickup deadline ran out, locked; SKIP LOCKED shares the work. */
export async function nextDue(tx: Executor, now: Date): Promise<Pick<Reservation, "id" | "statusId"> | null> {
  // Each kind through its own partial index, the longest overdue first. One OR over both kinds,
  // ordered by id, made PostgreSQL walk the primary key through every finished reservation before the
  // first due one: 30,000 rows and 12 ms for each reservation expired, and more every month.
  const due = (statusId: number, deadline: typeof reservations.holdExpiresAt) =>
    tx
      .select({ id: reservations.id, statusId: reservations.statusId })
      .from(reservations)
      .where(and(eq(reservations.statusId, statusId), lt(deadline, now)))
      .orderBy(asc(deadline))
      .limit(1)
      .for("update", { skipLocked: true });
  const [hold] = await due(STATUS.pendingPayment, reservations.holdExpiresAt);
  if (hold) return hold;
  const [pickup] = await due(STATUS.readyForPickup, reservations.pickupDeadline);
  return pickup ?? null;
}

/** Reservations with a Klarna call to retry whose time has come. */
export async function duePayments(ex: Executor, now: Date): Promise<{ id: number; pending: string }[]> {
  const pending = sql<string>`${reservations.txData}->>'pending'`;
  return ex
    .select({ id: reservations.id, pending })
    .from(reservations)
    .where(
      and(
        isNotNull(pending),
        sql`(${reservations.txData}->>'retryAt')::timestamptz <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(reservations.id))
    .limit(50);
}

/**
 * A reservation's number of lines, for the lists. Qualified by hand: inside a template drizzle writes
 * columns unqualified, and a bare "id" would be the line's own id, not the reservation's.
 */
const lineCount = sql<number>`(select count(*)::int from ${reservationLines} l where l.reservation_id = ${reservations}.id)`;

/** One shop's reservations, or every shop's (null). */
const inShop = (shopId: number | null) => (shopId === null ? undefined : eq(reservations.shopId, shopId));

/** A shop's (null: every shop's) reservations in one status, newest first, with their number of lines. */
export async function listForShop(ex: Executor, shopId: number | null, statusId: number) {
  return ex
    .select({
      reservation: reservations,
      lines: lineCount,
    })
    .from(reservations)
    .where(and(inShop(shopId), eq(reservations.statusId, statusId)))
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(200);
}

/**
 * The reservations ready for pickup whose pickup deadline comes first (the counter's "today"), with
 * their number of lines, and how many of all ready ones run out before `soon`.
 */
export async function readyByDeadline(ex: Executor, shopId: number | null, soon: Date, limit: number) {
  const ready = and(inShop(shopId), eq(reservations.statusId, STATUS.readyForPickup));
  const [first, [due]] = await Promise.all([
    ex
      .select({
        reservation: reservations,
        lines: lineCount,
      })
      .from(reservations)
      .where(ready)
      .orderBy(asc(reservations.pickupDeadline), asc(reservations.id))
      .limit(limit),
    ex
      .select({ n: count() })
      .from(reservations)
      .where(and(ready, lte(reservations.pickupDeadline, soon))),
  ]);
  return { first, dueSoon: due?.n ?? 0 };
}

/** What the counter looks for (domain/counter-code.ts parses it from what staff typed or scanned). */
export interface CounterSearch {
  /** One shop's reservations, or null for every shop (an administrator). */
  shopId: number | null;
  id: number | null;
  /** Eight digits: a stored phone matches however it was written ('+47 912 34 567'). */
  phone: string | null;
  /** Every word inside the name, or the whole text inside the e-mail; any case. */
  text: string | null;
  now: Date;
  limit: number;
}

/** LIKE's own characters taken literally, so '50%' or 'ola_n' find what they say. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Oslo's calendar day of a timestamp: the counter's "today". */
const osloDay = (value: SQL | typeof reservations.pickupDeadline) => sql`(${value} at time zone 'Europe/Oslo')::date`;

/**
 * The counter's search (issue 29): by number, phone, name or e-mail, at most `limit`. The number
 * asked for comes first, then what is to be fetched today (ready, the deadline today), then what is
 * ready, then what still waits in the shop, then the rest; newest first within each.
 */
export async function searchForCounter(ex: Executor, q: CounterSearch) {
  const found: SQL[] = [];
  if (q.id !== null) found.push(eq(reservations.id, q.id));
  if (q.phone !== null) {
    // The same normalising as domain/phone.ts: spaces out, then the country prefix.
    const stored = sql`regexp_replace(regexp_replace(${reservations.phone}, ${"[\\s\u00a0]+"}, '', 'g'), ${"^(\\+47|0047)"}, '')`;
    found.push(sql`${stored} = ${q.phone}`);
  }
  if (q.text !== null) {
    const words = q.text.split(" ").map((w) => ilike(reservations.name, `%${literal(w)}%`));
    found.push(and(...words) as SQL, ilike(reservations.email, `%${literal(q.text)}%`));
  }
  if (found.length === 0) return [];
  const today = sql`${osloDay(reservations.pickupDeadline)} = ${osloDay(sql`${q.now.toISOString()}::timestamptz`)}`;
  const dueToday = sql<boolean>`(${reservations.statusId} = ${STATUS.readyForPickup} and ${today})`;
  const rank = sql`case
    when ${reservations.id} = ${q.id ?? 0} then 0
    when ${dueToday} then 1
    when ${reservations.statusId} = ${STATUS.readyForPickup} then 2
    when ${reservations.statusId} in (${STATUS.reserved}, ${STATUS.packed}) then 3
    else 4 end`;
  return ex
    .select({
      reservation: reservations,
      lines: lineCount,
      dueToday: sql<boolean>`coalesce(${dueToday}, false)`,
    })
    .from(reservations)
    .where(and(q.shopId === null ? undefined : eq(reservations.shopId, q.shopId), or(...found)))
    .orderBy(rank, desc(reservations.createdAt), desc(reservations.id))
    .limit(q.limit);
}

/** How many of a shop's (null: every shop's) reservations are in each status. */
export async function countsForShop(ex: Executor, shopId: number | null): Promise<Record<number, number>> {
  const counts = await ex
    .select({ statusId: reservations.statusId, n: count() })
    .from(reservations)
    .where(inShop(shopId))
    .groupBy(reservations.statusId);
  return Object.fromEntries(counts.map((c) => [c.statusId, c.n]));
}

export async function historyOf(ex: Executor, id: number): Promise<HistoryEntry[]> {
  const h = reservationStatusHistory;
  return ex
    .select({
      fromStatusId: h.fromStatusId,
      toStatusId: h.toStatusId,
      actor: h.actor,
      note: h.note,
      createdAt: h.createdAt,
    })
    .from(h)
    .where(eq(h.reservationId, id))
    .orderBy(asc(h.id));
}

/** A history row for something that happened without a status change (a return), in the caller's transaction. */
export async function noteHistory(tx: Executor, id: number, statusId: number, actor: string, note: string) {
  await tx
    .insert(reservationStatusHistory)
    .values({ reservationId: id, fromStatusId: statusId, toStatusId: statusId, actor, note });
}
