// The back-office forms' checks beyond the routes' schemas: the rules the services apply after the
// schema (hours, contrast, a legal page's text, a count line), in the services' own words.
import { describe, expect, it } from "vitest";
import { legalPageTextInput, PAGE_TEXT_EMPTY, pageTextInput } from "../page-texts.ts";
import { brandForm } from "./brand-admin.ts";
import { shopHoursForm } from "./shop-admin.ts";
import { COUNT_LINES_MISSING, parseCount, stockCountForm } from "./stock-admin.ts";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe("the shop form's hours", () => {
  it("refuses what the shop service refuses, by the field", () => {
    const bad = shopHoursForm.safeParse({ openingHours: "1-5:1000", specialHours: [] });
    expect(issues(bad)).toEqual([
      ["openingHours", "«1-5:1000» er ikke på formen dager:ttmm-ttmm, for eksempel 1-5:1000-2000,6:1000-1800"],
    ]);
    const row = { date: "2026-12-24", name: "Julaften", opens: "14:00", closes: "10:00" };
    expect(issues(shopHoursForm.safeParse({ openingHours: "1-5:1000-2000", specialHours: [row] }))).toEqual([
      ["specialHours", "Rad 1: butikken må åpne før den stenger"],
    ]);
  });

  it("lets good hours through", () => {
    expect(shopHoursForm.safeParse({ openingHours: "1-5:1000-2000,6:1000-1800", specialHours: [] }).success).toBe(true);
  });
});

describe("the brand form's colours", () => {
  const colors = { primary: "#1d4d3a", onPrimary: "#ffffff", accent: "#f2c14e" };
  it("refuses too little contrast under colors", () => {
    const bad = brandForm.safeParse({ colors: { ...colors, onPrimary: "#2a5a47" } });
    expect(issues(bad)[0]?.[0]).toBe("colors");
    expect(issues(bad)[0]?.[1]).toMatch(/den må være minst 4,5:1 \(WCAG AA\)$/);
    expect(brandForm.safeParse({ colors }).success).toBe(true);
  });
});

describe("a legal page's text", () => {
  it("may not be empty, while another page's may", () => {
    expect(issues(legalPageTextInput.safeParse({ title: "Personvern", text: "  " }))).toEqual([
      ["text", PAGE_TEXT_EMPTY],
    ]);
    expect(pageTextInput.safeParse({ title: "Om oss", text: "" }).success).toBe(true);
  });
});

describe("the count sheet", () => {
  const line = (n: number, counted: string) => ({ line: n, variantId: n, shown: 3, counted });

  it("names each count that is no whole number by its line on the sheet, as the server does", () => {
    const checked = stockCountForm.safeParse({ shopId: 1, lines: [line(1, "4"), line(2, "2,5"), line(7, "-1")] });
    expect(issues(checked)).toEqual([
      ["line.2", "Linje 2: skriv et helt tall, 0 eller mer"],
      ["line.7", "Linje 7: skriv et helt tall, 0 eller mer"],
    ]);
  });

  it("needs one counted line, and reads '1 200' as a number", () => {
    expect(issues(stockCountForm.safeParse({ shopId: 1, lines: [] }))).toEqual([["lines", COUNT_LINES_MISSING]]);
    expect(stockCountForm.safeParse({ shopId: 1, lines: [line(1, "1 200")] }).success).toBe(true);
    expect(parseCount("1 200")).toBe(1200);
    expect(parseCount("12a")).toBeNull();
  });
});
