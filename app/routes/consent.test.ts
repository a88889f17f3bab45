// /samtykke (decision 036): the banner's buttons and the settings form without JavaScript, the
// fetcher answer with it, the choice kept on a logged-in customer's account, and at login the
// account's stored choice winning over the browser's.
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAccountInput, removeAddedAccountsLater } from "../../tests/helpers/accounts.ts";
import { Browser } from "../../tests/helpers/browser.ts";
import { ORIGIN, submit, visit } from "../../tests/helpers/route-harness.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
let cleanUp: () => Promise<void>;
appForFile(createTestApp, async (opened) => {
  t = opened;
  cleanUp = await removeAddedAccountsLater(t.database);
});
afterAll(() => cleanUp?.());

const sameOrigin = { "sec-fetch-site": "same-origin" };
const setCookie = (answer: { response: Response | null }) => answer.response?.headers.get("Set-Cookie") ?? "";

describe("POST /samtykke", () => {
  it("'Bare nødvendige' stores necessary only and goes back", async () => {
    const answer = await submit(
      t.app.services,
      "/samtykke",
      { choice: "necessary", back: "/kundeservice" },
      sameOrigin,
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/kundeservice");
    expect(setCookie(answer)).toMatch(/^cookiesAccepted=necessary; Max-Age=31536000; Path=\//);
  });

  it("'Skjønner!' accepts statistics and marketing", async () => {
    const answer = await submit(t.app.services, "/samtykke", { choice: "all" }, sameOrigin);
    expect(setCookie(answer)).toMatch(/^cookiesAccepted=statistics\.marketing;/);
  });

  it("the settings keep only the switches that are on", async () => {
    const answer = await submit(t.app.services, "/samtykke", { choice: "custom", statistics: "on" }, sameOrigin);
    expect(setCookie(answer)).toMatch(/^cookiesAccepted=statistics;/);
  });

  it("answers a JavaScript form with a Norwegian confirmation instead of a redirect", async () => {
    const answer = await submit(t.app.services, "/samtykke", { choice: "necessary", js: "1" }, sameOrigin);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      data: { saved: true, message: "Valgene dine for informasjonskapsler er lagret." },
      init: { headers: { "Set-Cookie": expect.stringMatching(/^cookiesAccepted=necessary;/) } },
    });
  });

  it("refuses an unknown choice with 422 and a Norwegian message, and sets nothing", async () => {
    const answer = await submit(t.app.services, "/samtykke", { choice: "kanskje" }, sameOrigin);
    expect(answer.data).toMatchObject({
      data: { saved: false, message: "Velg hvilke informasjonskapsler du godtar" },
      init: { status: 422 },
    });
    expect(answer.data.init.headers).toBeUndefined();
  });

  it("refuses a post from another site", async () => {
    const answer = await submit(t.app.services, "/samtykke", { choice: "all" }, { "sec-fetch-site": "cross-site" });
    expect(answer.status).toBe(403);
  });
});

describe("GET /samtykke (the settings without JavaScript)", () => {
  const withCookie = async (cookie: string | null) => {
    const { loader } = await import("./consent.tsx");
    const headers = cookie ? { cookie } : undefined;
    return loader({
      request: new Request(`${ORIGIN}/samtykke?tilbake=%2Fom-oss`, { headers }),
      params: {},
      context: {} as AppLoadContext,
    } as never);
  };

  it("starts from the choice in the cookie, declined when there is none", async () => {
    expect(await withCookie(null)).toEqual({ choice: { statistics: false, marketing: false }, back: "/om-oss" });
    expect((await withCookie("cookiesAccepted=marketing")).choice).toEqual({ statistics: false, marketing: true });
    expect((await visit(t.app.services, "/samtykke")).data.back).toBe("/");
  });
});

describe("the choice on the account", () => {
  let customer: { id: number; email: string; password: string };
  beforeAll(async () => {
    const browser = new Browser(t.app);
    const input = newAccountInput();
    const response = await browser.post("/api/v1/customers/register", input);
    customer = { id: response.json().data.id, email: input.email, password: input.password };
  });

  const storedCookies = async () =>
    (
      await rows<{ cookies: Record<string, boolean> }>(t.database, "select cookies from customers where id = $1", [
        customer.id,
      ])
    )[0].cookies;

  it("a logged-in customer's choice is kept in the customer's cookie fields", async () => {
    const user = { id: customer.id } as NonNullable<AppLoadContext["user"]>;
    await submit(t.app.services, "/samtykke", { choice: "custom", marketing: "on" }, sameOrigin, user);
    expect(await storedCookies()).toEqual({
      cookie_default: true,
      cookie_ga: false,
      cookie_google_tag_manager: false,
      cookie_meta_pixel: true,
    });
  });

  it("at login the account's stored choice wins over the browser's", async () => {
    const browser = new Browser(t.app);
    browser.cookies.set("cookiesAccepted", "statistics.marketing");
    await browser.login(customer.email, customer.password);
    expect(browser.cookies.get("cookiesAccepted")).toBe("marketing");
  });

  it("an account without a stored choice takes the browser's", async () => {
    await rows(t.database, "update customers set cookies = '{}'::jsonb where id = $1", [customer.id]);
    const browser = new Browser(t.app);
    browser.cookies.set("cookiesAccepted", "statistics");
    await browser.login(customer.email, customer.password);
    expect(browser.cookies.get("cookiesAccepted")).toBe("statistics");
    expect((await storedCookies()).cookie_ga).toBe(true);
  });

  it("a browser and an account without a choice get no consent cookie at login", async () => {
    await rows(t.database, "update customers set cookies = '{}'::jsonb where id = $1", [customer.id]);
    const browser = new Browser(t.app);
    await browser.login(customer.email, customer.password);
    expect(browser.cookies.has("cookiesAccepted")).toBe(false);
    expect(await storedCookies()).toEqual({});
  });
});
