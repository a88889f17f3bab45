// Norway's public holidays ("helligdager" and 1. and 17. mai) of a year. The movable ones follow
// Easter Sunday (the Gregorian computus, Meeus/Jones/Butcher).

export interface Holiday {
  /** YYYY-MM-DD. */
  date: string;
  name: string;
}

function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const fromEaster = (easter: Date, days: number) =>
  new Date(easter.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export function norwegianHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) =>
    `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return [
    { date: fixed(1, 1), name: "1. nyttårsdag" },
    { date: fromEaster(easter, -3), name: "Skjærtorsdag" },
    { date: fromEaster(easter, -2), name: "Langfredag" },
    { date: fromEaster(easter, 0), name: "1. påskedag" },
    { date: fromEaster(easter, 1), name: "2. påskedag" },
    { date: fixed(5, 1), name: "Offentlig høytidsdag" },
    { date: fixed(5, 17), name: "Grunnlovsdag" },
    { date: fromEaster(easter, 39), name: "Kristi himmelfartsdag" },
    { date: fromEaster(easter, 49), name: "1. pinsedag" },
    { date: fromEaster(easter, 50), name: "2. pinsedag" },
    { date: fixed(12, 25), name: "1. juledag" },
    { date: fixed(12, 26), name: "2. juledag" },
  ].sort((x, y) => x.date.localeCompare(y.date));
}
