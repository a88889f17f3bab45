// The search routes on the seeded test database, driven like React Router does on the server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchRouteId, visit } from "../../tests/helpers/route-harness.ts";
import { createTestApp, rows, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const go = (url: string) => visit(t.app.services, url);

describe("route search (/search/:query)", () => {
  it("is its own route, which the breadcrumb trail restarts on", () => {
    expect(matchRouteId("/search/jakke")).toBe("search");
    expect(matchRouteId("/search")).toBe("search-form");
  });

  it("lists the matches 20 a page with the list page's facets", async () => {
    const { status, data } = await go("/search/jakke");
    expect(status).toBe(200);
    expect(data.query).toBe("jakke");
    const [{ n }] = await rows<{ n: number }>(
      t.database,
      "select count(*)::int as n from articles where visible_web = 1 and search_text ilike '%jakker%'",
    );
    expect(data.list.total).toBeGreaterThanOrEqual(n);
    expect(data.list.articles.length).toBe(Math.min(20, data.list.total));
    expect(data.list.facets.genders.length).toBeGreaterThan(0);
    expect(data.bestsellers).toEqual([]);
  });

  it("filters and sorts the matches through the list state in the URL", async () => {
    const { data } = await go("/search/jakke?kjonn=2&sorter=price");
    expect(data.list.state.filters.genders).toEqual([2]);
    const prices = data.list.articles.map(
      (a: { price: number; beforePrice: number | null }) => a.beforePrice ?? a.price,
    );
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    const all = await go("/search/jakke");
    expect(data.list.total).toBeLessThan(all.data.list.total);
  });

  it("redirects an address with commas or extra spaces to the clean one", async () => {
    const { status, location } = await go("/search/jakke,,dame%20%20?sorter=name");
    expect(status).toBe(302);
    expect(location).toBe("/search/jakke%20dame?sorter=name");
  });

  it("explains an empty result with bestsellers", async () => {
    const { status, data } = await go("/search/xyzzyqwv");
    expect(status).toBe(200);
    expect(data.list).toBeNull();
    expect(data.bestsellers.length).toBeGreaterThan(0);
  });

  it("sends the no-JavaScript form (/search?q=…) to /search/:query, and an empty one home", async () => {
    expect(await go("/search?q=fjell%2Csko")).toMatchObject({ status: 302, location: "/search/fjell%20sko" });
    expect(await go("/search?q=")).toMatchObject({ status: 302, location: "/" });
  });
});

describe("search addresses longer than a search can be", () => {
  const long = "a".repeat(250);

  it("send /search/ and more than 200 characters to the search for the first 200", async () => {
    const page = await go(`/search/${long}`);
    expect(page.status).toBe(302);
    expect(page.location).toBe(`/search/${"a".repeat(200)}`);
    const shortened = await go(page.location as string);
    expect(shortened.status).toBe(200);
    expect(shortened.data.query).toBe("a".repeat(200));
  });

  it("send the header box's form (no JavaScript) with a long query to the same page", async () => {
    const form = await go(`/search?q=${encodeURIComponent(`${"sko ".repeat(70)}`)}`);
    expect(form.status).toBe(302);
    const page = await go(form.location as string);
    expect(page.status).toBe(200);
    expect(page.data.query.length).toBeLessThanOrEqual(200);
  });
});
