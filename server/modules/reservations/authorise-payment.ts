// The browser reports Klarna's answer (spec section 5). Approved: the session becomes a Klarna order
// and the reservation is reserved, with a confirmation mail. Denied or refused by Klarna: the unpaid
// checkout is undone. A hold that ran out while the shopper paid: the new Klarna order is cancelled.
// Klarna silent or failing when the order is made: the checkout is undone at once and whatever Klarna
// may hold is let go by the retry job (decision 072).

import { receiptPath } from "../../../domain/receipt.ts";
import {
  Conflict,
  DomainError,
  NotFound,
  PaymentNotCompleted,
  UpstreamFailed,
  UpstreamTimeout,
} from "../../lib/errors.ts";
import { isKlarnaTimeout, type KlarnaOrderCreated } from "../payments/klarna-client.ts";
import { klarnaOrder } from "../payments/klarna-order.ts";
import type { ReservationServiceDeps } from "./deps.ts";
import type { SendReservationMail } from "./mails.ts";
import { confirmationMail } from "./mails.ts";
import {
  KLARNA_DOWN_AT_AUTHORISATION,
  KLARNA_SLOW_AT_AUTHORISATION,
  PAYMENT_NOT_COMPLETED,
  RESERVATION_NOT_FOUND,
} from "./messages.ts";
import { refusedByKlarna } from "./payment-settlement.ts";
import { klarnaLines } from "./pricing.ts";
import { buildReceipt } from "./receipt.ts";
import { isReceiptToken } from "./receipt-token.ts";
import { linesOf, mergeTxData, type Reservation, reservationById, transition } from "./repo.ts";
import { STATUS } from "./status.ts";
import type { ReservationSteps } from "./steps.ts";

/**
 * The Klarna order of a reservation as its session was opened: the amounts as stored, so a code
 * changed since cannot change the order. Also what a void repeats (payment-settlement.ts).
 */
export async function storedKlarnaOrder(deps: Pick<ReservationServiceDeps, "database" | "promocodes">, r: Reservation) {
  const [lines, promo] = await Promise.all([
    linesOf(deps.database.db, r.id),
    r.promoCodeId ? deps.promocodes.byId(r.promoCodeId) : null,
  ]);
  return { lines, order: klarnaOrder(klarnaLines(lines, r, promo), String(r.id)) };
}

export function createAuthorisationFlow(
  deps: ReservationServiceDeps,
  steps: ReservationSteps,
  send: SendReservationMail,
) {
  const { database, klarna } = deps;
  const { db } = database;
  const settlementPending = steps.payment.pendingFields;

  /** Resolves to the reservation's id once it is reserved; the caller answers with its view. */
  return async function authorize(
    id: number,
    sessionId: string,
    approved: boolean,
    authorizationToken: string | null,
    /** The token the checkout gave this browser, and the origin for the mail's link. */
    receipt: { token: string | null; origin: string } = { token: null, origin: "" },
  ): Promise<number> {
    const r = await reservationById(db, id);
    if (!r || r.klarnaSessionId !== sessionId) throw new NotFound(RESERVATION_NOT_FOUND);
    if (r.statusId !== STATUS.pendingPayment) {
      // The browser asked twice with the same answer: the first one made it.
      if (r.statusId === STATUS.reserved && r.txData?.authorizationToken === authorizationToken) return id;
      throw new Conflict(PAYMENT_NOT_COMPLETED);
    }
    if (!approved || !authorizationToken) {
      await steps.abandon(id, "customer", "denied", "denied");
      throw new PaymentNotCompleted(PAYMENT_NOT_COMPLETED);
    }
    const { lines, order } = await storedKlarnaOrder(deps, r);
    let created: KlarnaOrderCreated;
    try {
      created = await klarna.createOrder(authorizationToken, order, `order-${id}`);
    } catch (error) {
      if (refusedByKlarna(error)) {
        await steps.abandon(id, "system", String(error), "order_failed");
        throw new PaymentNotCompleted(PAYMENT_NOT_COMPLETED);
      }
      // No answer, or Klarna failing: Klarna may have made the order all the same. The stock goes back
      // now, and the retry job lets go of whatever Klarna holds within minutes (settle "void"), long
      // before the hold would have run out (decision 072).
      await steps.abandon(id, "system", String(error), "order_failed", {
        authorizationToken,
        ...settlementPending("void", 0),
      });
      if (isKlarnaTimeout(error)) throw new UpstreamTimeout(KLARNA_SLOW_AT_AUTHORISATION);
      throw new UpstreamFailed(KLARNA_DOWN_AT_AUTHORISATION);
    }
    let row: Awaited<ReturnType<typeof transition>>;
    try {
      row = await database.transaction((tx) =>
        transition(tx, id, [STATUS.pendingPayment], STATUS.reserved, "customer", null, {
          klarnaOrderId: created.order_id,
          holdExpiresAt: null,
          txData: mergeTxData({
            status: "authorized",
            orderId: created.order_id,
            fraudStatus: created.fraud_status,
            authorizationToken,
          }),
        }),
      );
    } catch (error) {
      // The hold expired while the shopper paid: the Klarna order must not stay authorised.
      if (error instanceof DomainError && error.kind === "conflict") {
        await steps.payment.markUndo(db, id, created.order_id);
        await steps.payment.undo(id);
      }
      throw error;
    }
    // The link goes in the mail only when the browser's token is the reservation's: the mail never
    // carries a link that does not open.
    const link = isReceiptToken(receipt.token, row.receiptTokenHash)
      ? `${receipt.origin}${receiptPath(id, receipt.token)}`
      : null;
    await send(confirmationMail(await buildReceipt(deps, row, lines), link), row);
    return id;
  };
}
