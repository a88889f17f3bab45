// The right of withdrawal (spec: 14 days from receipt of the last item; decision 040): until when a
// return is taken, and what it refunds. Pure: the clock and the amounts come in, øre go out.

import { handoverSettlement, type ReservedLine } from "./handover-settlement.ts";
import { addDays, osloDate, osloInstant } from "./opening-hours.ts";

export const WITHDRAWAL_DAYS = 14;

/**
 * The first moment a return is too late: the period runs to the end of the 14th day after the day
 * of receipt, in Norwegian time (received on the 1st: returns are taken through the 15th).
 */
export function withdrawalDeadline(receivedAt: Date): Date {
  return osloInstant(addDays(osloDate(receivedAt), WITHDRAWAL_DAYS + 1), "00:00");
}

export function withinWithdrawal(receivedAt: Date, now: Date): boolean {
  return now.getTime() < withdrawalDeadline(receivedAt).getTime();
}

export interface OrderAmounts {
  discountOre: number;
  shippingOre: number;
  totalOre: number;
}

/**
 * What a return refunds: the value of everything returned so far (after this return) less the value
 * of what was returned before, each worked out by the partial-handover rule (the goods' share of the
 * discount). The refunds of an order thus add up to at most what it charged, whatever the rounding;
 * the delivery fee comes back with the last unit (a whole withdrawal refunds the standard delivery).
 */
export function refundOre(
  lines: readonly ReservedLine[],
  before: readonly number[],
  now: readonly number[],
  order: OrderAmounts,
): number {
  const value = (returned: readonly number[]) => {
    const all = lines.every((l, i) => returned[i] === l.count);
    if (all) return order.totalOre;
    return handoverSettlement(lines, returned, { ...order, shippingOre: 0 }).totalOre;
  };
  const after = lines.map((_, i) => (before[i] ?? 0) + (now[i] ?? 0));
  return value(after) - value(before);
}
