// The page cache keeps a page from its second request on (decision 062): a page asked for once, the
// long tail of a large catalogue, is rendered for its visitor alone and costs no packing.
import cookie from "@fastify/cookie";
import Fastify from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { standInSite } from "../../tests/helpers/page-site.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { CSRF_PLACEHOLDER, pageCachePlugin, renderTokens } from "./page-cache.ts";
import { SESSION_COOKIE } from "./session.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

async function pageApp() {
  const app = Fastify();
  await app.register(cookie);
  standInSite(app);
  await app.register(pageCachePlugin, { database: t.database, freshSeconds: 30 });
  const renders: string[] = [];
  app.get("/product/:slug", async (req, reply) => {
    renders.push(req.url);
    const { csrfToken } = renderTokens(req, reply);
    return reply
      .type("text/html; charset=utf-8")
      .send(`<!DOCTYPE html><meta name="csrf-token" content="${csrfToken}">`);
  });
  const page = async (url: string, cookieHeader?: string) => {
    const response = await app.inject({
      url,
      headers: { accept: "text/html", ...(cookieHeader ? { cookie: cookieHeader } : {}) },
    });
    const token = /content="([^"]+)"/.exec(response.body)?.[1];
    return { cache: response.headers["x-page-cache"], token };
  };
  return { app, renders, page };
}

describe("what the page cache keeps", () => {
  it("renders a page asked for once for its visitor alone, keeps it on the second request and answers the third", async () => {
    const { app, renders, page } = await pageApp();
    try {
      const first = await page("/product/jakke-1");
      expect(first.cache).toBe("miss");
      // Rendered with the request's own token, not the placeholder a kept page is rendered with.
      expect(first.token).toMatch(/^[\w-]{20,}$/);
      expect(first.token).not.toBe(CSRF_PLACEHOLDER);
      const second = await page("/product/jakke-1");
      expect(second.cache).toBe("miss");
      expect(second.token).not.toBe(CSRF_PLACEHOLDER);
      const third = await page("/product/jakke-1");
      expect(third.cache).toBe("hit");
      expect(third.token).not.toBe(CSRF_PLACEHOLDER);
      expect(renders).toEqual(["/product/jakke-1", "/product/jakke-1"]);
    } finally {
      await app.close();
    }
  });

  it("does not keep a page whose first request is older than a kept page's life", async () => {
    const { app, renders, page } = await pageApp();
    try {
      const start = Date.now();
      const now = vi.spyOn(Date, "now").mockReturnValue(start);
      expect((await page("/product/sko-2")).cache).toBe("miss");
      // A kept page lives four times PAGE_CACHE_SECONDS (stale-while-revalidate): 120 s here.
      now.mockReturnValue(start + 121_000);
      expect((await page("/product/sko-2")).cache).toBe("miss");
      expect((await page("/product/sko-2")).cache).toBe("miss");
      expect((await page("/product/sko-2")).cache).toBe("hit");
      expect(renders).toHaveLength(3);
    } finally {
      await app.close();
    }
  });

  it("keeps each address apart, and never a logged-in visitor's page", async () => {
    const { app, renders, page } = await pageApp();
    try {
      expect((await page("/product/lue-3")).cache).toBe("miss");
      // Another address in between does not count for the first.
      expect((await page("/product/lue-4")).cache).toBe("miss");
      expect((await page("/product/lue-3")).cache).toBe("miss");
      expect((await page("/product/lue-3")).cache).toBe("hit");
      expect((await page("/product/lue-4")).cache).toBe("miss");
      const loggedIn = `${SESSION_COOKIE}=abc`;
      for (let i = 0; i < 3; i++) expect((await page("/product/lue-5", loggedIn)).cache).toBeUndefined();
      expect(renders.filter((url) => url === "/product/lue-5")).toHaveLength(3);
    } finally {
      await app.close();
    }
  });
});
