// 'Testmodus' (decision 024): while payments go to the local Klarna stand-in, the layout's loader
// asks every page for the banner and the checkout's payment step says no money moves; with Klarna's
// credentials neither shows, the checkout loads Klarna's own SDK and the stand-in is not mounted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadEnv } from "../../server/env.ts";
import { loadContext, visit } from "../../tests/helpers/route-harness.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { loader as rootLoader } from "../root.tsx";

let t: TestApp;
let withKlarna: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  t = await createTestApp();
  withKlarna = await buildApp({
    database: t.database,
    env: loadEnv({
      NODE_ENV: "test",
      KLARNA_API_URL: "https://api.playground.klarna.com",
      KLARNA_USERNAME: "PK_test",
      KLARNA_PASSWORD: "test-secret",
    }),
  });
  await withKlarna.ready();
});
afterAll(async () => {
  await withKlarna?.close();
  await t?.close();
});

async function layoutOf(services: TestApp["app"]["services"]) {
  const request = new Request("http://butikk.test/");
  return rootLoader({ request, params: {}, context: await loadContext(services) } as never);
}

describe("testmodus", () => {
  it("is on every page and in the payment step while payments go to the stand-in", async () => {
    expect((await layoutOf(t.app.services)).testMode).toBe(true);
    const checkout = await visit(t.app.services, "/checkout");
    expect(checkout.data).toMatchObject({ testMode: true, sdkUrl: "/klarna-standin/sdk.js" });
  });

  it("is not shown with Klarna's credentials, and the stand-in is not mounted", async () => {
    expect((await layoutOf(withKlarna.services)).testMode).toBe(false);
    const checkout = await visit(withKlarna.services, "/checkout");
    expect(checkout.data).toMatchObject({ testMode: false, sdkUrl: "https://x.klarnacdn.net/kp/lib/v1/api.js" });
    for (const url of ["/klarna-standin/sdk.js", "/klarna-standin/browser/authorize"]) {
      const res = await withKlarna.inject({ method: url.endsWith(".js") ? "GET" : "POST", url, payload: {} });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
