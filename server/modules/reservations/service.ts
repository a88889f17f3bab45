// The reservation lifecycle of DESIGN.md section 5, composed from its flows: create (checkout),
// authorise (Klarna's answer), the staff actions and the jobs' expiry and payment retries. This
// module owns reservations, reservation_lines, reservation_status_history, orders, order_lines and
// order_returns; what it needs from other tables it asks their owners' services for.
import { count, isNotNull } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { reservations } from "../../db/schema.ts";
import { NotFound } from "../../lib/errors.ts";
import { anonymiseCustomerReservations } from "./anonymise.ts";
import { createAuthorisationFlow, storedKlarnaOrder } from "./authorise-payment.ts";
import { createStockCheck } from "./check-stock.ts";
import { isCheckoutKey } from "./checkout-key.ts";
import { createReservationFlow } from "./create-reservation.ts";
import { customerOrders, customerReservations } from "./customer-history.ts";
import { createDeliveryActions } from "./delivery.ts";
import type { ReservationServiceDeps } from "./deps.ts";
import { handoverOf, handoversOf } from "./handover.ts";
import type { SendReservationMail } from "./mails.ts";
import { RESERVATION_NOT_FOUND } from "./messages.ts";
import { createPartialHandover, type TakenLine } from "./partial-handover.ts";
import { createPaymentSettlement } from "./payment-settlement.ts";
import { pickList } from "./pick-list.ts";
import { buildReceipt, type Receipt } from "./receipt.ts";
import { isReceiptToken } from "./receipt-token.ts";
import {
  type CounterSearch,
  countsForShop,
  historyOf,
  linesOf,
  listForShop,
  readyByDeadline,
  reservationById,
  searchForCounter,
} from "./repo.ts";
import { createReturns } from "./returns.ts";
import { createStaffActions, type InTransaction } from "./staff-actions.ts";
import { STATUS } from "./status.ts";
import { createReservationSteps } from "./steps.ts";
import { toHistoryView, toReservationSummary, toReservationView } from "./views.ts";

export type ReservationService = ReturnType<typeof createReservationService>;

export function createReservationService(deps: ReservationServiceDeps) {
  const { database, klarna, clock } = deps;
  const { db } = database;

  /** Mails go out after the change is committed; a failed send is kept in the outbox, not undone. */
  const send: SendReservationMail = async (message, reservation) => {
    await deps.mail
      .sendMail({ ...message, about: { reservationId: reservation.id, shopId: reservation.shopId } })
      .catch(() => undefined);
  };

  const settlement = createPaymentSettlement(
    database,
    klarna,
    clock,
    async (r) => (await storedKlarnaOrder(deps, r)).order,
  );
  const steps = createReservationSteps(database, klarna, settlement, deps.stock);
  const authorise = createAuthorisationFlow(deps, steps, send);
  const staff = createStaffActions(deps, steps, settlement, send);
  const collectPart = createPartialHandover(deps, settlement, send);
  const delivery = createDeliveryActions(deps, settlement, send);
  const returns = createReturns(deps, send);

  async function view(id: number) {
    const [r, lines, handover] = await Promise.all([reservationById(db, id), linesOf(db, id), handoverOf(db, id)]);
    if (!r) throw new NotFound(RESERVATION_NOT_FOUND);
    const labels = await deps.purchasePrices.variantLabels(lines.map((l) => l.variantId));
    return toReservationView(r, lines, labels, handover);
  }

  return {
    create: createReservationFlow(deps, steps),
    /** What of an order a hold could not take now (the checkout asks before payment). */
    checkStock: createStockCheck(deps),
    async authorize(
      id: number,
      sessionId: string,
      approved: boolean,
      authorizationToken: string | null,
      receipt?: { token: string | null; origin: string },
    ) {
      return view(await authorise(id, sessionId, approved, authorizationToken, receipt));
    },
    /**
     * The receipt page (decision 034): the logged-in owner sees it without a token, anyone else only
     * with the link's token. Every refusal is the same NotFound as an unknown number.
     */
    async receipt(id: number, viewer: { customerId: number | null; token: string | null }): Promise<Receipt> {
      const r = await reservationById(db, id);
      const owner = r !== null && r.customerId !== null && r.customerId === viewer.customerId;
      if (!r || !(owner || isReceiptToken(viewer.token, r.receiptTokenHash))) throw new NotFound(RESERVATION_NOT_FOUND);
      const [lines, handover] = await Promise.all([linesOf(db, id), handoverOf(db, id)]);
      return buildReceipt(deps, r, lines, handover);
    },
    async markReady(id: number, actor: string, also?: InTransaction) {
      await staff.markReady(id, actor, also);
      return view(id);
    },
    async collect(id: number, actor: string, also?: InTransaction) {
      await staff.collect(id, actor, also);
      return view(id);
    },
    /** A handover of some of the lines (decision 040); the rest goes back in stock and is released. */
    async collectPart(id: number, actor: string, taken: readonly TakenLine[], also?: InTransaction) {
      await collectPart(id, actor, taken, also);
      return view(id);
    },
    async pack(id: number, actor: string, also?: InTransaction) {
      await delivery.pack(id, actor, also);
      return view(id);
    },
    /** Sends a packed delivery order with the carrier's tracking URL; the payment is captured now. */
    async ship(id: number, actor: string, trackingUrl: string, also?: InTransaction) {
      await delivery.ship(id, actor, trackingUrl, also);
      return view(id);
    },
    async cancel(id: number, actor: string, note: string | null = null, also?: InTransaction) {
      await staff.cancel(id, actor, note, also);
      return view(id);
    },
    /**
     * Whether the browser holding `checkoutKey` started the reservation a Klarna session pays for
     * (`reference` is the reservation id the session was opened with).
     */
    async paymentStartedBy(
      session: { sessionId: string; reference: string | null },
      checkoutKey: string | undefined,
    ): Promise<boolean> {
      if (!checkoutKey || !session.reference || !/^\d{1,9}$/.test(session.reference)) return false;
      const r = await reservationById(db, Number(session.reference));
      return r?.klarnaSessionId === session.sessionId && isCheckoutKey(checkoutKey, r.checkoutKeyHash);
    },
    expireDue: staff.expireDue,
    /** Klarna calls that failed earlier, and refunds of returns Klarna did not take at the time. */
    async retryPayments() {
      return (await settlement.retryPayments()) + (await returns.retryRefunds());
    },
    /** What staff of a shop must take off the shelf for the reservations waiting (decision 040). */
    pickList: (shopId: number) => pickList(db, deps.stock, shopId),
    /** A return under the right of withdrawal (decision 040): refunded through Klarna, restocked. */
    async registerReturn(id: number, actor: string, returned: readonly TakenLine[], also?: InTransaction) {
      await returns.registerReturn(id, actor, returned, also);
      return view(id);
    },
    view,
    /** What of a handed-over reservation can still be returned, and until when (decision 040). */
    returnable: returns.returnable,
    /**
     * A shop's (null: every shop's) reservations in one status (newest first, at most 200) and the
     * count in every status.
     */
    async listForShop(shopId: number | null, statusId: number) {
      const [found, counts] = await Promise.all([listForShop(db, shopId, statusId), countsForShop(db, shopId)]);
      const handed = found.filter((f) => f.reservation.statusId === STATUS.collected).map((f) => f.reservation.id);
      const handovers = await handoversOf(db, handed);
      return {
        counts,
        data: found.map((f) => toReservationSummary(f.reservation, f.lines, handovers.get(f.reservation.id) ?? null)),
      };
    },
    /**
     * The counter's day (issue 29): the count in every status, the first reservations ready for
     * pickup by deadline, and how many of those run out within `hours`.
     */
    async counterDay(shopId: number | null, hours: number) {
      const soon = new Date(clock().getTime() + hours * 3_600_000);
      const [counts, ready] = await Promise.all([countsForShop(db, shopId), readyByDeadline(db, shopId, soon, 20)]);
      return {
        counts,
        dueSoon: ready.dueSoon,
        ready: ready.first.map((f) => toReservationSummary(f.reservation, f.lines)),
      };
    },
    /** The counter's search (issue 29): the best matches first, each with who reserved and where. */
    async searchForCounter(q: Omit<CounterSearch, "now">) {
      const found = await searchForCounter(db, { ...q, now: clock() });
      return found.map((f) => ({
        ...toReservationSummary(f.reservation, f.lines),
        shopID: f.reservation.shopId,
        email: f.reservation.email,
        phone: f.reservation.phone,
        dueToday: f.dueToday,
      }));
    },
    /**
     * How many of a shop's reservations are still in its hands: waiting for payment, reserved, ready
     * for pickup or packed (a shop is not closed while it has any). In `ex`, so a close counts in its
     * own transaction.
     */
    async openAtShop(ex: Executor, shopId: number): Promise<number> {
      const counts = await countsForShop(ex, shopId);
      return [STATUS.pendingPayment, STATUS.reserved, STATUS.readyForPickup, STATUS.packed].reduce(
        (sum, status) => sum + (counts[status] ?? 0),
        0,
      );
    },
    /** How many reservations used each promo code (promo code id → count), for the back office. */
    async promoCodeUses(): Promise<Map<number, number>> {
      const found = await db
        .select({ id: reservations.promoCodeId, uses: count() })
        .from(reservations)
        .where(isNotNull(reservations.promoCodeId))
        .groupBy(reservations.promoCodeId);
      return new Map(found.map((f) => [f.id as number, f.uses]));
    },
    /** The status changes of a reservation, oldest first. */
    async history(id: number) {
      return (await historyOf(db, id)).map(toHistoryView);
    },
    /** A customer's own reservations and orders, a page at a time (the account's history pages). */
    reservationsOf: (customerId: number, page: number) => customerReservations(db, customerId, page),
    ordersOf: (customerId: number, page: number) => customerOrders(db, customerId, page),
    /** GDPR deletion: the customer's reservations and orders lose their personal data (caller's transaction). */
    anonymiseCustomer: anonymiseCustomerReservations,
  };
}
