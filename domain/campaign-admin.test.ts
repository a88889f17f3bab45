// The campaign rules the back office form and the server share (decision 046).
import { describe, expect, it } from "vitest";
import { can, ROLES } from "./back-office-roles.ts";
import {
  campaignPhase,
  campaignPriceTooHigh,
  defaultLabelText,
  isCalendarDate,
  isClockTime,
  isShopAddress,
  isShopPath,
} from "./campaign-admin.ts";

describe("a campaign's phase at the shop's clock", () => {
  const campaign = { startsAt: "2030-11-20T00:00:00.000Z", endsAt: "2030-12-02T23:59:59.000Z" };
  it("is planned before the start, running from the start to the end (both included), ended after", () => {
    expect(campaignPhase(campaign, new Date("2030-11-19T23:59:59.999Z"))).toBe("planned");
    expect(campaignPhase(campaign, new Date("2030-11-20T00:00:00.000Z"))).toBe("running");
    expect(campaignPhase(campaign, new Date("2030-12-02T23:59:59.000Z"))).toBe("running");
    expect(campaignPhase(campaign, new Date("2030-12-02T23:59:59.001Z"))).toBe("ended");
  });
});

describe("campaign labels", () => {
  it("a percent label says how much is taken off, rounded down; the other types say their name", () => {
    expect(defaultLabelText("percent", 7500, 10000)).toBe("-25%");
    expect(defaultLabelText("percent", 6667, 10000)).toBe("-33%");
    expect(defaultLabelText("percent", 9999, 10000)).toBe("-1%");
    expect(defaultLabelText("price", 5000, 10000)).toBe("Kampanjepris");
    expect(defaultLabelText("new", 5000, 10000)).toBe("Nyhet");
  });

  it("a refused price names the article's price in nb-NO with two decimals", () => {
    expect(campaignPriceTooHigh(129950)).toBe("Kampanjeprisen må være lavere enn varens pris (1\u00a0299,50 kr)");
  });
});

describe("the form's fields", () => {
  it("take real dates and times only", () => {
    expect(["2031-02-28", "2032-02-29"].map(isCalendarDate)).toEqual([true, true]);
    expect(["2031-02-29", "2031-13-01", "31.12.2031", ""].map(isCalendarDate)).toEqual([false, false, false, false]);
    expect(["00:00", "23:59"].map(isClockTime)).toEqual([true, true]);
    expect(["24:00", "9:00", "12:60"].map(isClockTime)).toEqual([false, false, false]);
  });

  it("take images from the shop itself and links to the shop or an https address", () => {
    expect(isShopPath("/img/p/1f5fbf/ski.svg")).toBe(true);
    expect(
      ["//evil.example/x.png", "https://cdn.example.no/x.png", "javascript:alert(1)", "/a b"].map(isShopPath),
    ).toEqual([false, false, false, false]);
    expect(["/kampanjer/1", "https://www.example.no/jul"].map(isShopAddress)).toEqual([true, true]);
    expect(
      ["http://www.example.no", "javascript:alert(1)", "//evil.example", "https://localhost"].map(isShopAddress),
    ).toEqual([false, false, false, false]);
  });
});

describe("who may edit campaigns (domain/back-office-roles.ts)", () => {
  it("content editors and administrators, not staff or customers", () => {
    expect(ROLES.filter((role) => can(role, "campaigns.edit"))).toEqual(["editor", "admin"]);
  });
});
