// The receipt's address and what its page and the reservation mails tell a shopper about getting the
// goods (decision 034).

/** Days a reservation waits in the shop once it is ready (spec section 9: extra pickup up to 7 days). */
export const PICKUP_DAYS = 7;

/** What to bring to the counter; the spec has no wording of its own. */
export const WHAT_TO_BRING = "Ta med reservasjonsnummeret og legitimasjon";

/** Before the shop has said the goods are ready, the deadline is a number of days, not a date. */
export const PICKUP_WINDOW = `Du kan hente varene i ${PICKUP_DAYS} dager etter at vi har sagt fra at de er klare`;

/** The receipt's address; with the token for a guest, without it for the logged-in owner. */
export function receiptPath(id: number, token: string | null = null): string {
  return token ? `/kvittering/${id}?t=${encodeURIComponent(token)}` : `/kvittering/${id}`;
}
