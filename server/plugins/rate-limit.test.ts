// Rate limit tiers (issue 10 item 7): a general /api/v1 limit and stricter ones for login, register,
// password reset, resend verification and review posting, counted in PostgreSQL so two app instances
// on one database share the count; loopback clients are exempt by default.
import { describe, expect, it } from "vitest";
import { LOGIN_THROTTLED } from "../../domain/account-messages.ts";
import { newAccountInput, openAccountsTestApp, registerCustomer } from "../../tests/helpers/accounts.ts";
import { Browser } from "../../tests/helpers/browser.ts";
import { appForFile, type TestApp } from "../../tests/helpers/test-app.ts";
import { buildApp } from "../app.ts";
import { loadEnv } from "../env.ts";
import { RATE_LIMITED_MESSAGE } from "./rate-limit.ts";

const LIMITS = {
  RATE_LIMIT_API: "6",
  RATE_LIMIT_LOGIN: "2",
  RATE_LIMIT_REGISTER: "1",
  RATE_LIMIT_PASSWORD: "2",
  RATE_LIMIT_RESEND: "1",
  RATE_LIMIT_REVIEW: "1",
};

let t: TestApp;
let ip = 0;
const browser = () => new Browser(t.app, `10.9.0.${++ip}`);

appForFile(
  () => openAccountsTestApp(LIMITS),
  (app) => {
    t = app;
  },
);

const throttled = (response: { statusCode: number; json(): unknown }, message = RATE_LIMITED_MESSAGE) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message });
};

describe("rate limit tiers", () => {
  it("general: every /api/v1 route counts, past the limit 429 with a Norwegian message and retry-after", async () => {
    const b = browser();
    for (let i = 0; i < 6; i++) expect((await b.get("/api/v1/promocodes")).statusCode).toBe(200);
    const over = await b.get("/api/v1/shops");
    throttled(over);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    // Another client has its own count.
    expect((await browser().get("/api/v1/promocodes")).statusCode).toBe(200);
  });

  it("login: the spec's text once the tier's limit is reached", async () => {
    const b = browser();
    const wrong = { email: "kari@example.no", password: "feil" };
    for (let i = 0; i < 2; i++) expect((await b.post("/api/v1/customers/login", wrong)).statusCode).toBe(422);
    throttled(await b.post("/api/v1/customers/login", wrong), LOGIN_THROTTLED);
  });

  it("register", async () => {
    const b = browser();
    await registerCustomer(b);
    // Counted before anything else is looked at: the logged-in browser gets 429, not 401.
    throttled(await b.post("/api/v1/customers/register", newAccountInput()));
  });

  it("password reset: asking for the mail and setting the password share the tier", async () => {
    const b = browser();
    expect((await b.post("/api/v1/customers/password/email", { email: "kari@example.no" })).statusCode).toBe(200);
    expect((await b.post("/api/v1/customers/password/reset", {})).statusCode).toBe(422);
    throttled(await b.post("/api/v1/customers/password/email", { email: "kari@example.no" }));
  });

  it("resend verification", async () => {
    const b = browser();
    await registerCustomer(b);
    expect((await b.get("/api/v1/customers/email/resend")).statusCode).toBe(200);
    throttled(await b.get("/api/v1/customers/email/resend"));
  });

  it("review posting", async () => {
    const b = browser();
    await registerCustomer(b);
    expect((await b.post("/api/v1/articles/1/reviews", { content: "Fin", rating: 5 })).statusCode).toBe(201);
    throttled(await b.post("/api/v1/articles/1/reviews", { content: "Fin igjen", rating: 5 }));
  });

  it("loopback clients are exempt by default", async () => {
    for (let i = 0; i < 8; i++) {
      const response = await t.app.inject({ method: "GET", url: "/api/v1/promocodes", remoteAddress: "127.0.0.1" });
      expect(response.statusCode).toBe(200);
    }
  });

  it("is counted in the database: a second app instance on the same database sees the same count", async () => {
    const second = await buildApp({ database: t.database, env: loadEnv({ NODE_ENV: "test", ...LIMITS }) });
    await second.ready();
    try {
      const address = `10.9.1.${++ip}`;
      for (let i = 0; i < 3; i++)
        expect((await new Browser(t.app, address).get("/api/v1/promocodes")).statusCode).toBe(200);
      for (let i = 0; i < 3; i++)
        expect((await new Browser(second, address).get("/api/v1/promocodes")).statusCode).toBe(200);
      throttled(await new Browser(second, address).get("/api/v1/promocodes"));
      throttled(await new Browser(t.app, address).get("/api/v1/promocodes"));
    } finally {
      await second.close();
    }
  });
});
