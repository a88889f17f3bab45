import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the API as a whole", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Ikke funnet" });
  });

  it("refuses a state-changing request without the CSRF token with 419", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/v1/articles/search", payload: {} });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({ message: "Vennligst last siden på nytt" });
    const mismatch = await t.app.inject({
      method: "POST",
      url: "/api/v1/articles/search",
      payload: {},
      cookies: { "XSRF-TOKEN": "a".repeat(43) },
      headers: { "x-xsrf-token": "b".repeat(43) },
    });
    expect(mismatch.statusCode).toBe(419);
  });

  it("lets a request with a matching token through to routing", async () => {
    const token = "t".repeat(43);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/nothing-here",
      cookies: { "XSRF-TOKEN": token },
      headers: { "x-csrf-token": token },
    });
    expect(res.statusCode).toBe(404);
  });

  it("sends security headers and no-store on API answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/genders" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("never answers odd input with a 500", async () => {
    const urls = [
      "/api/v1/categories/%00/articles",
      "/api/v1/articles/%E0%A4%A",
      "/api/v1/articles/bundle?articles=1&articles=2",
      "/api/v1/categories/1/articles?page[]=1",
      "/api/v1/postalcodes/%20%20%20%20",
      `/api/v1/articles/${"9".repeat(400)}`,
      "/api/v1/osrm/table/v1/car/;;;",
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().message ?? res.json().code, url).toBeTruthy();
    }
  });

  it("compresses large answers for clients that accept gzip", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/postalcodes",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject({ method: "GET", url: "/api/v1/postalcodes" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it("serves generated article images", async () => {
    const res = await t.app.inject({ method: "GET", url: "/img/p/1f6f8b/jakke.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.body).toContain('fill="#1f6f8b"');
    expect((await t.app.inject({ method: "GET", url: "/img/p/zzzzzz/jakke.svg" })).statusCode).toBe(404);
  });
});
