// Dates as a Norwegian shopper reads them (nb-NO, Oslo time), for the storefront, the back office and
// the mails alike. Values may be Date objects or ISO strings (the API sends strings).

const OSLO = "Europe/Oslo";
const long = new Intl.DateTimeFormat("nb-NO", { dateStyle: "long", timeZone: OSLO });
const full = new Intl.DateTimeFormat("nb-NO", { dateStyle: "full", timeZone: OSLO });
const short = new Intl.DateTimeFormat("nb-NO", { dateStyle: "short", timeStyle: "short", timeZone: OSLO });

const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** "3. mars 2026". */
export function formatDate(value: Date | string | number): string {
  return long.format(asDate(value));
}

/** "tirsdag 3. mars 2026" (the mails' pickup deadline). */
export function formatFullDate(value: Date | string | number): string {
  return full.format(asDate(value));
}

/** "03.03.2026, 14:05" (the back office lists). */
export function formatDateTime(value: Date | string | number): string {
  return short.format(asDate(value));
}

const weekdayDate = new Intl.DateTimeFormat("nb-NO", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: OSLO,
});
const osloYear = new Intl.DateTimeFormat("nb-NO", { year: "numeric", timeZone: OSLO });

/** "søndag 29. november" in the year of `now`, else with the year: "tirsdag 31. desember 2030". */
export function formatWeekdayDate(value: Date | string | number, now: Date): string {
  const date = asDate(value);
  return osloYear.format(date) === osloYear.format(now) ? weekdayDate.format(date) : full.format(date);
}
