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

describe("back office pages", () => {
  it.each(["/admin", "/admin/reservasjoner", "/admin/epost", "/admin/plukkliste", "/admin/reservasjon/7"])(
    "send a visitor of %s to the login form",
    async (path) => {
      const page = await visit(t.app.services, path);
      expect(page.status).toBe(302);
      expect(page.location).toBe(`/logg-inn?tilbake=${encodeURIComponent(path)}&melding=krever-innlogging`);
    },
  );

  it.each([
    "/admin",
    "/admin/reservasjoner",
    "/admin/epost",
    "/admin/plukkliste",
    "/admin/reservasjon/7",
    "/admin/reservasjon/abc",
  ])("answer a customer on %s with 403, before anything is looked up", async (path) => {
    const page = await visit(t.app.services, path, "localhost", person("customer", null));
    expect(page.status).toBe(403);
    expect(page.data).toBeNull();
  });

  it.each(["/admin/reservasjoner", "/admin/epost", "/admin/reservasjon/7", "/admin/plukkliste"])(
    "answer a content editor on %s with 403 (domain/back-office-roles.ts)",
    async (path) => {
      const page = await visit(t.app.services, path, "localhost", person("editor", null));
      expect(page.status).toBe(403);
    },
  );

  it("give a content editor the dashboard without the counter's numbers", async () => {
    const page = await visit(t.app.services, "/admin", "localhost", person("editor", null));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ role: "editor", day: null });
    expect(typeof page.data.reviewsWaiting).toBe("number");
  });

  it("give staff the outbox", async () => {
    const page = await visit(t.app.services, "/admin/epost", "localhost", person("staff", 55));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ smtp: false });
    expect(Array.isArray(page.data.mails)).toBe(true);
  });

  it("give an admin the reservation list of any shop, and a 404 for a reservation id that is not one", async () => {
    const list = await visit(
      t.app.services,
      "/admin/reservasjoner?status=2&butikk=55",
      "localhost",
      person("admin", null),
    );
    expect(list.data).toMatchObject({ statusId: 2, shop: { id: 55 } });
    expect(list.data.shop).toBeDefined();
    const bad = await visit(t.app.services, "/admin/reservasjon/abc", "localhost", person("admin", null));
    expect(bad.status).toBe(404);
  });
});

describe("back office pages with an id no reservation can have", () => {
  it.each(["/admin/reservasjon/2147483648", "/admin/reservasjon/99999999999", "/admin/reservasjon/0"])(
    "answer %s with not found, without asking the database",
    async (path) => {
      const page = await visit(t.app.services, path, "localhost", person("admin", null));
      expect(page.status).toBe(404);
    },
  );

  it.each(["?status=2147483648", "?butikk=2147483648", "?butikk=99999999999&status=-1"])(
    "show the reservation list for /admin/reservasjoner%s, ignoring what cannot be a status or a shop",
    async (query) => {
      const page = await visit(t.app.services, `/admin/reservasjoner${query}`, "localhost", person("admin", null));
      expect(page.status).toBe(200);
      expect(page.data.statusId).toBe(2);
    },
  );
});
