import { describe, expect, it } from "vitest";
import { isOpenAt, parseOpeningHours } from "../../../domain/opening-hours.ts";
import { greatCircleMetres } from "./geo.ts";
import { greatCircleTable, OsrmError, parseOsrmQuery } from "./osrm.ts";

describe("parseOpeningHours", () => {
  it("reads 'days:hhmm-hhmm' ranges joined by commas", () => {
    expect(parseOpeningHours("1-5:1000-2000,6:1000-1800")).toEqual([
      { days: [1, 2, 3, 4, 5], from: "10:00", to: "20:00" },
      { days: [6], from: "10:00", to: "18:00" },
    ]);
  });

  it("wraps a range over the end of the week and skips malformed parts", () => {
    expect(parseOpeningHours("6-0:1200-1600, x:1-2,8:1000-1200")).toEqual([
      { days: [6, 0], from: "12:00", to: "16:00" },
    ]);
  });
});

describe("isOpenAt", () => {
  const hours = parseOpeningHours("1-5:1000-2000,6:1000-1800");
  it("uses Norwegian local time", () => {
    // Monday 2026-11-23 09:30 UTC is 10:30 in Oslo (CET, UTC+1).
    expect(isOpenAt(hours, new Date("2026-11-23T09:30:00Z"))).toBe(true);
    // 08:59 UTC is 09:59 in Oslo: not yet open.
    expect(isOpenAt(hours, new Date("2026-11-23T08:59:00Z"))).toBe(false);
    // Saturday 17:30 UTC is 18:30 in Oslo: closed.
    expect(isOpenAt(hours, new Date("2026-11-28T17:30:00Z"))).toBe(false);
    // Sunday: closed all day.
    expect(isOpenAt(hours, new Date("2026-11-29T12:00:00Z"))).toBe(false);
    // Summer time: Monday 2026-06-01 08:30 UTC is 10:30 in Oslo (CEST, UTC+2).
    expect(isOpenAt(hours, new Date("2026-06-01T08:30:00Z"))).toBe(true);
  });
});

describe("OSRM table", () => {
  it("parses coordinates longitude first, with sources and destinations", () => {
    const q = parseOsrmQuery("10.75,59.91;5.32,60.39;10.39,63.43", {
      annotations: "distance",
      sources: "0",
      destinations: "1;2",
    });
    expect(q.coordinates).toEqual([
      [10.75, 59.91],
      [5.32, 60.39],
      [10.39, 63.43],
    ]);
    expect(q.sources).toEqual([0]);
    expect(q.destinations).toEqual([1, 2]);
    const table = greatCircleTable(q);
    expect(table.distances?.[0][0]).toBeCloseTo(greatCircleMetres(10.75, 59.91, 5.32, 60.39), 0);
  });

  it("throws OSRM's error codes", () => {
    const code = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return (e as OsrmError).code;
      }
      return null;
    };
    expect(code(() => parseOsrmQuery("10,59", {}))).toBe("InvalidQuery");
    expect(code(() => parseOsrmQuery("10,59;x", {}))).toBe("InvalidQuery");
    expect(code(() => parseOsrmQuery("10,95;10,59", {}))).toBe("InvalidValue");
    expect(code(() => parseOsrmQuery("10,59;10,60", { annotations: "speed" }))).toBe("InvalidOptions");
    expect(code(() => parseOsrmQuery("10,59;10,60", { bogus: "1" }))).toBe("InvalidOptions");
    expect(code(() => parseOsrmQuery(Array(501).fill("10,59").join(";"), {}))).toBe("TooBig");
    expect(new OsrmError("InvalidQuery", "x")).toBeInstanceOf(Error);
  });

  it("measures great-circle distances in metres", () => {
    // Oslo to Bergen: about 305 km.
    const d = greatCircleMetres(10.7522, 59.9139, 5.3221, 60.3913);
    expect(d).toBeGreaterThan(300_000);
    expect(d).toBeLessThan(310_000);
  });
});
