// A reservation is made in three steps, each with its undo (DESIGN.md section 5):
//   1. hold the stock               undo: return the stock to the shop
//   2. create the reservation        undo: mark its payment failed (with a history row)
//   3. start the payment (Klarna)    undo: cancel the Klarna order, or release what remains of it
// The flows compose them: create runs 1–3; authorise completes 3 and on failure undoes 2 and 1;
// collect captures the payment of 3 before it records anything; cancel and expiry undo 1 and 3.
// Klarna is never called inside a transaction: the undo of 3 is recorded in the transaction
// (txData.pending) and made after the commit, or by the retry job (payment-settlement.ts).
import type { Database, Executor } from "../../db/client.ts";
import type { StockService } from "../catalog/stock.ts";
import type { KlarnaClient } from "../payments/klarna-client.ts";
import type { KlarnaOrder } from "../payments/klarna-order.ts";
import {
  holdInFullAndInsertReservation,
  insertReservation,
  type ReservationDraft,
  recordSession,
} from "./checkout-statements.ts";
import type { PaymentSettlement } from "./payment-settlement.ts";
import { heldUnits, mergeTxData, type Reservation, transition, updateReservation } from "./repo.ts";
import { STATUS } from "./status.ts";

export type ReservationSteps = ReturnType<typeof createReservationSteps>;

export function createReservationSteps(
  database: Database,
  klarna: KlarnaClient,
  settlement: PaymentSettlement,
  stockService: StockService,
) {
  // The stock belongs to the catalogue; the hold and its undo run in the reservation's transaction.
  const stock = {
    hold: stockService.hold,
    undo: async (tx: Executor, r: Pick<Reservation, "id" | "shopId">) =>
      stockService.putBack(tx, r.shopId, await heldUnits(tx, r.id)),
  };

  const reservation = {
    create: insertReservation,
    /**
     * Steps 1 and 2 in one statement (decision 051) when every line can be held in full: the new id,
     * or null, and then nothing is held or written.
     */
    holdInFullAndCreate: (
      shopId: number,
      lines: { variantId: number; wanted: number }[],
      safetyBuffer: number,
      draft: ReservationDraft,
    ) =>
      holdInFullAndInsertReservation(
        database.db,
        stockService.holdInFullExpressions(shopId, lines, safetyBuffer),
        draft,
      ),
    /** The checkout was not paid: the reservation ends as payment failed, `status` says how. */
    undo: (tx: Executor, id: number, actor: string, note: string | null, status: string, more = {}) =>
      transition(tx, id, [STATUS.pendingPayment], STATUS.paymentFailed, actor, note, {
        txData: mergeTxData({ status, ...more }),
      }),
  };

  const payment = {
    /** Opens the Klarna session the browser pays in; the key makes a retried call open it once. */
    async start(id: number, order: KlarnaOrder) {
      const session = await klarna.createSession(order, `session-${id}`);
      const row = await recordSession(database.db, id, session.session_id);
      return { session, row };
    },
    /** Records that an authorised Klarna order must be cancelled (in the caller's transaction). */
    markUndo: (ex: Executor, id: number, klarnaOrderId?: string) =>
      updateReservation(ex, id, { ...(klarnaOrderId ? { klarnaOrderId } : {}), ...settlement.pending("cancel") }),
    /** Makes the recorded cancel; when Klarna fails the retry job does it later. */
    undo: (id: number) => settlement.settle(id, "cancel"),
    /** The txData fields that mark a Klarna call as due (for `abandon`'s `more`). */
    pendingFields: settlement.pendingFields,
  };

  /**
   * The undo of an unpaid checkout (steps 2 and 1), in one transaction; `more` is recorded in its
   * txData beside the status (a void that is due, decision 072).
   */
  async function abandon(
    id: number,
    actor: string,
    note: string | null,
    status: string,
    more: Record<string, unknown> = {},
  ): Promise<void> {
    await database.transaction(async (tx) => {
      const row = await reservation.undo(tx, id, actor, note, status, more);
      await stock.undo(tx, row);
    });
  }

  /**
   * Withdraws a live reservation (cancelled, expired), in the caller's transaction: the stock goes
   * back and an authorised payment is marked for cancelling. After the commit, call `payment.undo`
   * when the returned row has a Klarna order.
   */
  async function withdraw(...move: Parameters<typeof transition>): Promise<Reservation> {
    const [tx, id] = move;
    const row = await transition(...move);
    await stock.undo(tx, row);
    if (row.klarnaOrderId) await payment.markUndo(tx, id);
    return row;
  }

  return { stock, reservation, payment, abandon, withdraw };
}
