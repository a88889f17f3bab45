// Partial handover (issue 15, decision 040): the customer takes some lines, or some units of a line,
// and leaves the rest. Klarna captures exactly what was taken (domain/handover-settlement.ts) before
// anything is recorded (decision 024); then one transaction collects the reservation, puts the rest
// back in stock, records the history in words and creates the order with only the taken lines. The
// release of the rest is marked due in that transaction and made after the commit, or by the retry
// job (payment-settlement.ts), so a Klarna hiccup never leaves goods handed over and unrecorded.

import { handoverSettlement, handoverView } from "../../../domain/handover-settlement.ts";
import { Conflict, InvalidInput, NotFound } from "../../lib/errors.ts";
import { type KlarnaOrderLine, orderLine } from "../payments/klarna-order.ts";
import type { ReservationServiceDeps } from "./deps.ts";
import type { SendReservationMail } from "./mails.ts";
import { partialHandoverMail } from "./mails.ts";
import { INVALID_TRANSITION, RESERVATION_NOT_FOUND } from "./messages.ts";
import { createOrder, recordCapture } from "./order-from-reservation.ts";
import type { PaymentSettlement } from "./payment-settlement.ts";
import { linesOf, type ReservationLine, reservationById, transition } from "./repo.ts";
import type { InTransaction } from "./staff-actions.ts";
import { STATUS } from "./status.ts";

export const NOTHING_TAKEN = "Velg minst én vare som utleveres";
export const NOT_IN_RESERVATION = "Varen finnes ikke i reservasjonen";
export const MORE_THAN_RESERVED = "Kan ikke utlevere flere enn det som er reservert";

const HANDOVER_FROM: readonly number[] = [STATUS.reserved, STATUS.readyForPickup];

/** How many units of one reservation line are handed over (lines not named stay in the shop). */
export interface TakenLine {
  EanNo: string;
  Count: number;
}

/** Units taken per reservation line, in the lines' order; refuses what the reservation does not hold. */
export function unitsTaken(lines: readonly ReservationLine[], taken: readonly TakenLine[]): number[] {
  const counts = lines.map(() => 0);
  for (const t of taken) {
    const i = lines.findIndex((l) => l.ean === t.EanNo);
    if (i < 0) throw new InvalidInput(NOT_IN_RESERVATION);
    counts[i] = (counts[i] ?? 0) + t.Count;
    if ((counts[i] ?? 0) > (lines[i] as ReservationLine).count) throw new InvalidInput(MORE_THAN_RESERVED);
  }
  if (counts.every((n) => n === 0)) throw new InvalidInput(NOTHING_TAKEN);
  return counts;
}

const described = (lines: { count: number; name: string }[]) => lines.map((l) => `${l.count} × ${l.name}`).join(", ");

export function createPartialHandover(
  deps: ReservationServiceDeps,
  settlement: PaymentSettlement,
  send: SendReservationMail,
) {
  const { database } = deps;

  return async function collectPart(
    id: number,
    actor: string,
    taken: readonly TakenLine[],
    also?: InTransaction,
  ): Promise<void> {
    const r = await reservationById(database.db, id);
    if (!r) throw new NotFound(RESERVATION_NOT_FOUND);
    if (!HANDOVER_FROM.includes(r.statusId)) throw new Conflict(INVALID_TRANSITION);
    const lines = await linesOf(database.db, id);
    const counts = unitsTaken(lines, taken);
    const amounts = handoverSettlement(lines, counts, r);
    const handed = lines.map((l, i) => ({ ...l, count: counts[i] ?? 0 })).filter((l) => l.count > 0);
    const left = lines.map((l, i) => ({ ...l, count: l.count - (counts[i] ?? 0) })).filter((l) => l.count > 0);

    const klarnaLines: KlarnaOrderLine[] = handed.map((l) =>
      orderLine("physical", l.ean, l.name, l.count, l.unitPriceOre),
    );
    if (amounts.discountOre > 0)
      klarnaLines.push(orderLine("discount", "verdikode", "Verdikode", 1, -amounts.discountOre));
    if (amounts.shippingOre > 0) klarnaLines.push(orderLine("shipping_fee", "frakt", "Frakt", 1, amounts.shippingOre));
    const captureId = await settlement.capture(r, { amount: amounts.totalOre, lines: klarnaLines });

    const note =
      left.length > 0 ? `Delvis utlevert: ${described(handed)}. Lagt tilbake på lager: ${described(left)}.` : null;
    const row = await database.transaction(async (tx) => {
      const change = left.length > 0 ? settlement.capturedPart(captureId) : settlement.captured(captureId);
      const row = await transition(tx, id, HANDOVER_FROM, STATUS.collected, actor, note, change);
      await deps.stock.putBack(
        tx,
        r.shopId,
        left.map((l) => ({ variantId: l.variantId, count: l.count })),
      );
      await createOrder(tx, row, handed, amounts);
      await recordCapture(tx, id, captureId);
      await also?.(tx);
      return row;
    });
    const view = handoverView(lines, amounts, r);
    if (!view) return;
    // Klarna failing here leaves the release due; the retry job makes it later.
    await settlement.settle(id, "release");
    await send(partialHandoverMail(row, view), row);
  };
}
