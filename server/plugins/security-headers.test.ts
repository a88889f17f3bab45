// Security headers (ASVS 14.4): a strict CSP with a fresh nonce per response in production, and
// helmet's headers everywhere.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { SESSION_COOKIE } from "./session.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: "production", LOG_LEVEL: "silent", TRUST_PROXY: "1" });
});
afterAll(() => t.close());

describe("security headers in production", () => {
  it("sends a strict Content-Security-Policy whose script nonce changes with every response", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ method: "GET", url: "/api/v1/customers/current" });
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
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    expect(nonces.size).toBe(2);
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
