// The two mails of the lifecycle: confirmation when the payment is authorised, and "ready for pickup"
// with the deadline. Plain text in Norwegian, amounts with two decimals like the shop shows them.
import { formatFullDate as date } from "../../../domain/dates.ts";
import { formatPrice, oreToKroner } from "../../../domain/money.ts";
import type { Reservation, ReservationLine } from "./repo.ts";

type MailLine = Pick<ReservationLine, "count" | "name" | "ean" | "unitPriceOre">;

const kr = (ore: number) => formatPrice(oreToKroner(ore));

function lineList(lines: MailLine[]): string {
  return lines.map((l) => `- ${l.count} × ${l.name} (${l.ean}): ${kr(l.count * l.unitPriceOre)}`).join("\n");
}

/** The discount and delivery fee as stored at checkout, so the lines add up to the total in both mails. */
function extras(r: Reservation): string[] {
  return [
    ...(r.discountOre > 0 ? [`Verdikode: -${kr(r.discountOre)}`] : []),
    ...(r.shippingOre > 0 ? [`Frakt: ${kr(r.shippingOre)}`] : []),
  ];
}

export function confirmationMail(r: Reservation, lines: MailLine[], publicUrl: string | undefined) {
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
      lineList(lines),
      ...extras(r),
      `Totalt: ${kr(r.totalOre)} (beløpet er reservert hos Klarna og trekkes når du får varene)`,
      "",
      `Reservasjonsnummer: ${r.id}`,
      publicUrl ? publicUrl : null,
    ]
      .filter((l) => l !== null)
      .join("\n"),
  };
}

export function readyMail(r: Reservation, lines: MailLine[], deadline: Date) {
  return {
    to: r.email,
    subject: `Reservasjon ${r.id} er klar til henting`,
    text: [
      `Hei ${r.name}!`,
      "",
      "Varene dine er klare til henting i butikken:",
      "",
      lineList(lines),
      ...extras(r),
      `Totalt: ${kr(r.totalOre)}`,
      "",
      `Hent innen ${date(deadline)}. Ta med reservasjonsnummer ${r.id}.`,
    ].join("\n"),
  };
}

/** What a partial handover charged, and what was left in the shop and released (decision 040). */
export function partialHandoverMail(
  r: Reservation,
  handed: MailLine[],
  left: MailLine[],
  amounts: { discountOre: number; shippingOre: number; totalOre: number; releasedOre: number },
) {
  return {
    to: r.email,
    subject: `Reservasjon ${r.id} er utlevert`,
    text: [
      `Hei ${r.name}!`,
      "",
      "Du har fått disse varene:",
      "",
      lineList(handed),
      ...(amounts.discountOre > 0 ? [`Verdikode: -${kr(amounts.discountOre)}`] : []),
      ...(amounts.shippingOre > 0 ? [`Frakt: ${kr(amounts.shippingOre)}`] : []),
      `Trukket: ${kr(amounts.totalOre)}`,
      "",
      "Disse varene ble ikke hentet og er ikke betalt:",
      "",
      lineList(left),
      `Frigitt hos Klarna: ${kr(amounts.releasedOre)}`,
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
      `Trukket: ${kr(r.totalOre)}`,
      "",
      `Følg sendingen: ${trackingUrl}`,
      "",
      `Bestillingsnummer: ${r.id}`,
    ].join("\n"),
  };
}
