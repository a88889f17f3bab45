// The category tree's, sizes' and colours' pages (decision 069) through the route table as React
// Router runs them: an administrator gets the tree with the special names' state, the sizes in order
// and the colour groups; an editor is refused. And no main group can take an address the storefront
// answers itself: every static first segment of app/routes.ts and every gender is reserved.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESERVED_MAIN_SLUGS } from "../../domain/taxonomy.ts";
import { signedIn, visit } from "../../tests/helpers/route-harness.ts";
import { createTestApp, rows, type TestApp } from "../../tests/helpers/test-app.ts";
import { genderRoute } from "../features/catalog/catalog-path.ts";
import routes from "../routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const admin = signedIn("admin");

describe("/admin/kategorier", () => {
  it("shows the whole tree in the storefront's order, with the special names working", async () => {
    const page = await visit(t.app.services, "/admin/kategorier", "localhost", admin);
    expect(page.status).toBe(200);
    const mains = await rows<{ id: number }>(t.database, "select id from main_groups order by sort, id");
    expect(page.data.mainGroups.map((m: { id: number }) => m.id)).toEqual(mains.map((m) => m.id));
    const winter = page.data.mainGroups.find((m: { slug: string }) => m.slug === "vintersport");
    expect(winter.subcategories.map((s: { slug: string }) => s.slug)).toContain("hjelmer-&-alpinbriller");
    expect(page.data.specialNames.every((s: { ready: boolean }) => s.ready)).toBe(true);
  });

  it("is refused to an editor", async () => {
    expect((await visit(t.app.services, "/admin/kategorier", "localhost", signedIn("editor"))).status).toBe(403);
  });
});

describe("/admin/storrelser and /admin/farger", () => {
  it("list the sizes in their order with how many articles use each", async () => {
    const page = await visit(t.app.services, "/admin/storrelser", "localhost", admin);
    expect(page.status).toBe(200);
    const sizes = await rows<{ id: number }>(t.database, "select id from sizes order by sort, id");
    expect(page.data.sizes.map((s: { id: number }) => s.id)).toEqual(sizes.map((s) => s.id));
    expect(page.data.sizes.some((s: { articlesCount: number }) => s.articlesCount > 0)).toBe(true);
  });

  it("list the colour groups with their colours as #rrggbb", async () => {
    const page = await visit(t.app.services, "/admin/farger", "localhost", admin);
    expect(page.status).toBe(200);
    const colors = page.data.groups.flatMap((g: { colors: { hex: string }[] }) => g.colors);
    expect(colors.length).toBeGreaterThan(0);
    for (const c of colors) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
  });
});

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

describe("the main groups' addresses", () => {
  it("never take a first segment the storefront answers itself", () => {
    const firsts = (routes as RouteEntry[])
      .map((r) => r.path?.split("/")[0] ?? "")
      .filter((s) => s !== "" && !s.startsWith(":") && s !== "*" && !s.includes("."));
    expect(firsts.length).toBeGreaterThan(20);
    expect(firsts.filter((s) => !RESERVED_MAIN_SLUGS.has(s))).toEqual([]);
    for (const segment of ["herre", "dame", "junior", "barn", "uni", "voksen", "barn-junior"]) {
      expect(genderRoute(segment), segment).not.toBeNull();
      expect(RESERVED_MAIN_SLUGS.has(segment), segment).toBe(true);
    }
  });
});
