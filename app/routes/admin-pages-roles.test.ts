import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Action, can, ROLES, type Role } from "../../domain/back-office-roles.ts";
import { loadContext, ORIGIN, signedIn, visit } from "../../tests/helpers/route-harness.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { MENU } from "../features/backoffice/admin-nav.tsx";
import routes from "../routes.ts";
import { DemoWarning, loader as layoutLoader } from "./admin-layout.tsx";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const person = signedIn;

/** Each page's address to try and the action its role must have (null: anyone in the back office). */
const PAGES: Record<string, { url: string; action: Action | null }> = {
  admin: { url: "/admin", action: null },
  "admin-reservations": { url: "/admin/reservasjoner?status=3", action: "reservations.read" },
  "admin-reservation": { url: "/admin/reservasjon/1", action: "reservations.read" },
  "admin-mail": { url: "/admin/epost", action: "reservations.read" },
  "admin-pick-list": { url: "/admin/plukkliste", action: "reservations.read" },
  "admin-shops": { url: "/admin/butikker", action: "shops.read" },
  "admin-shop": { url: "/admin/butikker/55", action: "shops.read" },
  "admin-shop-new": { url: "/admin/butikker/ny", action: "shops.edit" },
  "admin-shipping": { url: "/admin/frakt", action: "shipping.edit" },
  "admin-brands": { url: "/admin/merker", action: "brands.edit" },
  "admin-brand": { url: "/admin/merker/1", action: "brands.edit" },
  "admin-audit": { url: "/admin/logg", action: "audit.read" },
  "admin-launch": { url: "/admin/lansering", action: "launch.read" },
  "admin-reviews": { url: "/admin/anmeldelser", action: "reviews.moderate" },
  "admin-promo-codes": { url: "/admin/verdikoder", action: "promocodes.edit" },
  "admin-articles": { url: "/admin/varer", action: "stock.adjust" },
  "admin-article": { url: "/admin/varer/1", action: "stock.adjust" },
  "admin-campaigns": { url: "/admin/kampanjer", action: "campaigns.edit" },
  "admin-campaign-new": { url: "/admin/kampanjer/ny", action: "campaigns.edit" },
  "admin-campaign": { url: "/admin/kampanjer/1", action: "campaigns.edit" },
  "admin-home": { url: "/admin/forside", action: "content.edit" },
  "admin-pages": { url: "/admin/sider", action: "content.edit" },
  "admin-menus": { url: "/admin/menyer", action: "content.edit" },
  "admin-count": { url: "/admin/telling", action: "stock.adjust" },
  "admin-import": { url: "/admin/import", action: "catalog.import" },
  "admin-blog": { url: "/admin/blogg", action: "content.edit" },
  "admin-blog-post": { url: "/admin/blogg/1", action: "content.edit" },
  "admin-blog-preview": { url: "/admin/blogg/1/forhandsvisning", action: "content.edit" },
  "admin-polls": { url: "/admin/avstemninger", action: "content.edit" },
  "admin-poll": { url: "/admin/avstemninger/1", action: "content.edit" },
  "admin-people": { url: "/admin/personer", action: "people.manage" },
  "admin-categories": { url: "/admin/kategorier", action: "catalog.taxonomy" },
  "admin-sizes": { url: "/admin/storrelser", action: "catalog.taxonomy" },
  "admin-colors": { url: "/admin/farger", action: "catalog.taxonomy" },
};

interface RouteEntry {
  id: string;
  children?: RouteEntry[];
}
const CHILDREN = ((routes as RouteEntry[]).find((r) => r.id === "admin-layout")?.children ?? []).map((c) => c.id);

const allowed = (role: Role, action: Action | null) => (action === null ? role !== "customer" : can(role, action));

describe("the back office's pages", () => {
  it("are all listed here, and only they", () => {
    expect(CHILDREN.length).toBeGreaterThan(20);
    expect(Object.keys(PAGES).sort()).toEqual([...CHILDREN].sort());
  });

  it.each(Object.values(PAGES))("send a visitor of $url to the login form", async ({ url }) => {
    const page = await visit(t.app.services, url);
    expect(page.status).toBe(302);
    expect(page.location).toBe(`/logg-inn?tilbake=${encodeURIComponent(url)}&melding=krever-innlogging`);
  });

  it.each(
    Object.values(PAGES).flatMap(({ url, action }) =>
      ROLES.map((role) => ({ url, role, allowed: allowed(role, action) })),
    ),
  )("$url as $role: allowed $allowed", async ({ url, role, allowed }) => {
    const page = await visit(t.app.services, url, "localhost", person(role));
    if (allowed) expect([200, 404]).toContain(page.status);
    else expect(page.status).toBe(403);
  });

  it("are offered in the menu only to the roles that may open them", () => {
    const byPath = new Map(Object.values(PAGES).map((p) => [new URL(p.url, "http://x").pathname, p.action]));
    for (const link of MENU.flatMap((g) => g.links)) {
      expect(byPath.has(link.to), `${link.to} is a back office page`).toBe(true);
      expect(link.action, link.to).toBe(byPath.get(link.to));
    }
  });

  it("warn on every page while the demo's logins exist (the layout's data)", async () => {
    for (const role of ["staff", "editor", "admin"] as const) {
      const context = await loadContext(t.app.services, "localhost", person(role));
      const request = new Request(`${ORIGIN}/admin`);
      const data = await layoutLoader({ request, params: {}, context } as never);
      expect(data.demoAccounts).toContain("admin@example.no");
    }
  });

  it("draw the warning in red with a link for administrators and a word for the others", () => {
    const admin = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(DemoWarning, { admin: true })));
    expect(admin).toContain("Demokontoer med kjente passord finnes.");
    expect(admin).toContain('href="/admin/lansering"');
    const staff = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(DemoWarning, { admin: false })));
    expect(staff).toContain("Si fra til en administrator.");
    expect(staff).not.toContain("href=");
  });
});
