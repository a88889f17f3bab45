import { describe, expect, it } from "vitest";
import { campaignEndText, campaignPeriodText, weeklyAdFirst } from "./campaign-list.ts";

const c = (id: number, shortDescription: string) => ({
  id,
  shortDescription,
  start: "2026-11-23T00:00:00+01:00",
  end: "2026-11-29T23:59:59+01:00",
});

describe("the campaign list", () => {
  it("puts the weekly ad first and keeps the others' order", () => {
    const list = [c(3, "Nyheter"), c(1, "Ukens annonse!"), c(2, "Vintersalg")];
    expect(weeklyAdFirst(list).map((x) => x.id)).toEqual([1, 3, 2]);
  });

  it("words the period and the end date in Norwegian, in Oslo time", () => {
    expect(campaignPeriodText(c(1, "x"))).toBe("23. november 2026 – 29. november 2026");
    expect(campaignEndText(c(1, "x"), new Date("2026-11-23T12:00:00Z"))).toBe("Gjelder til søndag 29. november");
    expect(campaignEndText(c(1, "x"), new Date("2025-11-23T12:00:00Z"))).toBe("Gjelder til søndag 29. november 2026");
  });
});
