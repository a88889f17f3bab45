// The campaign list (/kampanjer) and a campaign's end date on its page, on the seeded test database
// with the clock fixed on Monday 23 November 2026.
import { describe, expect, it } from "vitest";
import { renderRoute, textOf } from "../../tests/helpers/render-page.ts";
import { matchRouteId, visit } from "../../tests/helpers/route-harness.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../tests/helpers/test-app.ts";
import Campaigns from "./campaigns.tsx";

const now = new Date("2026-11-23T12:00:00Z");
let t: TestApp;
appForFile(
  () => createTestApp({}, undefined, { clock: () => now }),
  (app) => {
    t = app;
  },
);
const go = (url: string) => visit(t.app.services, url);

describe("the campaign list", () => {
  it("has its own route beside a campaign's page", () => {
    expect(matchRouteId("/kampanjer")).toBe("campaigns");
    expect(matchRouteId("/kampanjer/1")).toBe("campaign");
  });

  it("leads with the weekly ad as 'Ukens annonse!' with both banners and its period, then the other running campaigns", async () => {
    const running = await rows<{ id: number }>(
      t.database,
      "select id from campaigns where starts_at <= $1 and ends_at >= $1",
      [now.toISOString()],
    );
    const page = await go("/kampanjer");
    expect(page.status).toBe(200);
    const [first, ...rest] = page.data.campaigns;
    expect(first).toMatchObject({ weeklyAd: true, shortDescription: "Ukens annonse!", name: "Ukens annonse" });
    // The seed's period runs midnight to midnight in Oslo, so it reads as the dates it was meant as.
    expect(first.period).toBe("1. januar 2025 – 31. desember 2030");
    expect(rest.every((c: { weeklyAd: boolean }) => !c.weeklyAd)).toBe(true);
    expect(page.data.campaigns.map((c: { id: number }) => c.id).sort()).toEqual(running.map((r) => r.id).sort());

    const html = renderRoute(Campaigns as never, page.data);
    expect(html).toContain('<source media="(min-width: 1020px)"');
    expect(textOf(html)).toContain("Ukens annonse!");
    expect(textOf(html)).toContain("Gjelder til");
  });

  it("shows articles of the combinable campaigns, as GET /campaigns/combined/articles answers them", async () => {
    const page = await go("/kampanjer");
    const api = await t.app.inject({ url: "/api/v1/campaigns/combined/articles?per_page=8&orderBy=bestseller" });
    const ids = api.json().data.map((a: { id: number }) => a.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(page.data.combined.map((a: { id: number }) => a.id)).toEqual(ids);
  });
});

describe("a campaign's page", () => {
  it("says until when the campaign runs", async () => {
    const page = await go("/kampanjer/2");
    expect(page.status).toBe(200);
    expect(page.data.ends).toMatch(/^Gjelder til \p{L}+ \d+\. \p{L}+( \d{4})?$/u);
  });
});
