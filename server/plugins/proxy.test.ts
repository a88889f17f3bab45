// Behind a reverse proxy (issue 32 item 4, decision 073): the client address is the one the trusted
// proxy saw, never what the client wrote into X-Forwarded-For, so the login throttle and the rate
// limits hold against a client that changes the header on every request; and no host a client
// writes (X-Forwarded-Host, an unknown Host) reaches the links or the mails.
import { describe, expect, it } from "vitest";
import { LOGIN_THROTTLED } from "../../domain/account-messages.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../tests/helpers/test-app.ts";
import { loadEnv } from "../env.ts";
import { trustProxyOption } from "../lib/trust-proxy.ts";
import { RATE_LIMITED_MESSAGE } from "./rate-limit.ts";

const KARI = { email: "kari@example.no", password: "Demo-passord-1" };
/** What a page of the shop issued, echoed as the storefront's api client does. */
const CSRF = {
  cookie: "XSRF-TOKEN=proxy-test-token-0000000000000000",
  "x-xsrf-token": "proxy-test-token-0000000000000000",
  "x-requested-with": "XMLHttpRequest",
};
/** The proxy (nginx on the same host) is the peer of every request; the visitor is behind it. */
const PROXY = "127.0.0.1";

let t: TestApp;
appForFile(
  () => createTestApp({ TRUST_PROXY: "1", RATE_LIMIT_PASSWORD: "10" }),
  (app) => {
    t = app;
  },
);

const post = (url: string, payload: unknown, forwardedFor: string, remoteAddress = PROXY) =>
  t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    remoteAddress,
    headers: { "x-forwarded-for": forwardedFor, ...CSRF },
  });

describe("TRUST_PROXY", () => {
  it("takes 0, a number of hops or a list of proxy addresses, and refuses 'true' and nonsense", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: "10.0.0.5, 192.168.1.0/24,::1,fd00::/8,loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.5",
      "192.168.1.0/24",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
    for (const bad of ["true", "yes", "10.0.0.300", "10.0.0.0/33", "nginx", "1,2"]) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("gives Fastify a hop-count function: one hop trusts the peer and takes the entry it appended", () => {
    const trust = trustProxyOption(1);
    expect(typeof trust).toBe("function");
    const fn = trust as (address: string, hop: number) => boolean;
    expect(fn("127.0.0.1", 0)).toBe(true);
    expect(fn("198.51.100.7", 1)).toBe(false);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(["10.0.0.5"])).toEqual(["10.0.0.5"]);
  });

  it("leaves the loopback exemption off in production unless it is asked for", () => {
    expect(loadEnv({ NODE_ENV: "production" }).RATE_LIMIT_EXEMPT_LOOPBACK).toBe("0");
    expect(loadEnv({ NODE_ENV: "production", RATE_LIMIT_EXEMPT_LOOPBACK: "1" }).RATE_LIMIT_EXEMPT_LOOPBACK).toBe("1");
    expect(loadEnv({ NODE_ENV: "development" }).RATE_LIMIT_EXEMPT_LOOPBACK).toBe("1");
    expect(loadEnv({ NODE_ENV: "test", RATE_LIMIT_EXEMPT_LOOPBACK: "0" }).RATE_LIMIT_EXEMPT_LOOPBACK).toBe("0");
  });
});

describe("a client that forges X-Forwarded-For behind one proxy (TRUST_PROXY=1)", () => {
  it("is throttled at login after 5 failures, whatever it writes in front of the address nginx appends", async () => {
    const visitor = "198.51.100.7";
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // nginx's `$proxy_add_x_forwarded_for`: what the client sent, then the address nginx saw.
      const spoofed = i % 2 === 0 ? `203.0.113.${i}` : `10.${i}.0.1, 172.16.${i}.9, 203.0.113.${i}`;
      const response = await post(
        "/api/v1/customers/login",
        { ...KARI, password: `feil-${i}` },
        `${spoofed}, ${visitor}`,
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toEqual({ message: LOGIN_THROTTLED });
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
    // Another visitor behind the same proxy has its own count.
    expect((await post("/api/v1/customers/login", KARI, "203.0.113.200, 198.51.100.8")).statusCode).toBe(200);
  });

  it("gets at most the password tier's 10 answers and 5 reset mails a minute, however it rotates the header", async () => {
    const visitor = "198.51.100.20";
    const [{ before }] = await rows<{ before: number }>(
      t.database,
      "select count(*)::int as before from mail_outbox where to_address = $1",
      [KARI.email],
    );
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await post(
        "/api/v1/customers/password/email",
        { email: KARI.email },
        `192.0.2.${i}, ${visitor}`,
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toEqual({ message: RATE_LIMITED_MESSAGE });
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const [{ after }] = await rows<{ after: number }>(
      t.database,
      "select count(*)::int as after from mail_outbox where to_address = $1",
      [KARI.email],
    );
    expect(after - before).toBeLessThanOrEqual(5);
  });

  it("counts the address the proxy saw, not the client's own claim, in the rate limit table", async () => {
    await post("/api/v1/customers/password/email", { email: "nobody@example.no" }, "1.2.3.4, 198.51.100.33");
    const keys = await rows<{ key: string }>(t.database, "select key from rate_limits where key like 'password:%'");
    expect(keys.map((k) => k.key)).toContain("password:198.51.100.33");
    expect(keys.map((k) => k.key)).not.toContain("password:1.2.3.4");
  });
});

describe("TRUST_PROXY as a list of proxy addresses", () => {
  it("believes X-Forwarded-For only from those peers", async () => {
    const listed = await createTestApp({ TRUST_PROXY: "10.0.0.5" });
    try {
      const ask = (remoteAddress: string, forwardedFor: string) =>
        listed.app.inject({
          method: "POST",
          url: "/api/v1/customers/password/email",
          payload: { email: "nobody@example.no" },
          remoteAddress,
          headers: { "x-forwarded-for": forwardedFor, ...CSRF },
        });
      // Through the proxy: the spoofed chain's left part is ignored, the entry the proxy appended counts.
      await ask("10.0.0.5", "6.6.6.6, 7.7.7.7, 198.51.100.40");
      // Straight to the server, bypassing the proxy: the header is not believed at all.
      await ask("192.0.2.99", "198.51.100.41");
      const keys = (
        await rows<{ key: string }>(listed.database, "select key from rate_limits where key like 'password:%'")
      ).map((k) => k.key);
      expect(keys).toEqual(expect.arrayContaining(["password:198.51.100.40", "password:192.0.2.99"]));
      for (const forged of ["6.6.6.6", "7.7.7.7", "198.51.100.41"]) expect(keys).not.toContain(`password:${forged}`);
    } finally {
      await listed.close();
    }
  });
});

describe("a poisoned host", () => {
  it("never makes a mail link point at X-Forwarded-Host or an unknown Host", async () => {
    const mailsTo = async () =>
      (
        await rows<{ text: string }>(
          t.database,
          "select text from mail_outbox where to_address = 'redaktor@example.no' order by id desc limit 1",
        )
      )[0]?.text ?? "";
    const ask = (headers: Record<string, string>, visitor: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/customers/password/email",
        payload: { email: "redaktor@example.no" },
        remoteAddress: PROXY,
        headers: { "x-forwarded-for": visitor, ...CSRF, ...headers },
      });
    const [editor] = await rows(t.database, "select id from customers where email = 'redaktor@example.no'");
    expect(editor).toBeTruthy();
    await ask({ host: "localhost:3000", "x-forwarded-host": "evil.example" }, "198.51.100.50");
    expect(await mailsTo()).toContain("http://localhost:3000/");
    expect(await mailsTo()).not.toContain("evil.example");
    await ask({ host: "evil.example" }, "198.51.100.51");
    expect(await mailsTo()).toContain("http://localhost:3000/");
    expect(await mailsTo()).not.toContain("evil.example");
  });
});
