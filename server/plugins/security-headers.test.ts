// Security headers (ASVS 14.4): a strict CSP with a fresh nonce per response in production,
// helmet's headers everywhere, and Strict-Transport-Security only on answers to HTTPS requests.
import cookie from "@fastify/cookie";
import Fastify, { type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { standInSite } from "../../tests/helpers/page-site.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { pageCachePlugin } from "./page-cache.ts";
import { NOTHING_CSP, securityHeadersPlugin } from "./security-headers.ts";
import { SESSION_COOKIE } from "./session.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: "production", LOG_LEVEL: "silent", TRUST_PROXY: "1" });
});
afterAll(() => t.close());

describe("security headers in production", () => {
  it("sends a page a strict Content-Security-Policy whose script nonce changes with every response", async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { strictCsp: true });
    app.get("/side", async (_req, reply) => reply.type("text/html; charset=utf-8").send("<!DOCTYPE html><p>Hei</p>"));
    const nonces = new Set<string>();
    try {
      for (let i = 0; i < 2; i++) {
        const response = await app.inject({ method: "GET", url: "/side" });
        const csp = String(response.headers["content-security-policy"]);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toContain("unsafe-eval");
        const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
        expect(scriptSrc).not.toContain("unsafe-inline");
        const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc)?.[1];
        expect(nonce).toBeTruthy();
        nonces.add(nonce as string);
      }
    } finally {
      await app.close();
    }
    expect(nonces.size).toBe(2);
  });

  it("sends a JSON answer one fixed policy that allows nothing, with no nonce", async () => {
    const policies = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ method: "GET", url: "/api/v1/customers/current" });
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toBe(NOTHING_CSP);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("nonce-");
      policies.add(csp);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    expect(policies.size).toBe(1);
  });
});

describe("map tiles", () => {
  it("allows images from MAP_TILE_URL's origin, and no other", async () => {
    const imgSrc = async (mapTileUrl?: string) => {
      const app = Fastify();
      await app.register(securityHeadersPlugin, { strictCsp: true, mapTileUrl });
      app.get("/", async (_req, reply) => reply.type("text/html").send("<p>Kart</p>"));
      try {
        const csp = String((await app.inject({ method: "GET", url: "/" })).headers["content-security-policy"]);
        return csp
          .split(";")
          .find((d) => d.trim().startsWith("img-src"))
          ?.trim();
      } finally {
        await app.close();
      }
    };
    expect(await imgSrc()).toBe("img-src 'self' data:");
    expect(await imgSrc("https://tiles.example.org/{z}/{x}/{y}.png")).toBe(
      "img-src 'self' data: https://tiles.example.org",
    );
  });
});

describe("cookies behind HTTPS", () => {
  it("marks the session and CSRF cookies Secure when the proxy says the request came over HTTPS", async () => {
    const token = "t".repeat(43);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/customers/login",
      payload: { email: "kari@example.no", password: "Demo-passord-1" },
      headers: { "x-forwarded-proto": "https", cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": token },
    });
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
    expect(response.cookies.find((c) => c.name === "XSRF-TOKEN")).toMatchObject({ secure: true });
  });
});

describe("Strict-Transport-Security", () => {
  // A year, subdomains included, no preload (decision 023).
  const HSTS = "max-age=31536000; includeSubDomains";
  const hsts = (response: LightMyRequestResponse) => response.headers["strict-transport-security"];
  const overHttps = { "x-forwarded-proto": "https" };
  /** An API answer, an error, a refused form post: every kind of answer. */
  const answers = (app: TestApp["app"], headers: Record<string, string> = {}) =>
    Promise.all([
      app.inject({ method: "GET", url: "/api/v1/genders", headers }),
      app.inject({ method: "GET", url: "/api/v1/finnes-ikke", headers }),
      app.inject({ method: "POST", url: "/api/v1/customers/logout", headers }),
    ]);

  it("is sent on every answer when the proxy says the request came over HTTPS (TRUST_PROXY=1)", async () => {
    const responses = await answers(t.app, overHttps);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 404, 419]);
    for (const response of responses) expect(hsts(response)).toBe(HSTS);
  });

  it("is never sent on a plain http request", async () => {
    for (const response of await answers(t.app)) expect(hsts(response)).toBeUndefined();
    const plainByProxy = await t.app.inject({
      method: "GET",
      url: "/api/v1/genders",
      headers: { "x-forwarded-proto": "http" },
    });
    expect(hsts(plainByProxy)).toBeUndefined();
  });

  describe("in development without a trusted proxy (TRUST_PROXY=0)", () => {
    let dev: TestApp;
    beforeAll(async () => {
      dev = await createTestApp({ NODE_ENV: "development", LOG_LEVEL: "silent", TRUST_PROXY: "0" });
    });
    afterAll(() => dev?.close());

    it("is not sent, not even when a client claims X-Forwarded-Proto: https", async () => {
      for (const response of [...(await answers(dev.app)), ...(await answers(dev.app, overHttps))]) {
        expect(hsts(response)).toBeUndefined();
      }
    });
  });

  describe("with an https PUBLIC_URL", () => {
    let https: TestApp;
    beforeAll(async () => {
      https = await createTestApp({
        NODE_ENV: "production",
        LOG_LEVEL: "silent",
        PUBLIC_URL: "https://butikk.example",
      });
    });
    afterAll(() => https?.close());

    it("is sent on every answer", async () => {
      for (const response of await answers(https.app)) expect(hsts(response)).toBe(HSTS);
    });
  });

  it("goes with pages replayed from the page cache only when that request came over HTTPS", async () => {
    const app = Fastify({ trustProxy: true });
    await app.register(cookie);
    standInSite(app);
    await app.register(securityHeadersPlugin, { strictCsp: true });
    await app.register(pageCachePlugin, { database: t.database, freshSeconds: 600 });
    app.get("/side", async (_req, reply) => reply.type("text/html; charset=utf-8").send("<!doctype html><p>Side</p>"));
    try {
      const page = (headers: Record<string, string> = {}) =>
        app.inject({ method: "GET", url: "/side", headers: { accept: "text/html", ...headers } });
      // The second request keeps the page (the first is rendered for its visitor alone).
      await page();
      const first = await page();
      expect(first.headers["x-page-cache"]).toBe("miss");
      expect(hsts(first)).toBeUndefined();
      const cachedOverHttps = await page(overHttps);
      expect(cachedOverHttps.headers["x-page-cache"]).toBe("hit");
      expect(hsts(cachedOverHttps)).toBe(HSTS);
      const cachedOverHttp = await page();
      expect(cachedOverHttp.headers["x-page-cache"]).toBe("hit");
      expect(hsts(cachedOverHttp)).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
