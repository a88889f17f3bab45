import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, visit } from "../../tests/helpers/route-harness.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const person = signedIn;

// Which role opens which page is tested for every page in admin-pages-roles.test.ts; here, what the
// pages answer beyond that.
describe("the shops, brands and audit pages", () => {
  it("answer staff with not found for another shop", async () => {
    const page = await visit(t.app.services, "/admin/butikker/1", "localhost", person("staff"));
    expect(page.status).toBe(404);
  });

  it("answer the count sheet of another shop (staff) or an unknown group with not found", async () => {
    expect((await visit(t.app.services, "/admin/telling?butikk=1", "localhost", person("staff"))).status).toBe(404);
    expect((await visit(t.app.services, "/admin/telling?butikk=1", "localhost", person("admin"))).status).toBe(200);
    expect((await visit(t.app.services, "/admin/telling?gruppe=99999", "localhost", person("admin"))).status).toBe(404);
  });

  it("answer an unknown article with not found", async () => {
    for (const path of ["/admin/varer/99999999", "/admin/varer/abc"]) {
      expect((await visit(t.app.services, path, "localhost", person("admin"))).status, path).toBe(404);
    }
  });

  it("answer an unknown campaign with not found", async () => {
    for (const path of ["/admin/kampanjer/99999999", "/admin/kampanjer/abc"]) {
      expect((await visit(t.app.services, path, "localhost", person("editor"))).status, path).toBe(404);
    }
  });

  it("ignore audit filters that cannot be one", async () => {
    const page = await visit(
      t.app.services,
      "/admin/logg?hva=x&hvem=abc&fra=i-dag&side=-2",
      "localhost",
      person("admin"),
    );
    expect(page.data.filters).toEqual({ entity: "", actor: undefined, from: "", to: "", page: 1 });
  });
});
