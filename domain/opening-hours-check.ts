// The back office's check of a shop's hours before they are stored (issue 15): the storefront's
// parser (opening-hours.ts) skips what it cannot read, so a typo would silently close a shop.
// The same check gives the form its live message and the server its 422.
import { parseOpeningHours, type WeekRow, weekTable } from "./opening-hours.ts";

export const OPENING_HOURS_EXAMPLE = "1-5:1000-2000,6:1000-1800";
export const OPENING_HOURS_MISSING = "Skriv inn åpningstidene, for eksempel 1-5:1000-2000,6:1000-1800";

const PART = /^(\d)(?:-(\d))?:(\d{2})(\d{2})-(\d{2})(\d{2})$/;

const validTime = (h: string, m: string) => Number(h) <= 23 && Number(m) <= 59;

/** Why the text is not opening hours in the spec's 'days:hhmm-hhmm' format, or null when it is. */
export function openingHoursProblem(value: string): string | null {
  if (value.trim() === "") return OPENING_HOURS_MISSING;
  for (const raw of value.split(",")) {
    const part = raw.trim();
    const m = PART.exec(part);
    if (!m) {
      return `«${part}» er ikke på formen dager:ttmm-ttmm, for eksempel ${OPENING_HOURS_EXAMPLE}`;
    }
    if (Number(m[1]) > 6 || (m[2] !== undefined && Number(m[2]) > 6)) {
      return `«${part}»: dagene er 0 (søndag) til 6 (lørdag)`;
    }
    if (!validTime(m[3], m[4]) || !validTime(m[5], m[6])) {
      return `«${part}»: klokkeslettene må være mellom 0000 og 2359`;
    }
    if (`${m[3]}${m[4]}` >= `${m[5]}${m[6]}`) {
      return `«${part}»: butikken må åpne før den stenger`;
    }
  }
  return null;
}

/** The week, Monday to Sunday, as the storefront will show it; null while the text is malformed. */
export function openingHoursPreview(value: string): WeekRow[] | null {
  return openingHoursProblem(value) === null ? weekTable(parseOpeningHours(value)) : null;
}

/** One date with other hours: both times empty when the shop is closed that day. */
export interface SpecialHoursRow {
  date: string;
  name: string;
  opens: string | null;
  closes: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function realDate(date: string): boolean {
  if (!DATE.test(date)) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/** Why the special hours cannot be stored, or null. Rows are numbered from 1 as the form shows them. */
export function specialHoursProblem(rows: SpecialHoursRow[]): string | null {
  const seen = new Set<string>();
  for (const [i, row] of rows.entries()) {
    const n = `Rad ${i + 1}`;
    if (!realDate(row.date)) return `${n}: datoen må være en gyldig dato (ÅÅÅÅ-MM-DD)`;
    if (seen.has(row.date)) return `${n}: datoen ${row.date} står allerede i listen`;
    seen.add(row.date);
    if (row.name.trim() === "") return `${n}: skriv hva dagen heter, for eksempel «Julaften»`;
    const closed = !row.opens && !row.closes;
    if (closed) continue;
    if (!row.opens || !row.closes || !TIME.test(row.opens) || !TIME.test(row.closes)) {
      return `${n}: skriv både åpner og stenger som tt:mm, eller la begge stå tomme når butikken er stengt`;
    }
    if (row.opens >= row.closes) return `${n}: butikken må åpne før den stenger`;
  }
  return null;
}
