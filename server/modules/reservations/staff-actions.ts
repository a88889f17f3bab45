// What happens to a reservation after it is paid: staff mark it ready (a mail with the pickup
// deadline), hand it over (the order is created and the payment captured) or cancel it; the job
// expires holds and pickups that ran out. Cancel and expiry are the same withdrawal (steps.ts).
import type { MailMessage } from "../mail/service.ts";
import type { ReservationServiceDeps } from "./deps.ts";
import { readyMail } from "./mails.ts";
import { createOrder } from "./order-from-reservation.ts";
import type { PaymentSettlement } from "./payment-settlement.ts";
import { linesOf, nextDue, type Reservation, transition } from "./repo.ts";
import { STATUS } from "./status.ts";
import type { ReservationSteps } from "./steps.ts";

export const PICKUP_DAYS = 7;

export function createStaffActions(
  deps: ReservationServiceDeps,
  steps: ReservationSteps,
  settlement: PaymentSettlement,
  send: (message: MailMessage) => Promise<void>,
) {
  const { database, clock } = deps;

  async function markReady(id: number, actor: string): Promise<void> {
    const deadline = new Date(clock().getTime() + PICKUP_DAYS * 86_400_000);
    const mail = await database.transaction(async (tx) => {
      const row = await transition(tx, id, [STATUS.reserved], STATUS.readyForPickup, actor, null, {
        pickupDeadline: deadline,
      });
      return readyMail(row, await linesOf(tx, id), deadline);
    });
    await send(mail);
  }

  /** Handover: the goods leave the shop, the payment is captured and the order with VAT lines created. */
  async function collect(id: number, actor: string): Promise<void> {
    await database.transaction(async (tx) => {
      const row = await transition(
        tx,
        id,
        [STATUS.reserved, STATUS.readyForPickup],
        STATUS.collected,
        actor,
        null,
        settlement.pending("capture"),
      );
      await createOrder(tx, row, await linesOf(tx, id));
    });
    await settlement.settle(id, "capture");
  }

  async function cancel(id: number, actor: string, note: string | null = null): Promise<void> {
    const live = [STATUS.pendingPayment, STATUS.reserved, STATUS.readyForPickup];
    const row = await database.transaction((tx) => steps.withdraw(tx, id, live, STATUS.cancelled, actor, note));
    if (row.klarnaOrderId) await steps.payment.undo(id);
  }

  /** Expires one due reservation at a time; SKIP LOCKED lets several nodes share the work. */
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
    }
  }

  return { markReady, collect, cancel, expireDue };
}
