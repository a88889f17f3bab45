// Returns under the right of withdrawal (issue 15, decision 040): within 14 days of receipt (the
// order's creation: the handover, or the shipping of a delivery) staff register what came back. One
// transaction records the return with its refund (domain/withdrawal.ts), puts the goods back in the
// shop's stock and writes the history; the Klarna refund follows the commit with the return's own
// idempotency key, and when Klarna fails the retry job makes it later (refunded_at stays null).

import { and, asc, eq, isNull } from "drizzle-orm";
import { formatPrice, oreToKroner } from "../../../domain/money.ts";
import { refundOre, withdrawalDeadline, withinWithdrawal } from "../../../domain/withdrawal.ts";
import type { Executor } from "../../db/client.ts";
import { orderLines, orderReturns, orders } from "../../db/schema.ts";
import { Conflict, InvalidInput, NotFound } from "../../lib/errors.ts";
import type { ReservationServiceDeps } from "./deps.ts";
import type { SendReservationMail } from "./mails.ts";
import { RESERVATION_NOT_FOUND } from "./messages.ts";
import type { TakenLine } from "./partial-handover.ts";
import { linesOf, noteHistory, reservationById } from "./repo.ts";
import type { InTransaction } from "./staff-actions.ts";
import { STATUS } from "./status.ts";

export const NO_ORDER = "Reservasjonen har ingen ordre som kan returneres";
export const RETURN_WINDOW_CLOSED = "Angrefristen på 14 dager er ute – returen kan ikke registreres";
export const NOTHING_RETURNED = "Velg minst én vare som returneres";
export const NOT_IN_ORDER = "Varen finnes ikke i ordren";
export const MORE_THAN_BOUGHT = "Kan ikke returnere flere enn det som er kjøpt og ikke returnert";

const kr = (ore: number) => formatPrice(oreToKroner(ore));

export interface Returnable {
  deadline: string;
  open: boolean;
  lines: { EanNo: string; name: string; bought: number; returned: number }[];
}

/**
 * A reservation's order, its lines, the goods among them and how many of each were returned before
 * (`lock` takes the order row for update, so two returns are counted one after the other).
 */
async function orderState(ex: Executor, reservationId: number, lock: boolean) {
  const query = ex.select().from(orders).where(eq(orders.reservationId, reservationId));
  const [order] = lock ? await query.for("update") : await query;
  if (!order) return null;
  const [all, earlier] = await Promise.all([
    ex.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    ex.select().from(orderReturns).where(eq(orderReturns.orderId, order.id)),
  ]);
  const goods = all.filter((l) => l.articleId !== null || (l.ean !== "rabatt" && l.ean !== "frakt"));
  const before = goods.map((g) =>
    earlier.reduce((sum, e) => sum + e.lines.filter((x) => x.ean === g.ean).reduce((s, x) => s + x.count, 0), 0),
  );
  return { order, all, goods, before };
}

export function createReturns(deps: ReservationServiceDeps, send: SendReservationMail) {
  const { database, klarna, clock } = deps;
  const { db } = database;

  /** Makes a recorded refund at Klarna; false when Klarna failed (the job tries again). */
  async function refund(returnId: number): Promise<boolean> {
    const [row] = await db
      .select({
        refundOre: orderReturns.refundOre,
        refundedAt: orderReturns.refundedAt,
        reservationId: orders.reservationId,
      })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(eq(orderReturns.id, returnId));
    if (!row || row.refundedAt) return true;
    const r = row.reservationId ? await reservationById(db, row.reservationId) : null;
    if (!r?.klarnaOrderId) return false;
    try {
      if (row.refundOre > 0) await klarna.refund(r.klarnaOrderId, row.refundOre, `return-${returnId}`);
      await db.update(orderReturns).set({ refundedAt: clock() }).where(eq(orderReturns.id, returnId));
      return true;
    } catch {
      return false;
    }
  }

  async function registerReturn(id: number, actor: string, returned: readonly TakenLine[], also?: InTransaction) {
    const r = await reservationById(db, id);
    if (!r) throw new NotFound(RESERVATION_NOT_FOUND);
    const statusId = r.statusId;
    if (statusId !== STATUS.collected && statusId !== STATUS.shipped) throw new Conflict(NO_ORDER);

    const recorded = await database.transaction(async (tx) => {
      // The order row is locked, so two returns of one order are counted one after the other.
      const state = await orderState(tx, id, true);
      if (!state) throw new Conflict(NO_ORDER);
      const { order, all, goods, before } = state;
      if (!withinWithdrawal(order.createdAt, clock())) throw new Conflict(RETURN_WINDOW_CLOSED);
      const reserved = await linesOf(tx, id);
      const pantOf = (ean: string) => reserved.find((l) => l.ean === ean)?.pantOre ?? 0;
      const lines = goods.map((l) => ({ count: l.count, unitPriceOre: l.unitPriceOre, pantOre: pantOf(l.ean) }));
      const amounts = {
        discountOre: -(all.find((l) => l.ean === "rabatt")?.totalOre ?? 0),
        shippingOre: all.find((l) => l.ean === "frakt")?.totalOre ?? 0,
        totalOre: order.totalOre,
      };

      const now = goods.map(() => 0);
      for (const item of returned) {
        const i = goods.findIndex((g) => g.ean === item.EanNo);
        if (i < 0) throw new InvalidInput(NOT_IN_ORDER);
        now[i] = (now[i] ?? 0) + item.Count;
        if ((now[i] ?? 0) + (before[i] ?? 0) > (goods[i]?.count ?? 0)) throw new InvalidInput(MORE_THAN_BOUGHT);
      }
      if (now.every((n) => n === 0)) throw new InvalidInput(NOTHING_RETURNED);

      const refundAmount = refundOre(lines, before, now, amounts);
      const back = goods.map((g, i) => ({ ean: g.ean, name: g.name, count: now[i] ?? 0 })).filter((l) => l.count > 0);
      const [row] = await tx
        .insert(orderReturns)
        .values({
          orderId: order.id,
          lines: back.map((l) => ({ ean: l.ean, count: l.count })),
          refundOre: refundAmount,
          actor,
        })
        .returning({ id: orderReturns.id });
      await deps.stock.putBack(
        tx,
        r.shopId,
        back.map((l) => ({ variantId: reserved.find((x) => x.ean === l.ean)?.variantId as number, count: l.count })),
      );
      const what = back.map((l) => `${l.count} × ${l.name}`).join(", ");
      await noteHistory(tx, id, statusId, actor, `Retur: ${what}. Refundert ${kr(refundAmount)}.`);
      await also?.(tx);
      return { returnId: (row as { id: number }).id, refundAmount, back };
    });

    const refunded = await refund(recorded.returnId);
    await send(
      {
        to: r.email,
        subject: `Retur av bestilling ${r.id} er registrert`,
        text: [
          `Hei ${r.name}!`,
          "",
          "Vi har tatt imot disse varene i retur:",
          "",
          ...recorded.back.map((l) => `- ${l.count} × ${l.name} (${l.ean})`),
          "",
          `Refunderes: ${kr(recorded.refundAmount)}. Pengene kommer tilbake via Klarna innen en uke.`,
          "",
          `Bestillingsnummer: ${r.id}`,
        ].join("\n"),
      },
      r,
    );
    return { refunded };
  }

  /**
   * What of a handed-over reservation can still come back: each line of the order (only what was
   * handed over, after a partial handover) with how many were bought and already returned, and the
   * last day of the right of withdrawal. Null when there is no order.
   */
  async function returnable(id: number): Promise<Returnable | null> {
    const state = await orderState(db, id, false);
    if (!state) return null;
    return {
      deadline: withdrawalDeadline(state.order.createdAt).toISOString(),
      open: withinWithdrawal(state.order.createdAt, clock()),
      lines: state.goods.map((g, i) => ({
        EanNo: g.ean,
        name: g.name,
        bought: g.count,
        returned: state.before[i] ?? 0,
      })),
    };
  }

  /** Refunds recorded but not yet made at Klarna (Klarna failed at the time). */
  async function retryRefunds(): Promise<number> {
    const due = await db
      .select({ id: orderReturns.id })
      .from(orderReturns)
      .where(and(isNull(orderReturns.refundedAt)))
      .orderBy(asc(orderReturns.id))
      .limit(50);
    let done = 0;
    for (const d of due) if (await refund(d.id)) done++;
    return done;
  }

  return { registerReturn, retryRefunds, returnable };
}
