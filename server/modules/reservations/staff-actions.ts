// What happens to a reservation after it is paid: staff mark it ready (a mail with the pickup
// deadline), hand it over (the payment captured, then the order created) or cancel it; the job
// expires holds and pickups that ran out. Cancel and expiry are the same withdrawal (steps.ts).

import { setImmediate } from "node:timers/promises";
import { PICKUP_DAYS } from "../../../domain/receipt.ts";
import type { Executor } from "../../db/client.ts";
import { Conflict, NotFound } from "../../lib/errors.ts";
import type { ReservationServiceDeps } from "./deps.ts";
import type { SendReservationMail } from "./mails.ts";
import { readyMail } from "./mails.ts";
import { INVALID_TRANSITION, RESERVATION_NOT_FOUND } from "./messages.ts";
import { createOrder, recordCapture } from "./order-from-reservation.ts";
import type { PaymentSettlement } from "./payment-settlement.ts";
import { buildReceipt } from "./receipt.ts";
import { linesOf, nextDue, type Reservation, reservationById, transition } from "./repo.ts";
import { STATUS } from "./status.ts";
import type { ReservationSteps } from "./steps.ts";

/** More writes of the caller (the back office's audit row) that belong to the change's transaction. */
export type InTransaction = (tx: Executor) => Promise<unknown>;
const nothing: InTransaction = async () => undefined;

const HANDOVER_FROM: readonly number[] = [STATUS.reserved, STATUS.readyForPickup];

export function createStaffActions(
  deps: ReservationServiceDeps,
  steps: ReservationSteps,
  settlement: PaymentSettlement,
  send: SendReservationMail,
) {
  const { database, clock } = deps;

  async function markReady(id: number, actor: string, also = nothing): Promise<void> {
    const deadline = new Date(clock().getTime() + PICKUP_DAYS * 86_400_000);
    const { row, lines } = await database.transaction(async (tx) => {
      const row = await transition(tx, id, [STATUS.reserved], STATUS.readyForPickup, actor, null, {
        pickupDeadline: deadline,
      });
      await also(tx);
      return { row, lines: await linesOf(tx, id) };
    });
    // Built after the commit: the shop and catalogue are read outside the reservation's transaction.
    await send(readyMail(await buildReceipt(deps, row, lines), (deps.publicUrl ?? "").replace(/\/$/, "")), row);
  }

  /**
   * Handover: the payment is captured first, and only then is the reservation collected, with its
   * order and VAT lines (decision 024). When Klarna refuses or cannot be reached nothing changes but
   * the payment state, and staff are told not to hand the goods over.
   */
  async function collect(id: number, actor: string, also = nothing): Promise<void> {
    const r = await reservationById(database.db, id);
    if (!r) throw new NotFound(RESERVATION_NOT_FOUND);
    if (!HANDOVER_FROM.includes(r.statusId)) throw new Conflict(INVALID_TRANSITION);
    const captureId = await settlement.capture(r);
    // Should a cancel or the expiry job win the race from here, the transition is refused and the
    // withdrawal refunds the capture (payment-settlement.ts release).
    await database.transaction(async (tx) => {
      const row = await transition(
        tx,
        id,
        HANDOVER_FROM,
        STATUS.collected,
        actor,
        null,
        settlement.captured(captureId),
      );
      await createOrder(tx, row, await linesOf(tx, id));
      await recordCapture(tx, id, captureId);
      await also(tx);
    });
  }

  async function cancel(id: number, actor: string, note: string | null = null, also = nothing): Promise<void> {
    const live = [STATUS.pendingPayment, STATUS.reserved, STATUS.readyForPickup, STATUS.packed];
    const row = await database.transaction(async (tx) => {
      const withdrawn = await steps.withdraw(tx, id, live, STATUS.cancelled, actor, note);
      await also(tx);
      return withdrawn;
    });
    if (row.klarnaOrderId) await steps.payment.undo(id);
  }

  /**
   * Expires one due reservation at a time; SKIP LOCKED lets several nodes share the work. Between two
   * it lets the server's other work in: the embedded engine answers without waiting on a socket, so a
   * burst of thousands would otherwise hold every page and checkout until the last was done.
   */
  async function expireDue(): Promise<number> {
    let count = 0;
    for (;;) {
      const now = clock();
      const expired: Reservation | null = await database.transaction(async (tx) => {
        const due = await nextDue(tx, now);
        return due ? steps.withdraw(tx, due.id, [due.statusId], STATUS.expired, "system", null) : null;
      });
      if (!expired) return count;
      count++;
      if (expired.klarnaOrderId) await steps.payment.undo(expired.id);
      await setImmediate();
    }
  }

  return { markReady, collect, cancel, expireDue };
}
