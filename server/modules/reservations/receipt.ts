// The receipt (decision 034): what the shopper's page and both reservation mails say about a
// reservation, built once so they cannot disagree. Amounts are kroner to the øre (decision 025).
import type { HandoverView } from "../../../domain/handover-settlement.ts";
import { oreToKroner } from "../../../domain/money.ts";
import { paymentState } from "../../../domain/payment-state.ts";
import { RESERVATION_STATUSES } from "../../../domain/reservation-statuses.ts";
import type { PickupShop } from "../shops/service.ts";
import type { ReservationServiceDeps } from "./deps.ts";
import type { Reservation, ReservationLine } from "./repo.ts";

export interface ReceiptLine {
  name: string;
  ean: string;
  color: string | null;
  size: string | null;
  count: number;
  unitPrice: number;
  lineTotal: number;
}

export interface Receipt {
  id: number;
  statusId: number;
  status: string;
  date: string;
  name: string;
  email: string;
  customerId: number | null;
  delivery: boolean;
  lines: ReceiptLine[];
  discount: number;
  shipping: number;
  total: number;
  /** 'Kort via Klarna', 'Faktura via Klarna'. */
  paymentMethod: string;
  /** The payment's state in a shopper's words. */
  payment: string;
  shippingMethod: string | null;
  deliveryAddress: { address: string; zipcode: string; city: string } | null;
  shop: PickupShop | null;
  pickupPromise: string | null;
  pickupDeadline: string | null;
  /** A partial handover: what was taken and left, captured and released (handover.ts); else null. */
  handover: HandoverView | null;
}

const STATUS_TEXT: Record<number, string> = Object.fromEntries(RESERVATION_STATUSES.map((s) => [s.id, s.name]));

/** The payment as the shopper reads it: money reserved, taken or given back. */
function paymentWords(txData: Reservation["txData"], partial: boolean): string {
  // A partial handover took the goods' part and lets go of the rest, whatever Klarna has yet to do.
  if (partial)
    return txData?.pending === "release" || txData?.failed === "release"
      ? "Betalt for varene du hentet – resten av beløpet frigis"
      : "Betalt for varene du hentet – resten av beløpet er frigitt";
  switch (paymentState(txData)) {
    case "not_started":
    case "awaiting_approval":
      return "Ikke betalt ennå";
    case "authorized":
      return "Reservert hos Klarna – trekkes når du får varene";
    case "captured":
    case "part_captured":
    case "capture_pending":
    case "capture_failed":
      return "Betalt";
    case "released":
    case "release_pending":
    case "release_failed":
      return "Reservasjonen av beløpet er opphevet – ingenting er trukket";
    case "refunded":
      return "Tilbakebetalt";
    default:
      return "Betalingen ble ikke fullført – ingenting er trukket";
  }
}

export function receiptLines(
  lines: Pick<ReservationLine, "variantId" | "name" | "ean" | "count" | "unitPriceOre">[],
  labels: Map<number, { color: string; size: string }>,
): ReceiptLine[] {
  return lines.map((l) => ({
    name: l.name,
    ean: l.ean,
    color: labels.get(l.variantId)?.color ?? null,
    size: labels.get(l.variantId)?.size ?? null,
    count: l.count,
    unitPrice: oreToKroner(l.unitPriceOre),
    lineTotal: oreToKroner(l.count * l.unitPriceOre),
  }));
}

type ReceiptDeps = Pick<ReservationServiceDeps, "purchasePrices" | "shops" | "shipping">;

export async function buildReceipt(
  deps: ReceiptDeps,
  r: Reservation,
  lines: ReservationLine[],
  handover: HandoverView | null = null,
): Promise<Receipt> {
  const [labels, shop, method] = await Promise.all([
    deps.purchasePrices.variantLabels(lines.map((l) => l.variantId)),
    r.delivery ? undefined : deps.shops.pickupShop(r.shopId),
    r.shippingMethodId === null ? null : deps.shipping.byId(r.shippingMethodId),
  ]);
  return {
    id: r.id,
    statusId: r.statusId,
    status: STATUS_TEXT[r.statusId] ?? "",
    date: new Date(r.createdAt).toISOString(),
    name: r.name,
    email: r.email,
    customerId: r.customerId,
    delivery: r.delivery,
    lines: receiptLines(lines, labels),
    discount: oreToKroner(r.discountOre),
    shipping: oreToKroner(r.shippingOre),
    total: oreToKroner(r.totalOre),
    paymentMethod: r.paymentMethod === "invoice" ? "Faktura via Klarna" : "Kort via Klarna",
    payment: paymentWords(r.txData, handover !== null),
    shippingMethod: method?.name ?? null,
    deliveryAddress: r.delivery ? { address: r.address ?? "", zipcode: r.zipcode ?? "", city: r.city ?? "" } : null,
    shop: shop ?? null,
    pickupPromise: r.delivery ? null : r.pickupPromise,
    pickupDeadline: r.pickupDeadline ? new Date(r.pickupDeadline).toISOString() : null,
    handover,
  };
}
