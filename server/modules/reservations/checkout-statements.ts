// The checkout's hand-written statement (decision 018): `POST /reservations/klarna/` is benched, and
// this writes the reservation, its lines and its history in one round trip where the query builder
// would need three. Every value stays a bound parameter (drizzle's sql template).
import { sql } from "drizzle-orm";
import { type Executor, rows } from "../../db/client.ts";
import type { HeldLine } from "./pricing.ts";
import { STATUS } from "./status.ts";

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
            address, city, zipcode, total_ore, discount_ore, shipping_ore, promo_code_id, payment_method, hold_expires_at,
            checkout_key_hash, receipt_token_hash, pickup_ready_by, pickup_promise)
          values (${d.shopId}, ${d.customerId}, ${STATUS.pendingPayment}, ${d.name}, ${d.email}, ${d.phone}, ${d.delivery},
            ${d.shippingMethodId}, ${d.address}, ${d.city}, ${d.zipcode}, ${d.totalOre}, ${d.discountOre}, ${d.shippingOre},
            ${d.promoCodeId}, ${d.paymentMethod}, ${d.holdExpiresAt.toISOString()}::timestamptz,
            ${d.checkoutKeyHash}, ${d.receiptTokenHash}, ${d.pickupReadyBy?.toISOString() ?? null}::timestamptz, ${d.pickupPromise})
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
