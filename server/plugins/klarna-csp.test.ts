// The pages' Content-Security-Policy with and without Klarna configured (decision 072): only with
// Klarna's credentials does a page admit the SDK's origin (exactly that origin for scripts) and the
// hosts Klarna's guide names for frames and requests; every other answer keeps the policy of nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/setup/test-database.ts";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { loadEnv } from "../env.ts";
import { KLARNA_SDK_URL } from "../modules/payments/klarna-browser.ts";
import { NOTHING_CSP } from "./security-headers.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const KLARNA = { KLARNA_API_URL: "https://api.playground.klarna.com", KLARNA_USERNAME: "PK_x", KLARNA_PASSWORD: "s" };
const LOCAL_SDK = "http://127.0.0.1:3654/kp/lib/v1/api.js";

/** A page's and a JSON answer's headers from the production app with `env`. */
async function answers(env: Record<string, string>) {
  const app = await buildApp({ database, env: loadEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", ...env }) });
  app.get("/side", async (_req, reply) => reply.type("text/html; charset=utf-8").send("<!doctype html><p>Hei</p>"));
  try {
    const page = await app.inject({ method: "GET", url: "/side" });
    const json = await app.inject({ method: "GET", url: "/api/v1/genders" });
    const csp = String(page.headers["content-security-policy"]);
    const directives = new Map(
      csp.split(";").map((d) => {
        const [name, ...sources] = d.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    return {
      csp,
      directive: (name: string) => directives.get(name),
      /** The sources of a directive that are not the shop's own ('self', the nonce, data:). */
      outside: (name: string) =>
        (directives.get(name) ?? []).filter((s) => s !== "'self'" && s !== "data:" && !s.startsWith("'nonce-")),
      coop: page.headers["cross-origin-opener-policy"],
      jsonCsp: json.headers["content-security-policy"],
    };
  } finally {
    await app.close();
  }
}

describe("the page policy and Klarna", () => {
  it("admits nothing from outside while the stand-in answers (no credentials, or only some)", async () => {
    const partly: Record<string, string> = { KLARNA_API_URL: KLARNA.KLARNA_API_URL, KLARNA_SDK_URL: LOCAL_SDK };
    for (const env of [{}, partly]) {
      const a = await answers(env);
      expect(a.directive("script-src")?.[0]).toBe("'self'");
      expect(a.directive("script-src")).toHaveLength(2);
      for (const name of ["script-src", "connect-src", "img-src", "style-src", "font-src"]) {
        expect(a.outside(name), name).toEqual(name === "style-src" ? ["'unsafe-inline'"] : []);
      }
      expect(a.directive("frame-src")).toBeUndefined();
      expect(a.csp).not.toContain("klarna");
      expect(a.coop).toBe("same-origin");
      expect(a.jsonCsp).toBe(NOTHING_CSP);
    }
  });

  it("admits exactly the SDK's origin for scripts, and it for frames and requests, with KLARNA_SDK_URL", async () => {
    const a = await answers({ ...KLARNA, KLARNA_SDK_URL: LOCAL_SDK });
    const origin = "http://127.0.0.1:3654";
    expect(a.outside("script-src")).toEqual([origin]);
    expect(a.outside("frame-src")).toEqual([origin]);
    expect(a.outside("connect-src")).toEqual([origin]);
    expect(a.outside("img-src")).toEqual([origin]);
    expect(a.directive("script-src")?.some((s) => s.startsWith("'nonce-"))).toBe(true);
    expect(a.csp).not.toContain("unsafe-eval");
    expect(a.csp).not.toContain("klarna.com");
    expect(a.directive("frame-ancestors")).toEqual(["'none'"]);
    expect(a.directive("object-src")).toEqual(["'none'"]);
    // Klarna's popups keep their opener; every answer that is not a page still allows nothing.
    expect(a.coop).toBe("same-origin-allow-popups");
    expect(a.jsonCsp).toBe(NOTHING_CSP);
  });

  it("admits Klarna's CDN for scripts and Klarna's hosts for its frames and requests by default", async () => {
    const a = await answers(KLARNA);
    const cdn = new URL(KLARNA_SDK_URL).origin;
    expect(cdn).toBe("https://x.klarnacdn.net");
    expect(a.outside("script-src")).toEqual([cdn]);
    expect(a.outside("frame-src")).toEqual([cdn, "https://*.klarna.com"]);
    expect(a.outside("connect-src")).toEqual([cdn, "https://*.klarna.com", "https://*.klarnaevt.com"]);
    expect(a.outside("img-src")).toEqual([cdn, "https://*.klarna.com"]);
    expect(a.outside("style-src")).toEqual(["'unsafe-inline'", cdn]);
    expect(a.outside("font-src")).toEqual([cdn]);
  });
});
