// What a partial handover charges (issue 15, decision 040): the customer takes some lines (or some
// units of a line) and leaves the rest. The verdikode's discount follows the goods: the part taken
// carries the share of the discount its goods are of all the goods, rounded to the øre (halves away
// from zero), never more than takes those goods down to their deposits. The delivery fee is charged
// in full once anything is taken. The result never exceeds what Klarna authorised, so the capture is
// never refused for a rounding, and taking everything charges exactly the authorised total.
// Pure: integer øre only, shared by the staff screen's dialog and the server.
import { divideRounded } from "./order-total.ts";

export interface ReservedLine {
  count: number;
  unitPriceOre: number;
  pantOre: number;
}

export interface PartialAmounts {
  /** Σ taken × unit price. */
  goodsOre: number;
  /** The taken goods' share of the reservation's discount. */
  discountOre: number;
  shippingOre: number;
  /** goods − discount share + delivery: what is captured. */
  totalOre: number;
  /** authorised total − captured: what is released. */
  releasedOre: number;
}

export interface ReservationAmounts {
  discountOre: number;
  shippingOre: number;
  totalOre: number;
}

/** The amounts of handing over `taken[i]` units of `lines[i]` (0 ≤ taken[i] ≤ lines[i].count). */
export function partialAmounts(
  lines: readonly ReservedLine[],
  taken: readonly number[],
  reservation: ReservationAmounts,
): PartialAmounts {
  const allGoods = lines.reduce((sum, l) => sum + l.count * l.unitPriceOre, 0);
  const goodsOre = lines.reduce((sum, l, i) => sum + (taken[i] ?? 0) * l.unitPriceOre, 0);
  const pantOre = lines.reduce((sum, l, i) => sum + (taken[i] ?? 0) * l.pantOre, 0);
  const units = taken.reduce((sum, n) => sum + n, 0);
  const all = lines.every((l, i) => taken[i] === l.count);
  const share = all
    ? reservation.discountOre
    : allGoods === 0
      ? 0
      : Math.max(0, Math.min(divideRounded(reservation.discountOre * goodsOre, allGoods), goodsOre - pantOre));
  const shippingOre = units > 0 ? reservation.shippingOre : 0;
  const totalOre = Math.min(goodsOre - share + shippingOre, reservation.totalOre);
  return { goodsOre, discountOre: share, shippingOre, totalOre, releasedOre: reservation.totalOre - totalOre };
}
