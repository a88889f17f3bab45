// The pickup promise (issue 13, decision 030): when a shop can have the chosen variant ready for
// pickup, from its units for sale online, its opening hours and its preparation time. Shared by the
// server (stored on the reservation at checkout) and the browser (product page, cart, checkout),
// so both say the same words for the same instant. The clock is always passed in.
import {
  addDays,
  formatShortDate,
  hoursOn,
  type OpeningRange,
  osloDate,
  osloInstant,
  type SpecialDay,
  WEEKDAY_NAMES,
} from "./opening-hours.ts";

export type PickupPromiseKind = "today" | "tomorrow" | "later" | "none";

export interface PickupPromise {
  kind: PickupPromiseKind;
  /** The instant the goods are ready; null when the shop has none for sale online. */
  readyBy: Date | null;
  text: string;
}

export interface PickupPromiseInput {
  /** Units the web may sell: the shop's stock minus its safety buffer, never below zero. */
  available: number;
  ranges: OpeningRange[];
  /** The shop's special days and the public holidays (closed). */
  special: SpecialDay[];
  preparationMinutes: number;
  now: Date;
}

export const DEFAULT_PREPARATION_MINUTES = 120;
export const OUT_OF_STOCK_TEXT = "Ikke på lager";
const LOOK_AHEAD_DAYS = 14;
const QUARTER = 15 * 60_000;

/** Units for sale online: what is on the shelf above the shop's safety buffer. */
export function availableOnline(stock: number, safetyBuffer: number): number {
  return Math.max(0, stock - Math.max(0, safetyBuffer));
}

const osloTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Oslo",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * Staff prepare an order only while the shop is open, in one stretch of opening hours: ready-by is
 * the later of now and the opening, plus the preparation time, in the first opening stretch where
 * that still falls before closing. The promised time is rounded up to the quarter hour (a promise
 * of "innen 14:07" reads as false precision), but never past closing.
 */
export function pickupPromise(input: PickupPromiseInput): PickupPromise {
  if (input.available <= 0) return { kind: "none", readyBy: null, text: OUT_OF_STOCK_TEXT };
  const now = input.now.getTime();
  const prep = Math.max(0, input.preparationMinutes) * 60_000;
  const today = osloDate(input.now);
  for (let offset = 0; offset <= LOOK_AHEAD_DAYS; offset++) {
    const date = addDays(today, offset);
    for (const h of hoursOn(input.ranges, input.special, date)) {
      const opens = osloInstant(date, h.from).getTime();
      const closes = osloInstant(date, h.to).getTime();
      const ready = Math.max(now, opens) + prep;
      if (ready > closes) continue;
      const readyBy = new Date(Math.min(Math.ceil(ready / QUARTER) * QUARTER, closes));
      return { kind: kindOf(offset), readyBy, text: promiseText(offset, date, readyBy) };
    }
  }
  return { kind: "none", readyBy: null, text: OUT_OF_STOCK_TEXT };
}

function kindOf(offset: number): PickupPromiseKind {
  return offset === 0 ? "today" : offset === 1 ? "tomorrow" : "later";
}

function promiseText(offset: number, date: string, readyBy: Date): string {
  if (offset === 0) return `Klar til henting i dag innen ${osloTime.format(readyBy)}`;
  if (offset === 1) return "Klar til henting i morgen";
  if (offset < 7) return `Klar til henting ${WEEKDAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()]}`;
  return `Klar til henting ${formatShortDate(date)}`;
}
