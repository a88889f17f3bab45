import { describe, expect, it } from "vitest";
import {
  CSRF_PLACEHOLDER,
  fillTokens,
  isPageRequest,
  mayKeepPage,
  NONCE_PLACEHOLDER,
  pageCacheKey,
} from "./page-cache.ts";
import { SESSION_COOKIE } from "./session.ts";

const request = (over: Partial<Parameters<typeof pageCacheKey>[0]> = {}) => ({
  method: "GET",
  url: "/klaer?page=2",
  headers: { host: "localhost", accept: "text/html", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0" },
  cookies: {},
  tenant: { id: 1 },
  publicOrigin: "http://localhost",
  ...over,
});

describe("pageCacheKey", () => {
  it("keys anonymous page requests by brand, public origin, consent, bot and URL", () => {
    expect(pageCacheKey(request())).toBe("1|http://localhost|--f|/klaer?page=2");
    expect(pageCacheKey(request({ cookies: { cookiesAccepted: "1", "XSRF-TOKEN": "x" } }))).toBe(
      "1|http://localhost|necessary--|/klaer?page=2",
    );
    // the /samtykke page shows the choice, so each choice has its own entry
    expect(pageCacheKey(request({ cookies: { cookiesAccepted: "statistics.marketing" } }))).toBe(
      "1|http://localhost|statistics.marketing-f|/klaer?page=2",
    );
    // a first visit (no XSRF-TOKEN yet) has the common stylesheets inside the page, a later one not
    expect(pageCacheKey(request({ cookies: { "XSRF-TOKEN": "x" } }))).toBe("1|http://localhost|---|/klaer?page=2");
    expect(
      pageCacheKey(request({ headers: { host: "localhost", accept: "text/html", "user-agent": "Googlebot/2.1" } })),
    ).toBe("1|http://localhost|-bf|/klaer?page=2");
    expect(pageCacheKey(request({ tenant: { id: 2 }, publicOrigin: "http://fjellsport.local" }))).not.toBe(
      pageCacheKey(request()),
    );
    // the Host header as sent is not part of the key: only the brand and origin it resolved to
    expect(pageCacheKey(request({ headers: { host: "evil.example", accept: "text/html" } }))).toBe(
      pageCacheKey(request({ headers: { host: "localhost", accept: "text/html" } })),
    );
  });

  it("renders for the request alone when it is not an anonymous document GET", () => {
    expect(pageCacheKey(request({ method: "POST" }))).toBeNull();
    expect(pageCacheKey(request({ url: "/klaer.data" }))).toBeNull();
    expect(pageCacheKey(request({ url: "/api/v1/categories" }))).toBeNull();
    expect(pageCacheKey(request({ url: "/assets/app.js" }))).toBeNull();
    expect(pageCacheKey(request({ cookies: { session: "abc" } }))).toBeNull();
    // a logged-in visitor's page is never read from or written to the shared cache
    expect(pageCacheKey(request({ cookies: { [SESSION_COOKIE]: "abc", "XSRF-TOKEN": "x" } }))).toBeNull();
    // still a page (collected and compressed whole), just not a shared one
    expect(isPageRequest(request({ cookies: { session: "abc" } }))).toBe(true);
    expect(isPageRequest(request({ url: "/klaer.data" }))).toBe(false);
    expect(pageCacheKey(request({ headers: { host: "localhost", accept: "application/json" } }))).toBeNull();
  });
});

describe("fillTokens", () => {
  it("puts the request's nonce and CSRF token everywhere the placeholders stand", () => {
    const html = `<meta name="csrf-token" content="${CSRF_PLACEHOLDER}"><script nonce="${NONCE_PLACEHOLDER}"></script><script nonce="${NONCE_PLACEHOLDER}">x("${CSRF_PLACEHOLDER}")</script>`;
    const filled = fillTokens(html, "n0nce", "t0ken");
    expect(filled).toBe(
      '<meta name="csrf-token" content="t0ken"><script nonce="n0nce"></script><script nonce="n0nce">x("t0ken")</script>',
    );
  });
});

describe("mayKeepPage", () => {
  it("keeps whole HTML pages, but never one that says it is private (the receipt behind its link)", () => {
    expect(mayKeepPage(200, "text/html; charset=utf-8", undefined)).toBe(true);
    expect(mayKeepPage(200, "text/html; charset=utf-8", "private, no-store")).toBe(false);
    expect(mayKeepPage(200, "text/html; charset=utf-8", "no-store")).toBe(false);
    expect(mayKeepPage(404, "text/html; charset=utf-8", undefined)).toBe(false);
    expect(mayKeepPage(200, "application/json", undefined)).toBe(false);
  });
});
