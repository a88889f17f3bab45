// Opening hours (spec section 9), shared by the server (open now, the shop page) and the browser.
// Stored as 'days:hhmm-hhmm' ranges joined by commas, days 0 (Sunday) to 6 (Saturday):
// '1-5:1000-2000,6:1000-1800'. Every rule reads the wall clock in Europe/Oslo, whatever the
// machine's time zone, so the clock is always passed in (tests move it across closing time,
// midnight, weekends, holidays and DST).
import { norwegianHolidays } from "./norwegian-holidays.ts";

export interface OpeningRange {
  days: number[];
  from: string;
  to: string;
}

/** A date with other hours than the week's: closed (hours null) or open from–to. */
export interface SpecialDay {
  /** YYYY-MM-DD in Oslo. */
  date: string;
  name: string;
  hours: { from: string; to: string } | null;
}

const PART = /^(\d)(?:-(\d))?:(\d{2})(\d{2})-(\d{2})(\d{2})$/;

export function parseOpeningHours(value: string): OpeningRange[] {
  const ranges: OpeningRange[] = [];
  for (const raw of value.split(",")) {
    const m = PART.exec(raw.trim());
    if (!m) continue;
    const first = Number(m[1]);
    const last = m[2] === undefined ? first : Number(m[2]);
    if (first > 6 || last > 6) continue;
    const days: number[] = [];
    // A range may wrap over the week's end: '6-0' is Saturday and Sunday.
    for (let d = first; ; d = (d + 1) % 7) {
      days.push(d);
      if (d === last) break;
    }
    ranges.push({ days, from: `${m[3]}:${m[4]}`, to: `${m[5]}:${m[6]}` });
  }
  return ranges;
}

const OSLO = "Europe/Oslo";
const osloClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: OSLO,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

interface OsloWallClock {
  date: string;
  day: number;
  time: string;
}

function osloFields(at: Date) {
  const p = Object.fromEntries(osloClock.formatToParts(at).map((x) => [x.type, x.value]));
  return {
    y: Number(p.year),
    m: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour),
    mi: Number(p.minute),
    s: Number(p.second),
  };
}

// A list of shops asks for the same instant once per shop; formatToParts is the costly part.
let lastClock: { ms: number; value: OsloWallClock } | null = null;

function wallClock(at: Date): OsloWallClock {
  const ms = at.getTime();
  if (lastClock?.ms === ms) return lastClock.value;
  const f = osloFields(at);
  const date = isoDate(f.y, f.m, f.d);
  const value = { date, day: new Date(`${date}T00:00:00Z`).getUTCDay(), time: `${pad(f.h)}:${pad(f.mi)}` };
  lastClock = { ms, value };
  return value;
}

/** The Oslo calendar date of an instant, YYYY-MM-DD. */
export function osloDate(at: Date): string {
  return wallClock(at).date;
}

/** The Oslo wall-clock time of an instant, HH:MM. */
export function osloTime(at: Date): string {
  return wallClock(at).time;
}

/** The Oslo wall-clock time of an instant as a datetime-local field holds it, YYYY-MM-DDTHH:MM. */
export function osloDateTime(at: Date): string {
  const { date, time } = wallClock(at);
  return `${date}T${time}`;
}

const pad = (n: number) => String(n).padStart(2, "0");
const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

export function addDays(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/**
 * Instants already worked out, by "date time": a product page asks the same shops' opening and
 * closing times for every shop and variant, and formatToParts is the costly part. Bounded: cleared
 * when full (a day's distinct times are few).
 */
const instants = new Map<string, number>();
const MAX_INSTANTS = 4096;

/** The instant an Oslo wall-clock time happens (the offset is +1 or +2 hours, read from the zone). */
export function osloInstant(date: string, time: string): Date {
  const key = `${date} ${time}`;
  const known = instants.get(key);
  if (known !== undefined) return new Date(known);
  if (instants.size >= MAX_INSTANTS) instants.clear();
  const at = osloInstantOf(date, time);
  instants.set(key, at.getTime());
  return at;
}

function osloInstantOf(date: string, time: string): Date {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const offsetAt = (ms: number) => {
    const f = osloFields(new Date(ms));
    return Date.UTC(f.y, f.m - 1, f.d, f.h, f.mi, f.s) - ms;
  };
  let at = guess - offsetAt(guess);
  at = guess - offsetAt(at);
  return new Date(at);
}

/** The hours of one Oslo date: the special day's when there is one, else the week's. */
export function hoursOn(ranges: OpeningRange[], special: SpecialDay[], date: string): { from: string; to: string }[] {
  const other = special.find((s) => s.date === date);
  if (other) return other.hours ? [other.hours] : [];
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return ranges
    .filter((r) => r.days.includes(day))
    .map(({ from, to }) => ({ from, to }))
    .sort((a, b) => a.from.localeCompare(b.from));
}

/** Whether a shop is open at the given instant, in Norwegian local time. */
export function isOpenAt(ranges: OpeningRange[], at: Date, special: SpecialDay[] = []): boolean {
  const now = wallClock(at);
  return hoursOn(ranges, special, now.date).some((h) => h.from <= now.time && now.time < h.to);
}

/** Norwegian weekday names by day number, 0 = Sunday (the stored format's numbering). */
export const WEEKDAY_NAMES = ["søndag", "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag"] as const;
/** nb-NO weeks start on Monday. */
export const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

export interface WeekRow {
  day: number;
  name: string;
  /** "10:00–20:00", several joined with ", ", or "Stengt". */
  hours: string;
}

/** The week's hours from Monday to Sunday, with Norwegian names. */
export function weekTable(ranges: OpeningRange[]): WeekRow[] {
  return WEEK_FROM_MONDAY.map((day) => {
    const open = ranges.filter((r) => r.days.includes(day)).sort((a, b) => a.from.localeCompare(b.from));
    return {
      day,
      name: WEEKDAY_NAMES[day],
      hours: open.length ? open.map((r) => `${r.from}–${r.to}`).join(", ") : "Stengt",
    };
  });
}

export interface OpeningStatus {
  open: boolean;
  /** "Åpent nå – stenger kl. 20:00", "Åpner i morgen kl. 10:00", "Åpner mandag kl. 10:00". */
  text: string;
  /** The instant the shop closes (when open) or opens next; null when it never opens within two weeks. */
  changesAt: Date | null;
}

const LOOK_AHEAD_DAYS = 14;

/** Whether the shop is open now, and when it closes or opens next. */
export function openingStatus(ranges: OpeningRange[], at: Date, special: SpecialDay[] = []): OpeningStatus {
  const now = wallClock(at);
  const current = hoursOn(ranges, special, now.date).find((h) => h.from <= now.time && now.time < h.to);
  if (current) {
    return {
      open: true,
      text: `Åpent nå – stenger kl. ${current.to}`,
      changesAt: osloInstant(now.date, current.to),
    };
  }
  for (let offset = 0; offset <= LOOK_AHEAD_DAYS; offset++) {
    const date = addDays(now.date, offset);
    const next = hoursOn(ranges, special, date).find((h) => offset > 0 || h.from > now.time);
    if (!next) continue;
    const when =
      offset === 0
        ? "i dag"
        : offset === 1
          ? "i morgen"
          : offset < 7
            ? WEEKDAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()]
            : formatShortDate(date);
    return { open: false, text: `Åpner ${when} kl. ${next.from}`, changesAt: osloInstant(date, next.from) };
  }
  return { open: false, text: "Stengt", changesAt: null };
}

const shortDate = new Intl.DateTimeFormat("nb-NO", { day: "numeric", month: "long", timeZone: "UTC" });
export function formatShortDate(date: string): string {
  return shortDate.format(new Date(`${date}T00:00:00Z`));
}

const relative = new Intl.RelativeTimeFormat("nb", { numeric: "auto" });

/**
 * "om 2 timer", "om 45 minutter", "for 3 dager siden", "for 2 år siden": how far `then` is from `now`,
 * rounded down (spec section 9: seconds to years, past and future; a month counted as 30 days).
 */
export function relativeTimeText(now: Date, then: Date): string {
  const minutes = Math.floor((then.getTime() - now.getTime()) / 60_000);
  if (Math.abs(minutes) < 60) return relative.format(minutes, "minute");
  const hours = Math.trunc(minutes / 60);
  if (Math.abs(hours) < 24) return relative.format(hours, "hour");
  const days = Math.trunc(hours / 24);
  if (Math.abs(days) < 30) return relative.format(days, "day");
  if (Math.abs(days) < 365) return relative.format(Math.trunc(days / 30), "month");
  return relative.format(Math.trunc(days / 365), "year");
}

/** The Norwegian public holidays of a year as closed special days (a shop may have its own as well). */
export function holidaysClosed(year: number): readonly SpecialDay[] {
  let days = closedByYear.get(year);
  if (!days) {
    days = Object.freeze(
      norwegianHolidays(year).map((h) => Object.freeze({ date: h.date, name: h.name, hours: null })),
    );
    closedByYear.set(year, days);
  }
  return days;
}

/** A year's holidays never change: worked out once per year asked (every shop list asks). */
const closedByYear = new Map<number, readonly SpecialDay[]>();

/**
 * Days with other hours than the week's, the same for every shop: the Norwegian public holidays of
 * this year and the next, closed (decision 029).
 */
export function specialDaysAround(now: Date): SpecialDay[] {
  const year = now.getUTCFullYear();
  return [...holidaysClosed(year), ...holidaysClosed(year + 1)];
}
