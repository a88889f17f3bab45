// Opening hours are stored as 'days:hhmm-hhmm' ranges joined by commas (spec section 9),
// days 0 (Sunday) to 6 (Saturday): '1-5:1000-2000,6:1000-1800'.
export interface OpeningRange {
  days: number[];
  from: string;
  to: string;
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

const osloClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Oslo",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Whether a shop is open at the given instant, in Norwegian local time. */
export function isOpenAt(ranges: OpeningRange[], at: Date): boolean {
  const parts = Object.fromEntries(osloClock.formatToParts(at).map((p) => [p.type, p.value]));
  const day = WEEKDAYS.indexOf(parts.weekday);
  const time = `${parts.hour}:${parts.minute}`;
  return ranges.some((r) => r.days.includes(day) && r.from <= time && time < r.to);
}
