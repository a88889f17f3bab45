import { describe, expect, it } from "vitest";
import { norwegianHolidays } from "./norwegian-holidays.ts";
import {
  holidaysClosed,
  isOpenAt,
  openingStatus,
  osloDate,
  osloInstant,
  parseOpeningHours,
  relativeTimeText,
  weekTable,
} from "./opening-hours.ts";

const MALL = parseOpeningHours("1-5:1000-2000,6:1000-1800");
const holidays = [...holidaysClosed(2026), ...holidaysClosed(2027)];

describe("weekTable", () => {
  it("lists the week from Monday with Norwegian names, Sunday last and closed", () => {
    const week = weekTable(MALL);
    expect(week.map((d) => d.name)).toEqual(["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"]);
    expect(week[0].hours).toBe("10:00–20:00");
    expect(week[5].hours).toBe("10:00–18:00");
    expect(week[6].hours).toBe("Stengt");
  });
});

describe("openingStatus (Oslo time, injected clock)", () => {
  it("is open before closing time and says when it closes", () => {
    // Monday 2026-11-23 18:59 in Oslo (CET, UTC+1).
    const s = openingStatus(MALL, new Date("2026-11-23T18:59:00+01:00"));
    expect(s).toMatchObject({ open: true, text: "Åpent nå – stenger kl. 20:00" });
    expect(s.changesAt?.toISOString()).toBe("2026-11-23T19:00:00.000Z");
  });

  it("at closing time it is closed and opens tomorrow", () => {
    const s = openingStatus(MALL, new Date("2026-11-23T20:00:00+01:00"));
    expect(s).toMatchObject({ open: false, text: "Åpner i morgen kl. 10:00" });
  });

  it("before opening it opens today; after midnight the same", () => {
    expect(openingStatus(MALL, new Date("2026-11-24T09:00:00+01:00")).text).toBe("Åpner i dag kl. 10:00");
    expect(openingStatus(MALL, new Date("2026-11-24T00:01:00+01:00")).text).toBe("Åpner i dag kl. 10:00");
  });

  it("over the weekend it names Monday", () => {
    expect(openingStatus(MALL, new Date("2026-11-28T18:30:00+01:00")).text).toBe("Åpner mandag kl. 10:00");
    expect(openingStatus(MALL, new Date("2026-11-29T12:00:00+01:00")).text).toBe("Åpner i morgen kl. 10:00");
  });

  it("is closed on public holidays and skips them for the next opening", () => {
    // Friday 2026-12-25 (1. juledag) and Saturday 26th (2. juledag): closed; Sunday closed anyway.
    const christmasEve = new Date("2026-12-24T20:30:00+01:00");
    expect(isOpenAt(MALL, new Date("2026-12-25T12:00:00+01:00"), holidays)).toBe(false);
    expect(isOpenAt(MALL, new Date("2026-12-25T12:00:00+01:00"))).toBe(true);
    expect(openingStatus(MALL, christmasEve, holidays).text).toBe("Åpner mandag kl. 10:00");
  });

  it("a special day with other hours replaces the week's", () => {
    const eve = [{ date: "2026-12-24", name: "Julaften", hours: { from: "09:00", to: "14:00" } }];
    expect(openingStatus(MALL, new Date("2026-12-24T13:00:00+01:00"), eve).text).toBe("Åpent nå – stenger kl. 14:00");
    expect(openingStatus(MALL, new Date("2026-12-24T15:00:00+01:00"), eve).text).toBe("Åpner i morgen kl. 10:00");
  });

  it("follows summer time (CEST, UTC+2) and the switch days", () => {
    // Monday 2026-06-01 08:30 UTC is 10:30 in Oslo.
    expect(openingStatus(MALL, new Date("2026-06-01T08:30:00Z")).open).toBe(true);
    expect(osloInstant("2026-06-01", "20:00").toISOString()).toBe("2026-06-01T18:00:00.000Z");
    // Sunday 2026-03-29 the clocks go forward at 02:00: Monday 10:00 is 08:00 UTC.
    const s = openingStatus(MALL, new Date("2026-03-29T12:00:00+02:00"));
    expect(s.text).toBe("Åpner i morgen kl. 10:00");
    expect(s.changesAt?.toISOString()).toBe("2026-03-30T08:00:00.000Z");
    // Sunday 2026-10-25 the clocks go back: Monday 10:00 is 09:00 UTC.
    expect(openingStatus(MALL, new Date("2026-10-25T12:00:00+01:00")).changesAt?.toISOString()).toBe(
      "2026-10-26T09:00:00.000Z",
    );
  });

  it("says Stengt when the shop never opens", () => {
    expect(openingStatus([], new Date("2026-11-23T12:00:00Z"))).toEqual({
      open: false,
      text: "Stengt",
      changesAt: null,
    });
  });
});

describe("osloDate", () => {
  it("is the Oslo calendar date, not UTC's, just after midnight", () => {
    expect(osloDate(new Date("2026-12-24T23:30:00Z"))).toBe("2026-12-25");
    expect(osloDate(new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
  });
});

describe("relativeTimeText", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  it("speaks Norwegian", () => {
    expect(relativeTimeText(now, new Date("2026-11-23T14:10:00Z"))).toBe("om 2 timer");
    expect(relativeTimeText(now, new Date("2026-11-23T12:45:00Z"))).toBe("om 45 minutter");
    expect(relativeTimeText(now, new Date("2026-11-25T12:00:00Z"))).toBe("i overmorgen");
  });

  it("counts the past in days, months and years (blog dates)", () => {
    // CLDR 48 (Node 20's ICU 78) says "døgn" where older data said "dager".
    expect(relativeTimeText(now, new Date("2026-11-20T11:00:00Z"))).toMatch(/^for 3 (dager|døgn) siden$/);
    expect(relativeTimeText(now, new Date("2026-09-20T12:00:00Z"))).toBe("for 2 måneder siden");
    expect(relativeTimeText(now, new Date("2024-03-10T08:00:00Z"))).toBe("for 2 år siden");
  });
});

describe("norwegianHolidays", () => {
  it("has Easter and the days that follow it right", () => {
    const dates = Object.fromEntries(norwegianHolidays(2026).map((h) => [h.name, h.date]));
    expect(dates["1. påskedag"]).toBe("2026-04-05");
    expect(dates.Langfredag).toBe("2026-04-03");
    expect(dates["Kristi himmelfartsdag"]).toBe("2026-05-14");
    expect(dates["2. pinsedag"]).toBe("2026-05-25");
    expect(dates["1. juledag"]).toBe("2026-12-25");
  });
});
