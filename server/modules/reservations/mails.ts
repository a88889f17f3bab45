// The two mails of the lifecycle: confirmation when the payment is authorised, and "ready for pickup"
// with the deadline. Both carry the receipt's facts (receipt.ts), so the mail, the page and the shop
// say the same. Plain text in Norwegian, amounts with two decimals like the shop shows them.
import { counterCode } from "../../../domain/counter-code.ts";
import { formatFullDate as date } from "../../../domain/dates.ts";
import {
  capturedLabel,
  DISCOUNT_SPLIT,
  discountSplitText,
  type HandoverView,
  partAmountText,
  RELEASED,
} from "../../../domain/handover-settlement.ts";
import { formatPrice, oreToKroner } from "../../../domain/money.ts";
import { PICKUP_WINDOW, WHAT_TO_BRING } from "../../../domain/receipt.ts";
import type { MailMessage } from "../mail/service.ts";
import type { Receipt } from "./receipt.ts";
import type { Reservation, ReservationLine } from "./repo.ts";

const kr = (kroner: number) => formatPrice(kroner);

/** Sends a mail about a reservation; its shop decides which staff may read it in the outbox. */
export type SendReservationMail = (
  message: MailMessage,
  reservation: { id: number; shopId: number | null },
) => Promise<void>;

/** "Jakke (Rød, M)": the colour and size tell the shelf's variants apart. */
export function lineTitle(l: Receipt["lines"][number]): string {
  const variant = [l.color, l.size].filter((x) => x).join(", ");
  return variant ? `${l.name} (${variant})` : l.name;
}

/** The receipt as plain text: lines, amounts, payment, and where and how the goods are got. */
export function receiptText(r: Receipt): string[] {
  const where: (string | null)[] =
    r.delivery || !r.shop
      ? [
          r.deliveryAddress
            ? `Leveres til: ${r.deliveryAddress.address}, ${r.deliveryAddress.zipcode} ${r.deliveryAddress.city}`
            : null,
          r.shippingMethod ? `Fraktmåte: ${r.shippingMethod}` : null,
        ]
      : [
          `Hentes i: ${r.shop.name}`,
          `Adresse: ${r.shop.address}, ${r.shop.postNo} ${r.shop.postPlace}`,
          `Kart: ${r.shop.mapLink}`,
          "Åpningstider:",
          ...r.shop.week.map((d) => `  ${d.name}: ${d.hours}`),
          "",
          r.pickupDeadline ? `Hent innen ${date(r.pickupDeadline)}.` : `${PICKUP_WINDOW}.`,
          `${WHAT_TO_BRING}.`,
          // What the counter's search and scanners read (issue 29); the receipt shows it as QR and barcode.
          `Koden din i kassen: ${counterCode(r.id)} (strekkode og QR-kode står på kvitteringen).`,
        ];
  return [
    `Reservasjonsnummer: ${r.id}`,
    "",
    ...r.lines.map((l) => `- ${l.count} × ${lineTitle(l)} à ${kr(l.unitPrice)}: ${kr(l.lineTotal)}`),
    // The discount and delivery fee as stored at checkout, so the lines add up to the total.
    ...(r.discount > 0 ? [`Verdikode: -${kr(r.discount)}`] : []),
    ...(r.shipping > 0 ? [`Frakt: ${kr(r.shipping)}`] : []),
    `Totalt: ${kr(r.total)}`,
    `Betaling: ${r.paymentMethod} – ${r.payment}`,
    "",
    ...where.filter((l) => l !== null),
  ];
}

/** `receiptLink` is the full address with the token: the guest's only way back to the receipt. */
export function confirmationMail(r: Receipt, receiptLink: string | null) {
  return {
    to: r.email,
    subject: `Reservasjon ${r.id} er bekreftet`,
    text: [
      `Hei ${r.name}!`,
      "",
      r.delivery
        ? "Takk for bestillingen. Vi sender varene så snart de er pakket (3–6 dager)."
        : "Takk for reservasjonen. Vi sier fra når varene er klare til henting i butikken.",
      // The promise as given at checkout (decision 030), the same words as the page and the staff screen.
      r.delivery || !r.pickupPromise ? null : `${r.pickupPromise}.`,
      "",
      ...receiptText(r),
      "",
      receiptLink ? `Se kvitteringen din: ${receiptLink}` : null,
    ]
      .filter((l) => l !== null)
      .join("\n"),
  };
}

/**
 * The ready mail keeps no token (only its hash is stored, decision 034): a customer is sent to the
 * receipt behind the login, a guest to the link in the confirmation mail.
 */
export function readyMail(r: Receipt, origin: string) {
  return {
    to: r.email,
    subject: `Reservasjon ${r.id} er klar til henting`,
    text: [
      `Hei ${r.name}!`,
      "",
      "Varene dine er klare til henting i butikken.",
      "",
      ...receiptText(r),
      "",
      r.customerId
        ? `Se kvitteringen når du er logget inn: ${origin}/kvittering/${r.id}`
        : `Kvitteringen finner du via lenken i e-posten «Reservasjon ${r.id} er bekreftet».`,
    ].join("\n"),
  };
}

/** A line as stored on the reservation (the partial handover and shipping mails, decision 040). */
type MailLine = Pick<ReservationLine, "count" | "name" | "ean" | "unitPriceOre">;

const krOre = (ore: number) => formatPrice(oreToKroner(ore));

function lineList(lines: MailLine[]): string {
  return lines.map((l) => `- ${l.count} × ${l.name} (${l.ean}): ${krOre(l.count * l.unitPriceOre)}`).join("\n");
}

/** The discount and delivery fee as stored at checkout, so the lines add up to the total. */
function extras(r: Reservation): string[] {
  return [
    ...(r.discountOre > 0 ? [`Verdikode: -${krOre(r.discountOre)}`] : []),
    ...(r.shippingOre > 0 ? [`Frakt: ${krOre(r.shippingOre)}`] : []),
  ];
}

/**
 * What a partial handover charged, and what was left in the shop and released (decision 040), each
 * line with its share of the verdikode: the same settlement as the receipt and the account show.
 */
export function partialHandoverMail(r: Reservation, h: HandoverView) {
  const parts = (list: HandoverView["taken"]) =>
    list.map((p) => `- ${p.count} × ${p.name} (${p.ean}): ${partAmountText(p)}`);
  return {
    to: r.email,
    subject: `Reservasjon ${r.id} er utlevert`,
    text: [
      `Hei ${r.name}!`,
      "",
      "Du har hentet disse varene:",
      "",
      ...parts(h.taken),
      ...(h.shipping > 0 ? [`Frakt: ${kr(h.shipping)}`] : []),
      `${capturedLabel(h.paymentMethod)}: ${kr(h.captured)}`,
      "",
      `Disse varene ble ikke hentet og er lagt tilbake på lager. Du betaler ikke for dem:`,
      "",
      ...parts(h.left),
      `${RELEASED}: ${kr(h.released)}`,
      ...(h.discount > 0 ? ["", `${DISCOUNT_SPLIT}: ${discountSplitText(h)}.`] : []),
      "",
      `Reservasjonsnummer: ${r.id}`,
    ].join("\n"),
  };
}

/** A delivery order sent: what was charged and where to follow the parcel (decision 040). */
export function shippedMail(r: Reservation, lines: MailLine[], trackingUrl: string) {
  return {
    to: r.email,
    subject: `Bestilling ${r.id} er sendt`,
    text: [
      `Hei ${r.name}!`,
      "",
      "Varene dine er sendt:",
      "",
      lineList(lines),
      ...extras(r),
      `Trukket: ${krOre(r.totalOre)}`,
      "",
      `Følg sendingen: ${trackingUrl}`,
      "",
      `Bestillingsnummer: ${r.id}`,
    ].join("\n"),
  };
}
