// Login, sessions, CSRF and throttling (spec section 8 Login; DESIGN.md section 5; ASVS V2, V3, V4.2.2).
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ALREADY_LOGGED_IN, LOGGED_OUT, LOGIN_FAILED, LOGIN_THROTTLED } from "../../../domain/account-messages.ts";
import { openAccountsTestApp, registerCustomer, TEST_PASSWORD } from "../../../tests/helpers/accounts.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { CSRF_MISMATCH_MESSAGE } from "../../plugins/csrf.ts";
import { NO_USER_MESSAGE, SESSION_COOKIE } from "../../plugins/session.ts";

const KARI = { email: "kari@example.no", password: "Demo-passord-1" };
let t: TestApp;
let ipCounter = 0;
const browser = () => new Browser(t.app, `10.1.0.${++ipCounter}`);
const sha256 = (v: string) => createHash("sha256").update(v).digest("hex");

appForFile(openAccountsTestApp, (app) => {
  t = app;
});

describe("POST /customers/login", () => {
  it("logs in by e-mail: a new httpOnly SameSite=Lax session cookie, stored only as its hash", async () => {
    const b = browser();
    const response = await b.post("/api/v1/customers/login", KARI);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: 1, email: KARI.email, first_name: "Kari", email_verified: true });
    expect(response.json().data).not.toHaveProperty("password_hash");
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const stored = await rows(t.database, "select id_hash from sessions where id_hash = $1", [
      sha256(cookie?.value ?? ""),
    ]);
    expect(stored).toHaveLength(1);
    expect(await rows(t.database, "select 1 from sessions where id_hash = $1", [cookie?.value])).toHaveLength(0);

    const current = await b.get("/api/v1/customers/current");
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toMatchObject({ id: 1, email: KARI.email });
  });

  it("logs in by phone with or without the +47 prefix, and by type", async () => {
    for (const [url, body] of [
      ["/api/v1/customers/login/phone", { phone: "+47 91234567", password: KARI.password }],
      ["/api/v1/customers/login", { phone: "91234567", password: KARI.password }],
      ["/api/v1/customers/login/email", { email: "KARI@example.no", password: KARI.password }],
    ] as const) {
      const response = await browser().post(url, body);
      expect(response.statusCode, url).toBe(200);
      expect(response.json().data.id).toBe(1);
    }
  });

  it("answers a wrong password and an unknown account alike: 422 with the spec's text", async () => {
    const wrong = await browser().post("/api/v1/customers/login", { ...KARI, password: "Feil-passord-9" });
    const unknown = await browser().post("/api/v1/customers/login", { email: "ingen@example.no", password: "x" });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: LOGIN_FAILED });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
  });

  it("refuses a malformed body and a type the body does not match with 422", async () => {
    const missing = await browser().post("/api/v1/customers/login", { email: KARI.email });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(LOGIN_FAILED);
    const extra = await browser().post("/api/v1/customers/login", { ...KARI, role: "admin" });
    expect(extra.statusCode).toBe(422);
    const mismatch = await browser().post("/api/v1/customers/login/phone", KARI);
    expect(mismatch.statusCode).toBe(422);
    expect((await browser().post("/api/v1/customers/login/fax", KARI)).statusCode).toBe(422);
  });

  it("answers 401 to a login while logged in, and logs out", async () => {
    const b = browser();
    await b.login(KARI.email, KARI.password);
    const again = await b.post("/api/v1/customers/login", KARI);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: ALREADY_LOGGED_IN });
    expect(b.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await b.get("/api/v1/customers/current")).statusCode).toBe(204);
  });

  it("throttles after 5 failures a minute per account and address with 429, even for the right password", async () => {
    const b = browser();
    for (let i = 0; i < 5; i++) {
      expect((await b.post("/api/v1/customers/login", { ...KARI, password: `feil-${i}` })).statusCode).toBe(422);
    }
    const blocked = await b.post("/api/v1/customers/login", KARI);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: LOGIN_THROTTLED });
    // Another address is not blocked for the same account.
    expect((await browser().post("/api/v1/customers/login", KARI)).statusCode).toBe(200);
    // After the minute has passed (moved back here instead of waiting) the account can log in again.
    await rows(t.database, "update login_failures set created_at = created_at - interval '61 seconds'");
    expect((await b.post("/api/v1/customers/login", KARI)).statusCode).toBe(200);
  });

  it("counts an account's e-mail address and phone number as one: failures by e-mail block login by phone", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    await b.post("/api/v1/customers/logout");
    for (let i = 0; i < 3; i++) {
      expect(
        (await b.post("/api/v1/customers/login", { email: account.email, password: `feil-${i}` })).statusCode,
      ).toBe(422);
    }
    for (let i = 0; i < 2; i++) {
      expect(
        (await b.post("/api/v1/customers/login", { phone: account.phone, password: `feil-${i}` })).statusCode,
      ).toBe(422);
    }
    const byPhone = await b.post("/api/v1/customers/login", { phone: account.phone, password: TEST_PASSWORD });
    expect(byPhone.statusCode).toBe(429);
    expect(byPhone.json()).toEqual({ message: LOGIN_THROTTLED });
    const byEmail = await b.post("/api/v1/customers/login", { email: account.email, password: TEST_PASSWORD });
    expect(byEmail.statusCode).toBe(429);
  });

  it("a successful login clears the failure count", async () => {
    const b = browser();
    for (let i = 0; i < 4; i++) await b.post("/api/v1/customers/login", { ...KARI, password: `feil-${i}` });
    await b.login(KARI.email, KARI.password);
    await b.post("/api/v1/customers/logout");
    for (let i = 0; i < 4; i++) await b.post("/api/v1/customers/login", { ...KARI, password: `feil-${i}` });
    expect((await b.post("/api/v1/customers/login", KARI)).statusCode).toBe(200);
  });
});

describe("sessions", () => {
  it("GET /customers/current answers 204 without a session", async () => {
    const response = await browser().get("/api/v1/customers/current");
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
  });

  it("issues a new session id at login, never adopting one the client brought (fixation)", async () => {
    const b = browser();
    b.cookies.set(SESSION_COOKIE, "planted-by-an-attacker-0000000000000000000000");
    await b.login(KARI.email, KARI.password);
    const first = b.cookies.get(SESSION_COOKIE);
    expect(first).not.toBe("planted-by-an-attacker-0000000000000000000000");
    await b.post("/api/v1/customers/logout");
    await b.login(KARI.email, KARI.password);
    expect(b.cookies.get(SESSION_COOKIE)).not.toBe(first);
  });

  it("logout destroys the session: the old cookie no longer works", async () => {
    const b = browser();
    await b.login(KARI.email, KARI.password);
    const old = b.cookies.get(SESSION_COOKIE) as string;
    const response = await b.post("/api/v1/customers/logout");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: LOGGED_OUT });
    expect(b.cookies.has(SESSION_COOKIE)).toBe(false);
    const replay = browser();
    replay.cookies.set(SESSION_COOKIE, old);
    expect((await replay.get("/api/v1/customers/current")).statusCode).toBe(204);
  });

  it("logout without a session answers 404 'Ingen bruker logget inn - vennligst logg inn'", async () => {
    const response = await browser().post("/api/v1/customers/logout");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: NO_USER_MESSAGE });
  });

  it("ends a session idle for longer than the idle lifetime (30 minutes)", async () => {
    const b = browser();
    await b.login(KARI.email, KARI.password);
    const hash = sha256(b.cookies.get(SESSION_COOKIE) as string);
    await rows(t.database, "update sessions set last_seen_at = now() - interval '29 minutes' where id_hash = $1", [
      hash,
    ]);
    expect((await b.get("/api/v1/customers/current")).statusCode).toBe(200);
    // that request counted as activity
    const [seen] = await rows<{ recent: boolean }>(
      t.database,
      "select last_seen_at > now() - interval '1 minute' as recent from sessions where id_hash = $1",
      [hash],
    );
    expect(seen.recent).toBe(true);
    await rows(t.database, "update sessions set last_seen_at = now() - interval '31 minutes' where id_hash = $1", [
      hash,
    ]);
    expect((await b.get("/api/v1/customers/current")).statusCode).toBe(204);
    expect(b.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("ends a session past its absolute lifetime (12 hours) however active it is", async () => {
    const b = browser();
    await b.login(KARI.email, KARI.password);
    const hash = sha256(b.cookies.get(SESSION_COOKIE) as string);
    const [row] = await rows<{ hours: number }>(
      t.database,
      "select round(extract(epoch from expires_at - created_at) / 3600)::int as hours from sessions where id_hash = $1",
      [hash],
    );
    expect(row.hours).toBe(12);
    await rows(t.database, "update sessions set expires_at = now() - interval '1 second' where id_hash = $1", [hash]);
    expect((await b.get("/api/v1/customers/current")).statusCode).toBe(204);
  });
});

describe("CSRF", () => {
  it("answers 419 'Vennligst last siden på nytt' without the token header or with a wrong one", async () => {
    const b = browser();
    for (const csrf of [false, "A".repeat(43)] as const) {
      const response = await b.request("POST", "/api/v1/customers/login", KARI, { csrf });
      expect(response.statusCode).toBe(419);
      expect(response.json()).toEqual({ message: CSRF_MISMATCH_MESSAGE });
    }
  });

  it("binds the token to the session at login: the anonymous token stops working", async () => {
    const b = browser();
    const anonymous = b.cookies.get("XSRF-TOKEN") as string;
    await b.login(KARI.email, KARI.password);
    const sessionToken = b.cookies.get("XSRF-TOKEN") as string;
    expect(sessionToken).not.toBe(anonymous);
    const [stored] = await rows<{ csrf_token: string }>(
      t.database,
      "select csrf_token from sessions where id_hash = $1",
      [sha256(b.cookies.get(SESSION_COOKIE) as string)],
    );
    expect(stored.csrf_token).toBe(sessionToken);
    // A forged cookie and header pair (double submit alone) is refused for a session.
    b.cookies.set("XSRF-TOKEN", anonymous);
    const forged = await b.request("POST", "/api/v1/customers/logout", {}, { csrf: anonymous });
    expect(forged.statusCode).toBe(419);
    const real = await b.request("POST", "/api/v1/customers/logout", {}, { csrf: sessionToken });
    expect(real.statusCode).toBe(200);
  });
});
