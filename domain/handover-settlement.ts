// What a handover settles (decision 040, issue 29): the customer takes some lines, or some units of a
// line, and leaves the rest in the shop. One rule for every place that shows it: the staff dialog
// before the capture, the capture and the order, the mail, the receipt, the account pages, the staff
// list and detail, and the refunds of returns (withdrawal.ts).
//
// The verdikode's discount follows the goods: the part taken carries the share of the discount its
// goods are of all the goods, `discount × taken goods / all goods`, rounded to the øre (halves away
// from zero), never more than takes those goods down to their deposits; the part left carries the
// rest of the discount. Within each part the share is split over its lines by their goods, with the
// rounding carried from line to line, so the lines' shares add up to the part's share to the øre.
// The delivery fee is charged in full once anything is taken. What is captured never exceeds what
// Klarna authorised, so the capture is never refused for a rounding, and taking everything captures
// exactly the authorised total. Pure: integer øre in, integer øre out; `handoverView` only names the
// parts and turns øre into the kroner the API and the pages carry.
import { formatPrice, oreToKroner } from "./money.ts";
import { divideRounded } from "./order-total.ts";

export interface ReservedLine {
  count: number;
  unitPriceOre: number;
  pantOre: number;
}

export interface ReservationAmounts {
  discountOre: number;
  shippingOre: number;
  /** What Klarna authorised: goods − discount + delivery. */
  totalOre: number;
}

/** The units of one line that were taken, or that were left. */
export interface PartSettlement {
  count: number;
  /** count × unit price. */
  goodsOre: number;
  /** The part's share of the verdikode's discount. */
  discountOre: number;
  /** goods − discount share: what the part is charged (taken) or is not charged (left). */
  netOre: number;
}

export interface LineSettlement {
  taken: PartSettlement;
  left: PartSettlement;
}

export interface HandoverSettlement {
  /** Per reserved line, in the lines' order. */
  lines: LineSettlement[];
  /** Σ taken × unit price. */
  goodsOre: number;
  /** The taken goods' share of the discount (on the order and in the capture). */
  discountOre: number;
  /** The rest of the discount: the share of the goods left in the shop. */
  leftDiscountOre: number;
  shippingOre: number;
  /** goods − discount share + delivery: what is captured. */
  totalOre: number;
  /** authorised total − captured: what is released. */
  releasedOre: number;
  /** Some units stayed in the shop. */
  partial: boolean;
}

/** `amount` split over `weights` in proportion, rounded with the remainder carried, adding up exactly. */
function splitByWeight(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, w) => sum + w, 0);
  if (whole === 0) return weights.map(() => 0);
  let before = 0;
  let upTo = 0;
  return weights.map((w) => {
    upTo += w;
    const cumulative = divideRounded(amount * upTo, whole);
    const share = cumulative - before;
    before = cumulative;
    return share;
  });
}

const part = (count: number, unitPriceOre: number, discountOre: number): PartSettlement => ({
  count,
  goodsOre: count * unitPriceOre,
  discountOre,
  netOre: count * unitPriceOre - discountOre,
});

/** The settlement of handing over `taken[i]` units of `lines[i]` (0 ≤ taken[i] ≤ lines[i].count). */
export function handoverSettlement(
  lines: readonly ReservedLine[],
  taken: readonly number[],
  reservation: ReservationAmounts,
): HandoverSettlement {
  const takenCounts = lines.map((_, i) => taken[i] ?? 0);
  const leftCounts = lines.map((l, i) => l.count - (takenCounts[i] ?? 0));
  const takenGoods = lines.map((l, i) => (takenCounts[i] ?? 0) * l.unitPriceOre);
  const leftGoods = lines.map((l, i) => (leftCounts[i] ?? 0) * l.unitPriceOre);
  const allGoods = lines.reduce((sum, l) => sum + l.count * l.unitPriceOre, 0);
  const goodsOre = takenGoods.reduce((sum, g) => sum + g, 0);
  const pantOre = lines.reduce((sum, l, i) => sum + (takenCounts[i] ?? 0) * l.pantOre, 0);
  const units = takenCounts.reduce((sum, n) => sum + n, 0);
  const partial = leftCounts.some((n) => n > 0);
  const discountOre = !partial
    ? reservation.discountOre
    : allGoods === 0
      ? 0
      : Math.max(0, Math.min(divideRounded(reservation.discountOre * goodsOre, allGoods), goodsOre - pantOre));
  const leftDiscountOre = reservation.discountOre - discountOre;
  const takenShares = splitByWeight(discountOre, takenGoods);
  const leftShares = splitByWeight(leftDiscountOre, leftGoods);
  const shippingOre = units > 0 ? reservation.shippingOre : 0;
  const totalOre = Math.min(goodsOre - discountOre + shippingOre, reservation.totalOre);
  return {
    lines: lines.map((l, i) => ({
      taken: part(takenCounts[i] ?? 0, l.unitPriceOre, takenShares[i] ?? 0),
      left: part(leftCounts[i] ?? 0, l.unitPriceOre, leftShares[i] ?? 0),
    })),
    goodsOre,
    discountOre,
    leftDiscountOre,
    shippingOre,
    totalOre,
    releasedOre: reservation.totalOre - totalOre,
    partial,
  };
}

// ---------- As the API and the pages carry it (kroner, exact to the øre) ----------

/** A reserved line as the views name it. */
export interface NamedLine extends ReservedLine {
  ean: string;
  name: string;
}

/** The units of one line taken, or left, in kroner. */
export interface HandoverPart {
  ean: string;
  name: string;
  count: number;
  unitPrice: number;
  goods: number;
  /** The part's share of the verdikode. */
  discount: number;
  /** goods − discount. */
  net: number;
}

/** A partial handover as the receipt, the account, the staff pages and the mail show it. */
export interface HandoverView {
  taken: HandoverPart[];
  left: HandoverPart[];
  /** The whole verdikode, and how it was split between what was taken and what was left. */
  discount: number;
  takenDiscount: number;
  leftDiscount: number;
  shipping: number;
  /** What Klarna authorised at checkout. */
  reserved: number;
  captured: number;
  released: number;
  /** 'card' or 'invoice': how the captured amount was taken (capturedLabel). */
  paymentMethod: string | null;
}

const partView = (l: NamedLine, p: PartSettlement): HandoverPart => ({
  ean: l.ean,
  name: l.name,
  count: p.count,
  unitPrice: oreToKroner(l.unitPriceOre),
  goods: oreToKroner(p.goodsOre),
  discount: oreToKroner(p.discountOre),
  net: oreToKroner(p.netOre),
});

/** A settlement (of `lines`) that left something in the shop, named and in kroner; null when all was taken. */
export function handoverView(
  lines: readonly NamedLine[],
  s: HandoverSettlement,
  reservation: ReservationAmounts & { paymentMethod: string | null },
): HandoverView | null {
  if (!s.partial) return null;
  const parts = (which: "taken" | "left") =>
    lines.flatMap((l, i) => {
      const p = s.lines[i]?.[which];
      return p && p.count > 0 ? [partView(l, p)] : [];
    });
  return {
    taken: parts("taken"),
    left: parts("left"),
    discount: oreToKroner(reservation.discountOre),
    takenDiscount: oreToKroner(s.discountOre),
    leftDiscount: oreToKroner(s.leftDiscountOre),
    shipping: oreToKroner(s.shippingOre),
    reserved: oreToKroner(reservation.totalOre),
    captured: oreToKroner(s.totalOre),
    released: oreToKroner(s.releasedOre),
    paymentMethod: reservation.paymentMethod,
  };
}

// ---------- In words (the spec has none of its own; decision 040) ----------

export const HANDOVER_TAKEN = "Hentet";
export const HANDOVER_LEFT = "Ikke hentet – lagt tilbake på lager";
export const DISCOUNT_SPLIT = "Verdikode fordelt på varene";
export const RELEASED = "Frigitt (ikke trukket)";

/** What was taken from the customer: off the card, or onto the Klarna invoice. */
export function capturedLabel(paymentMethod: string | null): string {
  return paymentMethod === "invoice" ? "Fakturert via Klarna" : "Trukket fra kortet";
}

/** The verdikode's split between what was taken and what was left (kroner, as the view gives them). */
export function discountSplitText(view: Pick<HandoverView, "takenDiscount" | "leftDiscount">): string {
  return `${formatPrice(view.takenDiscount)} på varene som ble hentet, ${formatPrice(view.leftDiscount)} på varene som ble lagt tilbake`;
}

/** A part's amount in pieces that keep together on a narrow screen: the goods, less the verdikode's share. */
export function partAmountPieces(p: Pick<HandoverPart, "goods" | "discount" | "net">): string[] {
  if (p.discount === 0) return [formatPrice(p.goods)];
  return [formatPrice(p.goods), `− verdikode ${formatPrice(p.discount)}`, `= ${formatPrice(p.net)}`];
}

/** A part's amount: its goods, less its share of the verdikode when it has one. */
export function partAmountText(p: Pick<HandoverPart, "goods" | "discount" | "net">): string {
  return partAmountPieces(p).join(" ");
}

/** The units of a reserved line as staff and the customer read them after a partial handover. */
export function lineHandoverText(taken: number, left: number): string {
  if (left === 0) return HANDOVER_TAKEN;
  if (taken === 0) return HANDOVER_LEFT;
  return `${taken} hentet, ${left} ikke hentet – lagt tilbake på lager`;
}
