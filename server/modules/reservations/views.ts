// What the API answers about a reservation: kroner instead of øre, ISO dates, spec field names.
import type { HandoverView } from "../../../domain/handover-settlement.ts";
import { oreToKroner } from "../../../domain/money.ts";
import { paymentState } from "../../../domain/payment-state.ts";
import type { HistoryEntry, Reservation, ReservationLine } from "./repo.ts";

export type ViewLine = Pick<
  ReservationLine,
  "variantId" | "ean" | "articleId" | "name" | "count" | "unitPriceOre" | "pantOre"
>;

/** A reservation as a hand-written statement gives it (`rows()`): timestamps as text. */
export type ReservationRow = {
  [K in keyof Reservation]: Reservation[K] extends Date
    ? string
    : Reservation[K] extends Date | null
      ? string | null
      : Reservation[K];
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Who reserved, where and how: what every answer about a reservation starts with. */
export function reservationHead(r: Reservation | ReservationRow) {
  return {
    id: r.id,
    shopID: r.shopId,
    customerID: r.customerId,
    statusID: r.statusId,
    name: r.name,
    email: r.email,
    phone: r.phone,
    delivery: r.delivery,
    address: r.address,
    city: r.city,
    zipcode: r.zipcode,
  };
}

/** Colour and size by variant id (the catalogue's `variantLabels`), so staff pick the right one off the shelf. */
export type VariantLabels = Map<number, { color: string; size: string }>;

export function toReservationView(
  r: Reservation | ReservationRow,
  lines: ViewLine[],
  labels: VariantLabels = new Map(),
  handover: HandoverView | null = null,
) {
  return {
    ...reservationHead(r),
    total: oreToKroner(r.totalOre),
    discount: oreToKroner(r.discountOre),
    shipping: oreToKroner(r.shippingOre),
    paymentMethod: r.paymentMethod,
    trackingUrl: r.trackingUrl,
    holdExpiresAt: iso(r.holdExpiresAt),
    pickupDeadline: iso(r.pickupDeadline),
    pickupReadyBy: iso(r.pickupReadyBy),
    pickupPromise: r.pickupPromise,
    payment: r.txData ?? null,
    articles: lines.map((l) => ({
      EanNo: l.ean,
      articleId: l.articleId,
      name: l.name,
      count: l.count,
      price: oreToKroner(l.unitPriceOre),
      pant: oreToKroner(l.pantOre),
      color: labels.get(l.variantId)?.color ?? null,
      size: labels.get(l.variantId)?.size ?? null,
    })),
    /** A partial handover: what was taken and left, captured and released (handover.ts). */
    handover,
    date: new Date(r.createdAt).toISOString(),
  };
}

export type ReservationView = ReturnType<typeof toReservationView>;

/** A partial handover in a list row: units taken and left, the amounts captured and released. */
export function handoverBrief(h: HandoverView) {
  const units = (parts: HandoverView["taken"]) => parts.reduce((sum, p) => sum + p.count, 0);
  return { taken: units(h.taken), left: units(h.left), captured: h.captured, released: h.released };
}

export type HandoverBrief = ReturnType<typeof handoverBrief>;

/** A row of the back office's list. */
export function toReservationSummary(r: Reservation, lines: number, handover: HandoverView | null = null) {
  return {
    id: r.id,
    statusID: r.statusId,
    shopID: r.shopId,
    name: r.name,
    total: oreToKroner(r.totalOre),
    delivery: r.delivery,
    pickupDeadline: iso(r.pickupDeadline),
    date: new Date(r.createdAt).toISOString(),
    lines,
    payment: paymentState(r.txData),
    handover: handover ? handoverBrief(handover) : null,
  };
}

export type ReservationSummary = ReturnType<typeof toReservationSummary>;

/** A status change as the back office shows it (the history table's own column names). */
export function toHistoryView(h: HistoryEntry) {
  return {
    from_status_id: h.fromStatusId,
    to_status_id: h.toStatusId,
    actor: h.actor,
    note: h.note,
    created_at: new Date(h.createdAt).toISOString(),
  };
}
