// The two mails of the lifecycle: confirmation when the payment is authorised, and "ready for pickup"
// with the deadline. Plain text in Norwegian, amounts with two decimals like the shop shows them.
import { formatFullDate as date } from "../../../domain/dates.ts";
import { formatPrice, oreToKroner } from "../../../domain/money.ts";
import type { LineRow, ReservationRow } from "./repo.ts";

const kr = (ore: number) => formatPrice(oreToKroner(ore));

function lineList(lines: LineRow[]): string {
  return lines.map((l) => `- ${l.count} × ${l.name} (${l.ean}): ${kr(l.count * l.unit_price_ore)}`).join("\n");
}

export function confirmationMail(r: ReservationRow, lines: LineRow[], publicUrl: string | undefined) {
  return {
    to: r.email,
    subject: `Reservasjon ${r.id} er bekreftet`,
    text: [
      `Hei ${r.name}!`,
      "",
      r.delivery
        ? "Takk for bestillingen. Vi sender varene så snart de er pakket (3–6 dager)."
        : "Takk for reservasjonen. Vi sier fra når varene er klare til henting i butikken.",
      "",
      lineList(lines),
      r.discount_ore > 0 ? `Verdikode: -${kr(r.discount_ore)}` : null,
      r.shipping_ore > 0 ? `Frakt: ${kr(r.shipping_ore)}` : null,
      `Totalt: ${kr(r.total_ore)} (beløpet er reservert hos Klarna og trekkes når du får varene)`,
      "",
      `Reservasjonsnummer: ${r.id}`,
      publicUrl ? publicUrl : null,
    ]
      .filter((l) => l !== null)
      .join("\n"),
  };
}

export function readyMail(r: ReservationRow, lines: LineRow[], deadline: Date) {
  return {
    to: r.email,
    subject: `Reservasjon ${r.id} er klar til henting`,
    text: [
      `Hei ${r.name}!`,
      "",
      "Varene dine er klare til henting i butikken:",
      "",
      lineList(lines),
      `Totalt: ${kr(r.total_ore)}`,
      "",
      `Hent innen ${date(deadline)}. Ta med reservasjonsnummer ${r.id}.`,
    ].join("\n"),
  };
}
