// A reservation's status changes in words for the back office: the status in Norwegian and who made
// the change, a person's name instead of the stored actor code ('staff:2', 'customer:1', 'system').
import { RESERVATION_STATUSES } from "./reservation-statuses.ts";

const STATUS_NAME: Record<number, string> = Object.fromEntries(RESERVATION_STATUSES.map((s) => [s.id, s.name]));

/** What the checkout and the jobs write as a note, in staff's words; a staff member's own note stays as written. */
const NOTE_TEXT: Record<string, string> = {
  denied: "kunden avbrøt eller fikk avslag hos Klarna",
  session_failed: "Klarna kunne ikke starte betalingen",
  order_failed: "Klarna avviste ordren",
};

/**
 * "kunden", "Ola (ansatt)", "automatisk". `names` holds the first names of the staff the history
 * mentions, by their id.
 */
export function actorWords(actor: string, names: ReadonlyMap<number, string>): string {
  if (actor === "system") return "automatisk";
  if (actor === "visitor" || actor === "customer" || actor.startsWith("customer:")) return "kunden";
  const staff = /^staff:(\d+)$/.exec(actor);
  if (staff) return `${names.get(Number(staff[1])) ?? "Ukjent"} (ansatt)`;
  return "ukjent";
}

/** The staff ids a history mentions, to look their names up. */
export function staffIdsOf(actors: string[]): number[] {
  return [...new Set(actors.flatMap((a) => /^staff:(\d+)$/.exec(a)?.[1] ?? []).map(Number))];
}

/** "Klar til henting — Ola (ansatt)", "Betaling feilet — automatisk: Klarna avviste ordren". */
export function historyText(
  entry: { to_status_id: number; actor: string; note: string | null },
  names: ReadonlyMap<number, string>,
): string {
  const head = `${STATUS_NAME[entry.to_status_id] ?? "Ukjent status"} — ${actorWords(entry.actor, names)}`;
  if (!entry.note) return head;
  const known = NOTE_TEXT[entry.note];
  // A system note is a technical message (an upstream error): staff get the known ones only.
  if (known) return `${head}: ${known}`;
  return entry.actor.startsWith("staff:") ? `${head}: ${entry.note}` : head;
}
