import { describe, expect, it } from "vitest";
import { appForFile, createTestApp, rows, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
appForFile(createTestApp, (app) => {
  t = app;
});

describe("tenant plugin", () => {
  it("resolves request.tenant from the Host header, port ignored, else the default brand", async () => {
    const brands = await rows<{ slug: string; hostnames: string[]; is_default: boolean }>(
      t.database,
      "select slug, hostnames, is_default from brands order by id",
    );
    const withHost = brands.find((b) => b.hostnames.length > 0 && !b.is_default);
    const fallback = brands.find((b) => b.is_default);
    expect(withHost && fallback).toBeTruthy();
    const ask = async (host: string) =>
      (await t.app.inject({ method: "GET", url: "/api/v1/tenant/get", headers: { host } })).json().data.slug;
    expect(await ask(`${withHost?.hostnames[0]}:8080`)).toBe(withHost?.slug);
    expect(await ask("unknown.example")).toBe(fallback?.slug);
  });

  it("asks the tenant service once per request", async () => {
    let calls = 0;
    const original = t.app.services.tenants.forHost;
    t.app.services.tenants.forHost = async (host) => {
      calls++;
      return original(host);
    };
    try {
      await t.app.inject({ method: "GET", url: "/api/v1/settings" });
      expect(calls).toBe(1);
    } finally {
      t.app.services.tenants.forHost = original;
    }
  });
});
