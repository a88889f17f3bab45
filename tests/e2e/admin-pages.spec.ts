// Every back office page (issue 15: "axe on every back office page"), found in app/routes.ts so a new
// page cannot be left out: an administrator opens each at a counter tablet's 390 px and a laptop's
// 1366 px; axe finds nothing and nothing scrolls sideways. A page whose address needs an id must have
// a sample below, or the test fails and says which.
import { expect, test } from "@playwright/test";
import routes from "../../app/routes.ts";
import { paidThreeLineReservation } from "./orders-support.ts";
import { expectNoAxeViolations, waitForHydration } from "./support.ts";

interface RouteEntry {
  id: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every child of the back office's layout route (issue 29): /admin itself and each page under it. */
const ADMIN_PATHS = ((routes as RouteEntry[]).find((r) => r.id === "admin-layout")?.children ?? []).map((c) =>
  c.index ? "/admin" : `/admin/${c.path}`,
);

/** An existing record for each page whose address has an id (the reservation is made by the test). */
const SAMPLES: Record<string, (reservationId: number) => string> = {
  "/admin/reservasjon/:id": (id) => `/admin/reservasjon/${id}`,
  "/admin/butikker/:id": () => "/admin/butikker/55",
  "/admin/merker/:id": () => "/admin/merker/1",
  "/admin/varer/:id": () => "/admin/varer/1",
  "/admin/kampanjer/:id": () => "/admin/kampanjer/1",
  "/admin/blogg/:id": () => "/admin/blogg/1",
  "/admin/blogg/:id/forhandsvisning": () => "/admin/blogg/1/forhandsvisning",
  "/admin/avstemninger/:id": () => "/admin/avstemninger/1",
};

test("every back office page passes axe and fits at 390 and 1366 px", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const missing = ADMIN_PATHS.filter((p) => p.includes(":") && !SAMPLES[p]);
  expect(missing, "back office pages without a sample id in admin-pages.spec.ts").toEqual([]);
  expect(ADMIN_PATHS.length).toBeGreaterThan(10);
  const { id } = await paidThreeLineReservation(baseURL ?? "");

  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByLabel("E-post eller telefon").fill("admin@example.no");
  await page.getByLabel("Passord", { exact: true }).fill("Admin-passord-1");
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page.getByRole("button", { name: "Logg ut" })).toBeVisible();

  for (const pattern of ADMIN_PATHS) {
    const address = SAMPLES[pattern]?.(id) ?? pattern;
    await test.step(address, async () => {
      await page.goto(address);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${address} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      }
    });
  }
});
