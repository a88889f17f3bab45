// The counter (issue 29): the code a reservation is shown as on the receipt, in the account and in the
// confirmation mail, and what the counter's search box makes of what staff type or scan. The code is
// the reservation number with a letter before it (R123): nothing secret (never the receipt's token),
// so a scanner, a phone's camera and staff typing it by hand all land on the same reservation.
// No zod here: the back office's search field reads this in the browser.
import { normalisePhone } from "./phone.ts";
import { MAX_ID, parseRecordId } from "./record-id.ts";

/** The letter before the number: tells a scanned reservation from a scanned EAN or phone number. */
export const COUNTER_CODE_PREFIX = "R";

/** The code of reservation `id`: 'R123', what the QR code and the Code 128 barcode hold. */
export function counterCode(id: number): string {
  return `${COUNTER_CODE_PREFIX}${id}`;
}

/**
 * The reservation number in a scanned or typed code ('R123', 'r123', ' R 123 '), or null. A bare
 * number is not a code: '123' is found as a number by the search, not opened as a scan.
 */
export function parseCounterCode(value: string): number | null {
  const match = /^[Rr]\s*(\d{1,10})$/.exec(value.trim());
  return match ? parseRecordId(match[1]) : null;
}

/** The reservation a search opens at once: a code ('R123') or a bare reservation number ('123'). */
export function exactReservationNumber(value: string): number | null {
  const trimmed = value.trim();
  return parseCounterCode(trimmed) ?? (/^#?\d{1,10}$/.test(trimmed) ? parseRecordId(trimmed.replace(/^#/, "")) : null);
}

/** What the counter's search looks for in one line of text. */
export interface CounterQuery {
  /** A reservation number: a code, a bare number, or '#123'. */
  id: number | null;
  /** A Norwegian mobile number as stored after normalising (8 digits), however it was written. */
  phone: string | null;
  /** Text for the name and the e-mail (partial, any case), spaces collapsed; null when too short. */
  text: string | null;
}

/** The shortest text matched inside names and e-mails: one letter would match nearly everyone. */
export const MIN_TEXT_LENGTH = 2;

/** The longest search text taken (the route refuses more). */
export const MAX_QUERY_LENGTH = 100;

/**
 * Reads one line of the counter's search field. '+47 912 34 567', '0047 91234567', '912 34 567'
 * and '91234567' are all the phone 91234567 (domain/phone.ts, the rule the checkout stored it by).
 */
export function parseCounterQuery(value: string): CounterQuery {
  const text = value.trim().replace(/\s+/g, " ");
  const id = exactReservationNumber(text);
  const phone = normalisePhone(text);
  return {
    id: id !== null && id <= MAX_ID ? id : null,
    phone,
    text: text.length >= MIN_TEXT_LENGTH ? text : null,
  };
}

/** Whether a reservation in this status is still to be fetched at the counter, so its code is worth showing. */
export function awaitsPickup(statusId: number, delivery: boolean): boolean {
  return !delivery && (statusId === 2 || statusId === 3);
}

/** The two pictures of a code: a QR code (phones' cameras) and a Code 128 barcode (counter scanners). */
export type CounterCodeKind = "qr" | "strekkode";

/** Where the picture of reservation `id`'s code is served (server/modules/backoffice/counter-routes.ts). */
export function counterCodeImage(id: number, kind: CounterCodeKind): string {
  return `/img/kode/${counterCode(id)}-${kind}.svg`;
}
