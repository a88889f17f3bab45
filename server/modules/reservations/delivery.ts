// Delivery orders (issue 15, decision 040): staff pack the goods ('Pakket'), then send them with the
// carrier's tracking URL ('Sendt'). The payment is captured at shipping, before anything is recorded
// (as at the counter, decision 024); the order is created then, and the customer gets the tracking
// URL by mail and as the reservation's trackingUrl (spec field name).

import { Conflict, NotFound } from "../../lib/errors.ts";
import type { ReservationServiceDeps } from "./deps.ts";
import type { SendReservationMail } from "./mails.ts";
import { shippedMail } from "./mails.ts";
import { INVALID_TRANSITION, RESERVATION_NOT_FOUND } from "./messages.ts";
import { createOrder, recordCapture } from "./order-from-reservation.ts";
import type { PaymentSettlement } from "./payment-settlement.ts";
import { linesOf, reservationById, transition } from "./repo.ts";
import type { InTransaction } from "./staff-actions.ts";
import { STATUS } from "./status.ts";

export const NOT_A_DELIVERY = "Reservasjonen skal hentes i butikken og kan ikke sendes";

export function createDeliveryActions(
  deps: ReservationServiceDeps,
  settlement: PaymentSettlement,
  send: SendReservationMail,
) {
  const { database } = deps;

  async function deliveryOrder(id: number) {
    const r = await reservationById(database.db, id);
    if (!r) throw new NotFound(RESERVATION_NOT_FOUND);
    if (!r.delivery) throw new Conflict(NOT_A_DELIVERY);
    return r;
  }

  async function pack(id: number, actor: string, also?: InTransaction): Promise<void> {
    await deliveryOrder(id);
    await database.transaction(async (tx) => {
      await transition(tx, id, [STATUS.reserved], STATUS.packed, actor, null);
      await also?.(tx);
    });
  }

  async function ship(id: number, actor: string, trackingUrl: string, also?: InTransaction): Promise<void> {
    const r = await deliveryOrder(id);
    if (r.statusId !== STATUS.packed) throw new Conflict(INVALID_TRANSITION);
    const captureId = await settlement.capture(r);
    const { row, lines } = await database.transaction(async (tx) => {
      const row = await transition(tx, id, [STATUS.packed], STATUS.shipped, actor, `Sporing: ${trackingUrl}`, {
        trackingUrl,
        ...settlement.captured(captureId),
      });
      const lines = await linesOf(tx, id);
      await createOrder(tx, row, lines);
      await recordCapture(tx, id, captureId);
      await also?.(tx);
      return { row, lines };
    });
    await send(shippedMail(row, lines, trackingUrl), row);
  }

  return { pack, ship };
}
