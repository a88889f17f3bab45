import { describe, expect, it } from "vitest";
import { openingHoursProblem } from "./opening-hours-check.ts";
import { closedWeek, hoursFromWeek, type WeekDay, weekFromHours, weekProblem } from "./opening-week.ts";

const open = (week: WeekDay[], days: number[], opens: string, closes: string) =>
  week.map((d) => (days.includes(d.day) ? { ...d, open: true, opens, closes } : d));

describe("the week form's hours", () => {
  it("writes a normal week as the spec's example", () => {
    let week = open(closedWeek(), [1, 2, 3, 4, 5], "10:00", "20:00");
    week = open(week, [6], "10:00", "18:00");
    expect(hoursFromWeek(week)).toBe("1-5:1000-2000,6:1000-1800");
  });

  it("splits a range where the hours differ, and keeps Sunday last", () => {
    let week = open(closedWeek(), [1, 2, 4, 5], "09:00", "17:00");
    week = open(week, [3], "09:00", "20:00");
    week = open(week, [0], "12:00", "16:00");
    const text = hoursFromWeek(week);
    expect(text).toBe("1-2:0900-1700,3:0900-2000,4-5:0900-1700,0:1200-1600");
    expect(openingHoursProblem(text)).toBeNull();
  });

  it("joins Saturday and Sunday over the week's end, as the stored format allows", () => {
    const text = hoursFromWeek(open(closedWeek(), [6, 0], "11:00", "15:00"));
    expect(text).toBe("6-0:1100-1500");
    expect(
      weekFromHours(text)
        ?.filter((d) => d.open)
        .map((d) => d.day),
    ).toEqual([6, 0]);
  });

  it("reads the stored text back into the same week", () => {
    for (const text of ["1-5:1000-2000,6:1000-1800", "0-6:0800-2300", "2:0700-0900,4:1000-1100"]) {
      const week = weekFromHours(text);
      expect(week).not.toBeNull();
      expect(openingHoursProblem(hoursFromWeek(week as WeekDay[]))).toBeNull();
      expect(weekFromHours(hoursFromWeek(week as WeekDay[]))).toEqual(week);
    }
  });

  it("gives up on a day with two ranges (a lunch break): the text field edits that", () => {
    expect(weekFromHours("1-5:0900-1130,1-5:1230-1700")).toBeNull();
  });

  it("names the day that is wrong, in Norwegian", () => {
    expect(weekProblem(closedWeek())).toBe("Kryss av minst én dag butikken er åpen");
    expect(weekProblem(open(closedWeek(), [2], "18:00", "10:00"))).toBe("Tirsdag: butikken må åpne før den stenger");
    expect(weekProblem(open(closedWeek(), [0], "", "16:00"))).toBe(
      "Søndag: skriv når butikken åpner og stenger (tt:mm)",
    );
    expect(weekProblem(open(closedWeek(), [1], "10:00", "18:00"))).toBeNull();
  });
});
