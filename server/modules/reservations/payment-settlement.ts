// Klarna calls that must happen after a change is committed (capture at handover, cancel or release
// when a paid reservation is withdrawn). The transaction records what must happen (txData.pending);
// settle() makes the call, and when it fails the retry job tries again later with the same
// idempotency key, with growing pauses.
import type { Database } from "../../db/client.ts";
import { type KlarnaClient, KlarnaError } from "../payments/klarna-client.ts";
import { recordCapture } from "./order-from-reservation.ts";
import { duePayments, mergeTxData, type ReservationChange, reservationById, updateReservation } from "./repo.ts";

export type Pending = "capture" | "cancel";

/** Payment calls that failed are retried with growing pauses, up to this many attempts. */
const MAX_PAYMENT_ATTEMPTS = 10;

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;

export function createPaymentSettlement(database: Database, klarna: KlarnaClient, clock: () => Date) {
  const { db } = database;

  /** The change that marks a Klarna call as due (now, or after `attempts` failures with backoff). */
  function pending(kind: Pending, attempts = 0): ReservationChange {
    const delayMs = Math.min(2 ** attempts * 30_000, 6 * 3_600_000);
    const retryAt = new Date(clock().getTime() + delayMs).toISOString();
    return { txData: mergeTxData({ pending: kind, attempts, retryAt }) };
  }

  /** Cancels an authorised Klarna order; one already captured in part gets what remains released. */
  async function release(orderId: string, id: number): Promise<void> {
    try {
      await klarna.cancel(orderId, `cancel-${id}`);
    } catch (error) {
      if (!(error instanceof KlarnaError && error.status === 403)) throw error;
      const order = await klarna.getOrder(orderId);
      if (order.status === "CANCELLED") return;
      await klarna.releaseRemainingAuthorization(orderId, `release-${id}`);
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
        const captureId = await klarna.capture(orderId, r.totalOre, `capture-${id}`);
        await database.transaction(async (tx) => {
          await updateReservation(tx, id, {
            txData: mergeTxData({ status: "captured", captureId, pending: null, retryAt: null }),
          });
          await recordCapture(tx, id, captureId);
        });
      } else {
        await release(orderId, id);
        await updateReservation(db, id, { txData: mergeTxData({ status: "released", pending: null, retryAt: null }) });
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

  return { pending, settle, retryPayments };
}
