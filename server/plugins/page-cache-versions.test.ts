// A first visit's page (stylesheets inside) and a returning visitor's page are cached apart (decision
// 053); a catalogue change must drop both, so neither kind of visitor keeps seeing the old price.
import cookie from "@fastify/cookie";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { standInSite } from "../../tests/helpers/page-site.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { VersionedCache } from "../lib/versioned-cache.ts";
import { pageCachePlugin } from "./page-cache.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the page cache and the catalogue version", () => {
  it("keeps first and returning visitors' pages apart and drops both when the catalogue changes", async () => {
    const app = Fastify();
    await app.register(cookie);
    standInSite(app);
    await app.register(pageCachePlugin, { database: t.database, freshSeconds: 30 });
    let price = "1 299,00 kr";
    let renders = 0;
    app.get("/product/testjakke-1", async (_req, reply) => {
      renders++;
      return reply.type("text/html; charset=utf-8").send(`<!DOCTYPE html><p>${price}</p>`);
    });
    try {
      const page = async (cookieHeader?: string) => {
        const response = await app.inject({
          url: "/product/testjakke-1",
          headers: { accept: "text/html", ...(cookieHeader ? { cookie: cookieHeader } : {}) },
        });
        return { cache: response.headers["x-page-cache"], body: response.body };
      };
      const returning = "XSRF-TOKEN=abc";
      // Kept from the second request on (the first is rendered for its visitor alone).
      for (let i = 0; i < 2; i++) {
        expect((await page()).cache).toBe("miss");
        expect((await page(returning)).cache).toBe("miss");
      }
      expect(await page()).toEqual({ cache: "hit", body: "<!DOCTYPE html><p>1 299,00 kr</p>" });
      expect((await page(returning)).cache).toBe("hit");
      expect(renders).toBe(4);

      price = "999,00 kr";
      // What the back office does after a price change: the catalogue's version goes up.
      await new VersionedCache(t.database, "catalog", { maxBytes: 1024, ttlMs: 1000 }).invalidate();
      await expect.poll(async () => (await page()).body).toContain("999,00 kr");
      await expect.poll(async () => (await page(returning)).body).toContain("999,00 kr");
    } finally {
      await app.close();
    }
  });
});
