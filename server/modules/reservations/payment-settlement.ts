// The Klarna calls of a paid reservation after checkout. The handover captures first and is recorded
// only once Klarna has taken the money (capture(), decision 024). A withdrawal (cancel, expiry) is
// committed first and its Klarna call follows: the transaction records what must happen
// (txData.pending), settle() makes the call, and when it fails the retry job tries again later with
// the same idempotency key, with growing pauses.
import { CAPTURE_REFUSED, CAPTURE_UNAVAILABLE } from "../../../domain/payment-state.ts";
import type { Database } from "../../db/client.ts";
import { PaymentNotCompleted, UpstreamFailed, UpstreamTimeout } from "../../lib/errors.ts";
import { isKlarnaTimeout, type KlarnaClient, KlarnaError } from "../payments/klarna-client.ts";
import type { KlarnaOrder, KlarnaOrderLine } from "../payments/klarna-order.ts";
import { recordCapture } from "./order-from-reservation.ts";
import {
  duePayments,
  mergeTxData,
  type Reservation,
  type ReservationChange,
  reservationById,
  updateReservation,
} from "./repo.ts";

/**
 * capture: a handover from before decision 024; cancel: a withdrawal lets go of the whole order;
 * release: a partial handover lets go of what it did not capture (decision 040); void: a checkout
 * whose order Klarna did not confirm in time lets go of whatever Klarna made of it (decision 072).
 */
export type Pending = "capture" | "cancel" | "release" | "void";

/** Payment calls that failed are retried with growing pauses, up to this many attempts. */
const MAX_PAYMENT_ATTEMPTS = 10;

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;

export function createPaymentSettlement(
  database: Database,
  klarna: KlarnaClient,
  clock: () => Date,
  /** The Klarna order a reservation's checkout asked for, as stored (a void repeats that call). */
  orderOf?: (r: Reservation) => Promise<KlarnaOrder>,
) {
  const { db } = database;

  /** The change that marks a Klarna call as due (now, or after `attempts` failures with backoff). */
  function pending(kind: Pending, attempts = 0): ReservationChange {
    return { txData: mergeTxData(pendingFields(kind, attempts)) };
  }

  function pendingFields(kind: Pending, attempts: number) {
    const delayMs = Math.min(2 ** attempts * 30_000, 6 * 3_600_000);
    return { pending: kind, attempts, retryAt: new Date(clock().getTime() + delayMs).toISOString() };
  }

  /** The change that records a partial capture and marks the release of the rest as due. */
  const capturedPart = (captureId: string): ReservationChange => ({
    txData: mergeTxData({ status: "captured", captureId, failed: null, error: null, ...pendingFields("release", 0) }),
  });

  /** The change that records a capture Klarna made. */
  const captured = (captureId: string): ReservationChange => ({
    txData: mergeTxData({ status: "captured", captureId, pending: null, retryAt: null, failed: null, error: null }),
  });

  /**
   * Takes the reservation's payment now (handover), once whatever the number of clicks (the key is
   * the reservation's). Klarna refusing (order cancelled, expired, nothing left to capture) is
   * recorded and is a PaymentNotCompleted; Klarna unreachable or failing is an UpstreamFailed and
   * leaves the payment as it was, to be tried again at the counter.
   */
  async function capture(r: Reservation, part?: { amount: number; lines: KlarnaOrderLine[] }): Promise<string> {
    try {
      if (!r.klarnaOrderId) throw new KlarnaError(404, "NO_SUCH_ORDER", "The reservation has no Klarna order");
      // One capture per reservation, whole or partial: the key is the reservation's either way.
      return await klarna.capture(r.klarnaOrderId, part?.amount ?? r.totalOre, `capture-${r.id}`, part?.lines);
    } catch (error) {
      // Nothing is recorded: the goods stay in the shop under the reservation's own pickup deadline.
      if (isKlarnaTimeout(error)) throw new UpstreamTimeout(CAPTURE_UNAVAILABLE);
      if (!refusedByKlarna(error)) throw new UpstreamFailed(CAPTURE_UNAVAILABLE);
      await updateReservation(db, r.id, { txData: mergeTxData({ status: "capture_refused", error: String(error) }) });
      throw new PaymentNotCompleted(CAPTURE_REFUSED);
    }
  }

  /**
   * Lets go of what a withdrawn reservation's Klarna order holds: an authorised order is cancelled;
   * otherwise what remains authorised is released and money captured for goods that stayed in the
   * shop (a handover that lost the race to this withdrawal) is refunded.
   */
  async function release(orderId: string, id: number): Promise<"released" | "refunded"> {
    try {
      await klarna.cancel(orderId, `cancel-${id}`);
      return "released";
    } catch (error) {
      if (!(error instanceof KlarnaError && error.status === 403)) throw error;
      const order = await klarna.getOrder(orderId);
      if (order.status === "CANCELLED" || order.status === "EXPIRED") return "released";
      if (order.remaining_authorized_amount > 0) await klarna.releaseRemainingAuthorization(orderId, `release-${id}`);
      const kept = order.captured_amount - order.refunded_amount;
      if (kept <= 0) return "released";
      await klarna.refund(orderId, kept, `refund-${id}`);
      return "refunded";
    }
  }

  /**
   * Lets go of what a partial handover did not capture. Klarna refusing because nothing remains
   * authorised (already released, or the authorisation ran out) is done as well.
   */
  async function releaseRemaining(orderId: string, id: number): Promise<void> {
    try {
      await klarna.releaseRemainingAuthorization(orderId, `release-${id}`);
    } catch (error) {
      if (!(error instanceof KlarnaError && error.status === 403)) throw error;
      const order = await klarna.getOrder(orderId);
      if (order.remaining_authorized_amount > 0) throw error;
    }
  }

  /**
   * The Klarna order a checkout's unconfirmed call made, if any. The call is repeated with its own
   * idempotency key: Klarna answers with the order it made then, or makes it now (to be let go at
   * once); a token Klarna no longer knows (expired, never approved) holds nothing.
   */
  async function orderMadeOf(r: Reservation): Promise<string | null> {
    const token = r.txData?.authorizationToken;
    if (typeof token !== "string" || !orderOf) return null;
    try {
      return (await klarna.createOrder(token, await orderOf(r), `order-${r.id}`)).order_id;
    } catch (error) {
      if (refusedByKlarna(error)) return null;
      throw error;
    }
  }

  /** Runs a pending Klarna call; true when it is done (or no longer pending). */
  async function settle(id: number, kind: Pending): Promise<boolean> {
    const r = await reservationById(db, id);
    if (!r || r.txData?.pending !== kind) return true;
    const attempts = Number(r.txData?.attempts ?? 0);
    const orderId = r.klarnaOrderId as string;
    try {
      if (kind === "capture") {
        // Only reservations handed over before decision 024 have a capture pending.
        const captureId = await klarna.capture(orderId, r.totalOre, `capture-${id}`);
        await database.transaction(async (tx) => {
          await updateReservation(tx, id, captured(captureId));
          await recordCapture(tx, id, captureId);
        });
      } else if (kind === "void") {
        const orderId = await orderMadeOf(r);
        const status = orderId ? await release(orderId, id) : "released";
        await updateReservation(db, id, {
          ...(orderId ? { klarnaOrderId: orderId } : {}),
          txData: mergeTxData({ status, pending: null, retryAt: null }),
        });
      } else if (kind === "release") {
        await releaseRemaining(orderId, id);
        // What Klarna now holds, as it reports it, for the staff screen (captured and released).
        const order = await klarna.getOrder(orderId);
        const released = order.order_amount - order.captured_amount;
        await updateReservation(db, id, {
          txData: mergeTxData({
            pending: null,
            retryAt: null,
            capturedOre: order.captured_amount,
            releasedOre: released,
          }),
        });
      } else {
        const status = await release(orderId, id);
        await updateReservation(db, id, { txData: mergeTxData({ status, pending: null, retryAt: null }) });
      }
      return true;
    } catch (error) {
      const stop = attempts + 1 >= MAX_PAYMENT_ATTEMPTS;
      await updateReservation(
        db,
        id,
        stop
          ? { txData: mergeTxData({ pending: null, retryAt: null, failed: kind, error: String(error) }) }
          : pending(kind, attempts + 1),
      );
      return false;
    }
  }

  /** Klarna calls that failed earlier (capture at handover, release at cancel/expiry), when due. */
  async function retryPayments(): Promise<number> {
    const due = await duePayments(db, clock());
    let settled = 0;
    for (const r of due) if (await settle(r.id, r.pending as Pending)) settled++;
    return settled;
  }

  return { pending, pendingFields, captured, capturedPart, capture, settle, retryPayments };
}

/**
 * Klarna said no to the call itself (bad request, not allowed, no such order): trying again will
 * not help. Anything else (no answer, 5xx, throttling, our own credentials refused) may pass.
 */
export function refusedByKlarna(error: unknown): boolean {
  return error instanceof KlarnaError && [400, 403, 404].includes(error.status);
}
