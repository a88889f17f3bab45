import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatFullDate, formatWeekdayDate } from "./dates.ts";

describe("dates in nb-NO, Oslo time", () => {
  it("formats a day in Oslo, not in UTC", () => {
    // 23:30 UTC on 2 March is already 3 March in Oslo (UTC+1 in winter).
    expect(formatDate("2026-03-02T23:30:00Z")).toBe("3. mars 2026");
    expect(formatFullDate(new Date("2026-03-02T23:30:00Z"))).toBe("tirsdag 3. mars 2026");
  });

  it("gives the back office a short date and time", () => {
    expect(formatDateTime("2026-03-03T13:05:00Z")).toBe("03.03.2026, 14:05");
  });

  it("names the weekday of a date, with the year only when it is not this year's", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(formatWeekdayDate("2026-11-29T23:30:00Z", now)).toBe("mandag 30. november");
    expect(formatWeekdayDate("2026-11-29T12:00:00Z", now)).toBe("søndag 29. november");
    expect(formatWeekdayDate("2030-12-30T12:00:00Z", now)).toBe("mandag 30. desember 2030");
  });
});
