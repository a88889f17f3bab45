import { describe, expect, it } from "vitest";
import { holidaysClosed, parseOpeningHours, type SpecialDay } from "./opening-hours.ts";
import { availableOnline, pickupPromise } from "./pickup-promise.ts";

const MALL = parseOpeningHours("1-5:1000-2000,6:1000-1800");
const holidays = [...holidaysClosed(2026), ...holidaysClosed(2027)];

const promise = (now: string, over: { available?: number; prep?: number; special?: SpecialDay[] } = {}) =>
  pickupPromise({
    available: over.available ?? 3,
    ranges: MALL,
    special: over.special ?? holidays,
    preparationMinutes: over.prep ?? 120,
    now: new Date(now),
  });

describe("availableOnline", () => {
  it("keeps the safety buffer off the web and never goes below zero", () => {
    expect(availableOnline(5, 2)).toBe(3);
    expect(availableOnline(2, 2)).toBe(0);
    expect(availableOnline(1, 2)).toBe(0);
    expect(availableOnline(4, 0)).toBe(4);
  });
});

describe("pickupPromise (Oslo time, injected clock)", () => {
  it("says out of stock when nothing is for sale online", () => {
    expect(promise("2026-11-23T12:00:00+01:00", { available: 0 })).toEqual({
      kind: "none",
      readyBy: null,
      text: "Ikke på lager",
    });
  });

  it("is ready today, now plus the preparation time rounded up to the quarter hour", () => {
    const p = promise("2026-11-23T13:50:00+01:00");
    expect(p).toMatchObject({ kind: "today", text: "Klar til henting i dag innen 16:00" });
    expect(p.readyBy?.toISOString()).toBe("2026-11-23T15:00:00.000Z");
  });

  it("uses the shop's own preparation time", () => {
    expect(promise("2026-11-23T13:50:00+01:00", { prep: 30 }).text).toBe("Klar til henting i dag innen 14:30");
  });

  it("ready exactly at closing is still today; a minute later it is tomorrow", () => {
    expect(promise("2026-11-23T18:00:00+01:00").text).toBe("Klar til henting i dag innen 20:00");
    const late = promise("2026-11-23T18:01:00+01:00");
    expect(late).toMatchObject({ kind: "tomorrow", text: "Klar til henting i morgen" });
    expect(late.readyBy?.toISOString()).toBe("2026-11-24T11:00:00.000Z");
  });

  it("before opening it counts from the opening; after midnight the day is the new one", () => {
    const p = promise("2026-11-24T00:30:00+01:00");
    expect(p).toMatchObject({ kind: "today", text: "Klar til henting i dag innen 12:00" });
  });

  it("over a weekend: Saturday after closing is ready Monday", () => {
    // Saturday 2026-11-28 17:00, closes 18:00; Sunday closed.
    const p = promise("2026-11-28T17:00:00+01:00");
    expect(p).toMatchObject({ kind: "later", text: "Klar til henting mandag" });
    expect(p.readyBy?.toISOString()).toBe("2026-11-30T11:00:00.000Z");
  });

  it("Saturday evening to Sunday is 'tomorrow' only when the shop opens on Sunday", () => {
    const sundays = parseOpeningHours("1-6:1000-1800,0:1200-1600");
    const p = pickupPromise({
      available: 1,
      ranges: sundays,
      special: [],
      preparationMinutes: 120,
      now: new Date("2026-11-28T17:00:00+01:00"),
    });
    expect(p).toMatchObject({ kind: "tomorrow", text: "Klar til henting i morgen" });
    expect(p.readyBy?.toISOString()).toBe("2026-11-29T13:00:00.000Z");
  });

  it("skips a public holiday: Christmas Eve afternoon is ready on 28 December", () => {
    // Thursday 24 Dec is a normal weekday in MALL, 25 and 26 are holidays, 27 is Sunday.
    const p = promise("2026-12-24T19:00:00+01:00");
    expect(p).toMatchObject({ kind: "later", text: "Klar til henting mandag" });
    expect(p.readyBy?.toISOString()).toBe("2026-12-28T11:00:00.000Z");
  });

  it("follows a special day's shorter hours", () => {
    const special: SpecialDay[] = [{ date: "2026-11-23", name: "Inventar", hours: { from: "10:00", to: "14:00" } }];
    expect(promise("2026-11-23T11:00:00+01:00", { special }).text).toBe("Klar til henting i dag innen 13:00");
    expect(promise("2026-11-23T12:30:00+01:00", { special }).kind).toBe("tomorrow");
  });

  it("a closed special day pushes the promise on", () => {
    const special: SpecialDay[] = [{ date: "2026-11-24", name: "Varetelling", hours: null }];
    expect(promise("2026-11-23T19:00:00+01:00", { special })).toMatchObject({
      kind: "later",
      text: "Klar til henting onsdag",
    });
  });

  it("keeps Oslo wall-clock time across the switch back to winter time", () => {
    // Saturday 2026-10-24 (CEST); winter time starts Sunday 25 October; ready Monday 12:00 CET = 11:00Z.
    const p = promise("2026-10-24T17:30:00+02:00");
    expect(p).toMatchObject({ kind: "later", text: "Klar til henting mandag" });
    expect(p.readyBy?.toISOString()).toBe("2026-10-26T11:00:00.000Z");
  });

  it("Easter Monday in summer time: Saturday before Easter is ready Tuesday 12:00 CEST", () => {
    const p = promise("2027-03-27T17:30:00+01:00");
    expect(p).toMatchObject({ kind: "later", text: "Klar til henting tirsdag" });
    expect(p.readyBy?.toISOString()).toBe("2027-03-30T10:00:00.000Z");
  });

  it("says out of stock when the shop never opens within two weeks", () => {
    const p = pickupPromise({
      available: 2,
      ranges: [],
      special: [],
      preparationMinutes: 120,
      now: new Date("2026-11-23T12:00:00+01:00"),
    });
    expect(p.kind).toBe("none");
  });
});
