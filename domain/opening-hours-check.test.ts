import { describe, expect, it } from "vitest";
import { brandColorsProblem } from "./contrast.ts";
import { openingHoursPreview, openingHoursProblem, specialHoursProblem } from "./opening-hours-check.ts";

describe("opening hours check", () => {
  it.each(["1-5:1000-2000,6:1000-1800", "0:1200-1600", " 6-0:1000-1500 , 1:0900-1700"])("accepts %j", (v) => {
    expect(openingHoursProblem(v)).toBeNull();
  });

  it.each([
    ["", "Skriv inn åpningstidene, for eksempel 1-5:1000-2000,6:1000-1800"],
    ["1-5:10:00-20:00", "«1-5:10:00-20:00» er ikke på formen dager:ttmm-ttmm, for eksempel 1-5:1000-2000,6:1000-1800"],
    ["8:1000-1200", "«8:1000-1200»: dagene er 0 (søndag) til 6 (lørdag)"],
    ["1:1000-1260", "«1:1000-1260»: klokkeslettene må være mellom 0000 og 2359"],
    ["1:1000-1000", "«1:1000-1000»: butikken må åpne før den stenger"],
  ])("refuses %j", (v, message) => {
    expect(openingHoursProblem(v)).toBe(message);
    expect(openingHoursPreview(v)).toBeNull();
  });

  it("previews the week from Monday in Norwegian", () => {
    const week = openingHoursPreview("1-5:1000-2000,6:1000-1800");
    expect(week?.map((d) => `${d.name} ${d.hours}`)).toEqual([
      "mandag 10:00–20:00",
      "tirsdag 10:00–20:00",
      "onsdag 10:00–20:00",
      "torsdag 10:00–20:00",
      "fredag 10:00–20:00",
      "lørdag 10:00–18:00",
      "søndag Stengt",
    ]);
  });
});

describe("special hours check", () => {
  const row = { date: "2026-12-24", name: "Julaften", opens: "09:00", closes: "13:00" };
  it("accepts open and closed days", () => {
    expect(specialHoursProblem([row, { ...row, date: "2026-12-31", opens: null, closes: null }])).toBeNull();
  });
  it.each([
    [{ ...row, date: "2026-02-30" }, "Rad 1: datoen må være en gyldig dato (ÅÅÅÅ-MM-DD)"],
    [{ ...row, name: " " }, "Rad 1: skriv hva dagen heter, for eksempel «Julaften»"],
    [
      { ...row, closes: null },
      "Rad 1: skriv både åpner og stenger som tt:mm, eller la begge stå tomme når butikken er stengt",
    ],
    [{ ...row, opens: "13:00", closes: "09:00" }, "Rad 1: butikken må åpne før den stenger"],
  ])("refuses %j", (r, message) => {
    expect(specialHoursProblem([r])).toBe(message);
  });
  it("refuses the same date twice", () => {
    expect(specialHoursProblem([row, row])).toBe("Rad 2: datoen 2026-12-24 står allerede i listen");
  });
});

describe("brand colours check", () => {
  it("accepts readable colours", () => {
    expect(brandColorsProblem({ primary: "#1d4d3a", onPrimary: "#ffffff", accent: "#e8a33d" })).toBeNull();
  });
  it("refuses text on the primary under 4.5:1, and a colour that is not a hex code", () => {
    expect(brandColorsProblem({ primary: "#777777", onPrimary: "#ffffff", accent: "#e8a33d" })).toBe(
      "Kontrasten mellom hovedfargen og teksten på den er 4,4:1; den må være minst 4,5:1 (WCAG AA)",
    );
    expect(brandColorsProblem({ primary: "red", onPrimary: "#ffffff", accent: "#e8a33d" })).toBe(
      "Hovedfargen må være en fargekode som #1d4d3a",
    );
  });
});
