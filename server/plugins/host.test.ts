// The Host header (issue 32 items 4 and 10, decision 073): a malformed one is a 400 with a Norwegian
// text on every path, also over a real socket; links, canonicals and the page cache's key take their
// host from PUBLIC_URL or a brand's configured hostnames, never from X-Forwarded-Host or an unknown Host.
import { connect } from "node:net";
import cookie from "@fastify/cookie";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { appForFile, createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { trustProxyOption } from "../lib/trust-proxy.ts";
import type { Tenant } from "../modules/tenants/service.ts";
import { errorsPlugin } from "./errors.ts";
import { hostPlugin, MALFORMED_HOST_MESSAGE, parseHost, publicOrigin } from "./host.ts";
import { pageCachePlugin } from "./page-cache.ts";
import { tenantPlugin } from "./tenant.ts";

let t: TestApp;
appForFile(
  () => createTestApp({ TRUST_PROXY: "1" }),
  (app) => {
    t = app;
  },
);

const MALFORMED = ["exa mple.no", "[::1", "a/b", "evil.example:99999", "evil.example:0", "a..b", "-a.no", "x@y.no", ""];

describe("parseHost", () => {
  it("takes host names, IPv4 and bracketed IPv6 addresses with an optional port, and nothing else", () => {
    expect(parseHost("Butikk.Local:3000")).toEqual({
      hostname: "butikk.local",
      authority: "butikk.local",
      port: "3000",
    });
    expect(parseHost("127.0.0.1")).toEqual({ hostname: "127.0.0.1", authority: "127.0.0.1", port: "" });
    expect(parseHost("[::1]:8080")).toEqual({ hostname: "::1", authority: "[::1]", port: "8080" });
    expect(parseHost("app_1.internal")).not.toBeNull();
    for (const bad of [...MALFORMED, "[nope]", "a".repeat(300), undefined])
      expect(parseHost(bad), String(bad)).toBeNull();
  });
});

describe("publicOrigin", () => {
  const brand = { id: 1, hostnames: ["localhost", "127.0.0.1", "butikk.local"], isDefault: true } as Tenant;
  const second = { id: 2, hostnames: ["fjellsport.local"], isDefault: false } as Tenant;
  const dev = { PORT: 3000 };
  const prod = { PORT: 3000, PUBLIC_URL: "https://butikk.example/" };

  it("without PUBLIC_URL: a brand hostname as sent (on the server's port or none), else the default brand's first", () => {
    expect(publicOrigin(parseHost("localhost:3000"), brand, "http", dev)).toBe("http://localhost:3000");
    expect(publicOrigin(parseHost("fjellsport.local"), second, "https", dev)).toBe("https://fjellsport.local");
    expect(publicOrigin(parseHost("evil.example"), brand, "http", dev)).toBe("http://localhost:3000");
    // A brand's hostname on a port of the client's choosing is no brand's address either.
    expect(publicOrigin(parseHost("localhost:6666"), brand, "http", dev)).toBe("http://localhost:3000");
    expect(publicOrigin(null, brand, "http", dev)).toBe("http://localhost:3000");
  });

  it("with PUBLIC_URL: PUBLIC_URL, or another brand's hostname with its scheme and port", () => {
    expect(publicOrigin(parseHost("butikk.example"), brand, "http", prod)).toBe("https://butikk.example");
    // The default brand's other hostnames (a health check on localhost) still link to PUBLIC_URL.
    expect(publicOrigin(parseHost("localhost:3000"), brand, "http", prod)).toBe("https://butikk.example");
    expect(publicOrigin(parseHost("evil.example"), brand, "http", prod)).toBe("https://butikk.example");
    expect(publicOrigin(parseHost("fjellsport.local:3000"), second, "http", prod)).toBe("https://fjellsport.local");
  });
});

describe("a malformed Host", () => {
  it("is a 400 with a Norwegian message on the API and a Norwegian page elsewhere, never a 500", async () => {
    // (An empty Host is in MALFORMED for parseHost; app.inject puts its own default in its place.)
    for (const host of MALFORMED.filter((h) => h !== "")) {
      const api = await t.app.inject({ method: "GET", url: "/api/v1/settings", headers: { host } });
      expect(api.statusCode, host).toBe(400);
      expect(api.json()).toEqual({ message: MALFORMED_HOST_MESSAGE });
      const page = await t.app.inject({ method: "GET", url: "/klaer", headers: { host, accept: "text/html" } });
      expect(page.statusCode, host).toBe(400);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.body).toContain("Vertsnavnet i forespørselen er ugyldig.");
    }
  });

  it("is a 400 from a real listening server too, sent byte for byte over a socket", async () => {
    const server = await createTestApp();
    try {
      await server.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = server.app.server.address() as { port: number };
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          // Written, not ended: a half-closed socket may be dropped before a slower answer is written.
          // Every request says Connection: close, so the server ends the socket once it has answered.
          const socket = connect(port, "127.0.0.1", () => socket.write(request));
          let answer = "";
          socket.setEncoding("utf8");
          socket.on("data", (chunk) => {
            answer += chunk;
          });
          socket.on("end", () => resolve(answer));
          socket.on("error", reject);
        });
      for (const host of ["exa mple.no", "[::1", "a/b%2f", "evil.example:99999"]) {
        const answer = await raw(`GET / HTTP/1.1\r\nHost: ${host}\r\nAccept: text/html\r\nConnection: close\r\n\r\n`);
        expect(answer.split("\r\n")[0], host).toBe("HTTP/1.1 400 Bad Request");
        expect(answer).toContain("Vertsnavnet i forespørselen er ugyldig.");
      }
      const api = await raw("GET /api/v1/settings HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n");
      expect(api.split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
      expect(api).toContain(MALFORMED_HOST_MESSAGE);
      const fine = await raw("GET /api/v1/genders HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
      expect(fine.split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
    } finally {
      await server.close();
    }
  });
});

describe("a poisoned host and the page cache", () => {
  /** The shop's hooks in front of the page cache, and a page with a canonical link as the pages build it. */
  async function cachedPages(env: { PORT: number; PUBLIC_URL?: string }) {
    const app = Fastify({ trustProxy: trustProxyOption(1) });
    await app.register(errorsPlugin);
    await app.register(hostPlugin);
    await app.register(cookie);
    await app.register(tenantPlugin, { tenants: t.app.services.tenants, env });
    await app.register(pageCachePlugin, { database: t.database, freshSeconds: 600 });
    app.get("/side", async (req, reply) =>
      reply
        .type("text/html; charset=utf-8")
        .send(`<!doctype html><link rel="canonical" href="${req.publicOrigin}/side"><p>${req.tenant.name}</p>`),
    );
    const page = (headers: Record<string, string>) =>
      app.inject({ method: "GET", url: "/side", headers: { accept: "text/html", ...headers } });
    return { app, page };
  }
  const canonical = (body: string) => /rel="canonical" href="([^"]+)"/.exec(body)?.[1];

  it("X-Forwarded-Host never reaches a cached page's links (PUBLIC_URL unset)", async () => {
    const { app, page } = await cachedPages({ PORT: 3000 });
    try {
      const forged = { host: "localhost:3000", "x-forwarded-host": "evil.example" };
      for (let i = 0; i < 2; i++) expect(canonical((await page(forged)).body)).not.toContain("evil.example");
      const visitor = await page({ host: "localhost:3000" });
      expect(visitor.headers["x-page-cache"]).toBe("hit");
      expect(visitor.body).not.toContain("evil.example");
    } finally {
      await app.close();
    }
  });

  it("an unknown Host gets the default brand's origin, and its pages are the default brand's own", async () => {
    const { app, page } = await cachedPages({ PORT: 3000 });
    try {
      for (let i = 0; i < 2; i++) {
        const response = await page({ host: "evil.example" });
        expect(response.statusCode).toBe(200);
        expect(canonical(response.body)).toBe("http://localhost:3000/side");
      }
      const visitor = await page({ host: "localhost:3000" });
      expect(visitor.headers["x-page-cache"]).toBe("hit");
      expect(canonical(visitor.body)).toBe("http://localhost:3000/side");
    } finally {
      await app.close();
    }
  });

  it("with PUBLIC_URL every link is PUBLIC_URL's, whatever the Host or forwarded host", async () => {
    const { app, page } = await cachedPages({ PORT: 3000, PUBLIC_URL: "https://butikk.example" });
    try {
      const asked: Record<string, string>[] = [
        { host: "evil.example" },
        { host: "butikk.example", "x-forwarded-host": "evil.example" },
      ];
      for (const headers of asked) {
        expect(canonical((await page(headers)).body)).toBe("https://butikk.example/side");
      }
    } finally {
      await app.close();
    }
  });
});
