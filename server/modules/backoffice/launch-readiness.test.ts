// "Klar for lansering" (issue 31): on an empty database everything a shopper needs is missing and
// every outside service is a stand-in; on the demo, the demo's logins are named; with the services
// configured they are real, and the Klarna playground is told apart from live.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmptyApp } from "../../../tests/helpers/empty-app.ts";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import { loadEnv } from "../../env.ts";
import { klarnaMode, launchWarnings } from "./launch-readiness.ts";

const states = (items: { key: string; state: string }[]) => Object.fromEntries(items.map((i) => [i.key, i.state]));

describe("the launch list on an empty database", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createEmptyApp();
  });
  afterAll(async () => t?.close());

  it("names everything a shopper needs as missing and every service as a stand-in", async () => {
    const report = await t.app.services.launch.report();
    expect(states(report.shop)).toEqual({
      brand: "missing",
      shops: "missing",
      shipping: "missing",
      articles: "missing",
      pages: "missing",
      "public-url": "missing",
      "demo-accounts": "ok",
    });
    expect(states(report.services)).toEqual({
      klarna: "stand-in",
      smtp: "stand-in",
      osrm: "stand-in",
      geocoder: "stand-in",
      "map-tiles": "stand-in",
    });
    expect(report.open.map((i) => i.key)).not.toContain("demo-accounts");
    const shops = report.shop.find((i) => i.key === "shops");
    expect(shops?.fix).toEqual({ href: "/admin/butikker", label: "Opprett en butikk" });
  });

  it("gives one log line per open item, in Norwegian, with the fix", async () => {
    const lines = launchWarnings(await t.app.services.launch.report());
    expect(lines).toHaveLength(11);
    expect(lines).toContain(
      "Klar for lansering: Fraktmåter: Ingen aktiv fraktmåte: kassen kan ikke ta imot en bestilling. Se /admin/frakt.",
    );
    expect(lines.some((l) => l.includes("Sett SMTP_URL."))).toBe(true);
    expect(lines.some((l) => l.includes("Sett KLARNA_API_URL, KLARNA_USERNAME og KLARNA_PASSWORD."))).toBe(true);
  });
});

describe("the launch list on the demo", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: "https://www.butikk.example",
      SMTP_URL: "smtp://127.0.0.1:2525",
      OSRM_URL: "http://127.0.0.1:5000",
      GEOCODER_URL: "http://127.0.0.1:5001/adresser/v1",
      MAP_TILE_URL: "https://tile.example.org/{z}/{x}/{y}.png",
    });
  });
  afterAll(async () => t?.close());

  it("finds what a shopper needs, the configured services, and names the demo logins", async () => {
    const report = await t.app.services.launch.report();
    const shop = states(report.shop);
    expect(shop).toMatchObject({ brand: "ok", shops: "ok", shipping: "ok", articles: "ok", "public-url": "ok" });
    expect(shop["demo-accounts"]).toBe("missing");
    const demo = report.shop.find((i) => i.key === "demo-accounts");
    expect(demo?.detail).toContain("admin@example.no");
    expect(states(report.services)).toMatchObject({ smtp: "ok", osrm: "ok", geocoder: "ok", "map-tiles": "ok" });
    expect(await t.app.services.launch.demoAccounts()).toEqual([
      "admin@example.no",
      "ansatt@example.no",
      "kari@example.no",
      "redaktor@example.no",
    ]);
  });
});

describe("Klarna's mode", () => {
  const base = { KLARNA_USERNAME: "u", KLARNA_PASSWORD: "p" };
  it("is the stand-in without all three settings, the playground on its host, else live", () => {
    expect(klarnaMode(loadEnv({ KLARNA_API_URL: "https://api.klarna.com" }))).toBe("stand-in");
    expect(klarnaMode(loadEnv({ ...base, KLARNA_API_URL: "https://api.playground.klarna.com" }))).toBe("playground");
    expect(klarnaMode(loadEnv({ ...base, KLARNA_API_URL: "https://api.klarna.com" }))).toBe("live");
  });
});
