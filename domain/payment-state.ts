// A reservation's payment as staff see it (back office list and detail), read from the state the
// server keeps in txData, and what staff are told when a handover cannot take the payment
// (decision 024). Shared, so the list, the detail page and the API's answer use the same words.

/** Klarna refused the capture (order cancelled, expired or not capturable): no money, no handover. */
export const CAPTURE_REFUSED =
  "Betalingen feilet: Klarna avviste trekket fordi ordren er kansellert, utløpt eller ikke kan trekkes. " +
  "Ikke utlever varene. Be kunden betale i kassen eller bestille på nytt, og kanseller deretter reservasjonen.";

/** Klarna could not be reached: nothing was captured, so the goods stay until a handover succeeds. */
export const CAPTURE_UNAVAILABLE =
  "Betalingen er ikke trukket fordi Klarna ikke svarer akkurat nå. Ikke utlever varene ennå. " +
  "Prøv igjen om noen minutter. Svarer Klarna fortsatt ikke, kan kunden betale i kassen, og reservasjonen kanselleres.";

export const PAYMENT_STATES = [
  "not_started",
  "awaiting_approval",
  "authorized",
  "denied",
  "failed",
  "captured",
  "part_captured",
  "capture_refused",
  "capture_pending",
  "capture_failed",
  "release_pending",
  "release_failed",
  "released",
  "refunded",
] as const;

export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_TEXT: Record<PaymentState, string> = {
  not_started: "ikke startet",
  awaiting_approval: "venter på godkjenning",
  authorized: "reservert hos Klarna",
  denied: "avvist",
  failed: "feilet",
  captured: "trukket",
  part_captured: "delvis trukket – resten frigitt",
  capture_refused: "trekk avvist av Klarna – ikke betalt",
  capture_pending: "ikke trukket ennå (venter på Klarna)",
  capture_failed: "ikke trukket – Klarna avviste trekket",
  release_pending: "frigis (venter på Klarna)",
  release_failed: "frigivelse feilet – sjekk ordren hos Klarna",
  released: "frigitt",
  refunded: "tilbakebetalt",
};

/** What staff are told on a reservation whose payment needs them (the back office's detail page). */
export const PAYMENT_PROBLEM_TEXT: Partial<Record<PaymentState, string>> = {
  capture_refused: CAPTURE_REFUSED,
  capture_pending:
    "Varene er registrert som hentet, men betalingen er ikke trukket ennå. Trekket prøves igjen automatisk.",
  capture_failed:
    "Varene er registrert som hentet, men betalingen ble aldri trukket. Sjekk ordren hos Klarna og kontakt kunden.",
  release_failed: "Reservasjonen er avsluttet, men Klarna-ordren er ikke frigitt. Sjekk ordren hos Klarna.",
};

/** What txData says, as one state: a pending or given-up Klarna call outranks the last result. */
export function paymentState(txData: Record<string, unknown> | null | undefined): PaymentState {
  const status = txData?.status;
  if (txData?.pending === "capture") return "capture_pending";
  // A partial handover's release of the rest (decision 040) is a release as well.
  // A checkout Klarna did not confirm in time is let go of as well (decision 072).
  if (txData?.pending === "cancel" || txData?.pending === "release" || txData?.pending === "void") {
    return "release_pending";
  }
  if (txData?.failed === "capture") return "capture_failed";
  if (txData?.failed === "cancel" || txData?.failed === "release" || txData?.failed === "void") {
    return "release_failed";
  }
  switch (status) {
    case undefined:
    case null:
      return "not_started";
    case "session_created":
      return "awaiting_approval";
    case "captured":
      // A partial handover whose rest Klarna has released (decision 040 keeps what it reported).
      return typeof txData?.releasedOre === "number" && txData.releasedOre > 0 ? "part_captured" : "captured";
    case "authorized":
    case "denied":
    case "capture_refused":
    case "released":
    case "refunded":
      return status;
    default:
      // session_failed, order_failed: the checkout's payment never started or was never authorised.
      return "failed";
  }
}
