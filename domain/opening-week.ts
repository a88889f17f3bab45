// The back office's week form for a shop's opening hours (issue 31): seven rows, Monday first, each
// open or closed with its opening and closing time, turned into the stored 'days:hhmm-hhmm' text
// (spec section 9) and back. Neighbouring days with the same hours share one range, so a normal
// week reads as the spec's example, '1-5:1000-2000,6:1000-1800'.
import { parseOpeningHours, WEEK_FROM_MONDAY, WEEKDAY_NAMES } from "./opening-hours.ts";

/** One day of the form: times as a time field holds them ('10:00'). */
export interface WeekDay {
  /** 0 Sunday … 6 Saturday, as the stored text numbers them. */
  day: number;
  open: boolean;
  opens: string;
  closes: string;
}

/** The hours a day gets when it is ticked open without any of its own. */
export const DEFAULT_DAY_HOURS = { opens: "10:00", closes: "18:00" } as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A week with every day closed, Monday first. */
export function closedWeek(): WeekDay[] {
  return WEEK_FROM_MONDAY.map((day) => ({ day, open: false, ...DEFAULT_DAY_HOURS }));
}

/**
 * The stored text as the week form shows it, Monday first; null when the text says something the
 * form cannot (a day with two ranges, such as a lunch break), and the text field is the way to edit it.
 */
export function weekFromHours(value: string): WeekDay[] | null {
  const week = closedWeek();
  for (const range of parseOpeningHours(value)) {
    for (const day of range.days) {
      const row = week.find((d) => d.day === day) as WeekDay;
      if (row.open) return null;
      Object.assign(row, { open: true, opens: range.from, closes: range.to });
    }
  }
  return week;
}

const hhmm = (time: string) => time.replace(":", "");

/** The week as the stored text; closed days are left out, neighbouring days with the same hours share a range. */
export function hoursFromWeek(week: readonly WeekDay[]): string {
  const byDay = new Map(week.map((d) => [d.day, d]));
  const ordered = WEEK_FROM_MONDAY.map((day) => byDay.get(day)).filter((d): d is WeekDay => Boolean(d?.open));
  const parts: string[] = [];
  let start: WeekDay | null = null;
  let last: WeekDay | null = null;
  const flush = () => {
    if (!start || !last) return;
    const days = start.day === last.day ? `${start.day}` : `${start.day}-${last.day}`;
    parts.push(`${days}:${hhmm(start.opens)}-${hhmm(start.closes)}`);
  };
  for (const d of ordered) {
    const follows = last && (last.day + 1) % 7 === d.day && last.opens === d.opens && last.closes === d.closes;
    if (!follows) {
      flush();
      start = d;
    }
    last = d;
  }
  flush();
  return parts.join(",");
}

const capitalised = (day: number) => WEEKDAY_NAMES[day].charAt(0).toUpperCase() + WEEKDAY_NAMES[day].slice(1);

/** What is wrong with the week, naming the day ("Mandag: …"), or null when it can be stored. */
export function weekProblem(week: readonly WeekDay[]): string | null {
  const open = week.filter((d) => d.open);
  if (open.length === 0) return "Kryss av minst én dag butikken er åpen";
  for (const d of WEEK_FROM_MONDAY.map((day) => open.find((o) => o.day === day)).filter(Boolean) as WeekDay[]) {
    if (!TIME.test(d.opens) || !TIME.test(d.closes)) {
      return `${capitalised(d.day)}: skriv når butikken åpner og stenger (tt:mm)`;
    }
    if (d.opens >= d.closes) return `${capitalised(d.day)}: butikken må åpne før den stenger`;
  }
  return null;
}

/** A day's name as the form's rows show it ("Mandag"). */
export const weekDayName = capitalised;
