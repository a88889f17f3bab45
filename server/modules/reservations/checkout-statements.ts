// The checkout's hand-written statements (decisions 018 and 051): `POST /reservations/klarna/` is
// benched, and these write the reservation, its lines and its history in one round trip where the
// query builder would need three, together with the stock hold when every line can be held in full.
// Every value stays a bound parameter (drizzle's sql template).
import { type SQL, sql } from "drizzle-orm";
import { type Executor, rows } from "../../db/client.ts";
import { fieldsOf, preparedRows } from "../../db/prepared.ts";
import { reservations } from "../../db/schema.ts";
import type { HeldLine } from "./pricing.ts";
import { mergeTxData } from "./repo.ts";
import { STATUS } from "./status.ts";
import type { ReservationRow } from "./views.ts";

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
  checkoutKeyHash: string | null;
  /** sha-256 of the receipt link's token (receipt-token.ts). */
  receiptTokenHash: string;
  /** The pickup promise given at checkout (decision 030); null for a delivery. */
  pickupReadyBy: Date | null;
  pickupPromise: string | null;
  lines: HeldLine[];
}

/**
 * The inserts of the reservation (`r`), its lines and its first history row, as common table
 * expressions; `gate` (a `from … where …` clause) makes them depend on what the statement did before.
 * Every value is cast, so the types do not depend on inference from the target columns.
 */
function reservationExpressions(d: ReservationDraft, gate: SQL): SQL {
  const lineValues = sql.join(
    d.lines.map(
      (l) =>
        sql`(${l.variantId}::int, ${l.articleId}::int, ${l.ean}::text, ${l.name}::text, ${l.count}::int, ${l.unitPriceOre}::int, ${l.pantOre}::int, ${l.campaignLineId}::int)`,
    ),
    sql`, `,
  );
  const actor = d.customerId ? `customer:${d.customerId}` : "visitor";
  return sql`r as (
          insert into reservations (shop_id, customer_id, status_id, name, email, phone, delivery, shipping_method_id,
            address, city, zipcode, total_ore, discount_ore, shipping_ore, promo_code_id, payment_method, hold_expires_at,
            checkout_key_hash, receipt_token_hash, pickup_ready_by, pickup_promise)
          select ${d.shopId}::int, ${d.customerId}::int, ${STATUS.pendingPayment}::int, ${d.name}::text, ${d.email}::text,
            ${d.phone}::text, ${d.delivery}::boolean, ${d.shippingMethodId}::int, ${d.address}::text, ${d.city}::text,
            ${d.zipcode}::text, ${d.totalOre}::int, ${d.discountOre}::int, ${d.shippingOre}::int, ${d.promoCodeId}::int,
            ${d.paymentMethod}::text, ${d.holdExpiresAt.toISOString()}::timestamptz, ${d.checkoutKeyHash}::text,
            ${d.receiptTokenHash}::text, ${d.pickupReadyBy?.toISOString() ?? null}::timestamptz, ${d.pickupPromise}::text
          ${gate}
          returning id
        ), lines as (
          insert into reservation_lines (reservation_id, variant_id, article_id, ean, name, count, unit_price_ore, pant_ore, campaign_line_id)
          select r.id, l.* from r, (values ${lineValues}) as l(variant_id, article_id, ean, name, count, unit_price_ore, pant_ore, campaign_line_id)
        ), history as (
          insert into reservation_status_history (reservation_id, from_status_id, to_status_id, actor)
          select r.id, null, ${STATUS.pendingPayment}::int, ${actor}::text from r
        )`;
}

/** The reservation, its lines and its first history row in one statement; returns the new id. */
export async function insertReservation(tx: Executor, d: ReservationDraft): Promise<number> {
  const [row] = await rows<{ id: number }>(tx, sql`with ${reservationExpressions(d, sql``)} select id from r`);
  return Number((row as { id: number }).id);
}

/**
 * Steps 1 and 2 of the checkout in one statement, without a transaction (decision 051): the stock of
 * every line held in full (the catalogue's `holdInFull`, which names `stock_hold`) and the reservation
 * written, or neither. Returns the new id, or null when some line could not be held in full; the
 * caller then holds what there is in a transaction of its own. A named prepared statement (decision
 * 054): its planning was most of its cost.
 */
export async function holdInFullAndInsertReservation(ex: Executor, hold: SQL, d: ReservationDraft) {
  const [row] = await preparedRows<{ id: number | null }>(
    ex,
    "checkout_hold",
    sql`with ${hold}, ${reservationExpressions(d, sql`from stock_hold where stock_hold.all_held`)}
        select (select id from r) as id`,
  );
  return row?.id == null ? null : Number(row.id);
}

/**
 * Step 3's record: the Klarna session the browser pays in, on the reservation, before the answer
 * (the authorisation checks it). A named prepared statement (decision 054), as the hold.
 */
export async function recordSession(ex: Executor, id: number, sessionId: string): Promise<ReservationRow> {
  const [row] = await preparedRows<ReservationRow>(
    ex,
    "checkout_session",
    sql`update reservations set klarna_session_id = ${sessionId}::text,
          tx_data = ${mergeTxData({ status: "session_created" })}, updated_at = now()
        where id = ${id}::int
        returning ${fieldsOf(reservations)}`,
  );
  return row as ReservationRow;
}
