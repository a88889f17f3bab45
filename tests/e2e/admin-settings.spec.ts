// Back office journeys for shops, brands and the audit log (issue 15): an administrator changes a
// shop's opening hours (a malformed value is explained before saving) and the shop's page shows the
// new hours; the audit log tells who did it. Axe (WCAG 2.2 AA) on each new page, at 390 and 1366 px.
import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, collectErrors, expectNoAxeViolations, waitForHydration } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

async function logInAsAdmin(page: Page, back: string) {
  await page.goto(back);
  await expect(page).toHaveURL(/\/logg-inn/);
  await page.getByLabel("E-post eller telefon", { exact: true }).fill("admin@example.no");
  await page.getByLabel("Passord", { exact: true }).fill("Admin-passord-1");
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page).toHaveURL(back);
  await waitForHydration(page);
}

async function expectNoSidewaysScrolling(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const hoursField = (page: Page) => page.getByLabel("Åpningstider (dager:ttmm-ttmm)");

test("an administrator changes a shop's opening hours and the shop's page shows them", async ({ page }) => {
  const errors = collectErrors(page);
  await logInAsAdmin(page, "/admin/butikker");
  await expect(page.getByRole("heading", { level: 1, name: "Butikker" })).toBeVisible();
  await page.getByRole("link", { name: "Oslo City", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Oslo City" })).toBeVisible();
  // The week's hours are ticked day by day; a text line is for what the days cannot show.
  await page.getByText("Skriv som tekst", { exact: true }).click();
  const original = await hoursField(page).inputValue();

  await hoursField(page).fill("1-5:0800");
  await expect(page.getByText("«1-5:0800» er ikke på formen dager:ttmm-ttmm").first()).toBeVisible();
  await expect(page.getByText("Forhåndsvisningen kommer når åpningstidene er riktig fylt ut.")).toBeVisible();

  await hoursField(page).fill("1-5:0800-2130,6:0900-1700");
  const preview = page.locator(".admin-preview");
  await expect(preview.getByRole("row", { name: /Mandag/ })).toContainText("08:00–21:30");
  await expect(preview.getByRole("row", { name: /Søndag/ })).toContainText("Stengt");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Lagre" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Endringene er lagret" })).toBeVisible();

  await page.goto("/butikker/oslo-city");
  await expect(page.locator(".shop-page__hours tr").first()).toContainText("08:00–21:30");

  await page.goto("/admin/logg?hva=shop");
  await expect(page.getByRole("heading", { level: 1, name: "Endringslogg" })).toBeVisible();
  // The row reads as a sentence, the hours in words, with a link to the shop (decision 066).
  const latest = page.locator(".admin-table tbody tr").first();
  await expect(latest).toContainText(/Ingrid Berg endret (åpningstidene på|butikken) Oslo City/);
  await expect(latest).toContainText("man–fre 08:00–21:30, lør 09:00–17:00");
  await expect(latest).not.toContainText("1-5:0800-2130");
  await expect(latest.getByRole("link", { name: /^Gå til butikken/ })).toHaveAttribute("href", "/admin/butikker/55");
  await expectNoAxeViolations(page);

  // Put the shop back as it was, so other journeys see the seeded hours.
  await page.goto("/admin/butikker");
  await page.getByRole("link", { name: "Oslo City", exact: true }).click();
  await page.getByText("Skriv som tekst", { exact: true }).click();
  await hoursField(page).fill(original);
  await page.getByRole("button", { name: "Lagre" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Endringene er lagret" })).toBeVisible();
  expect(errors).toEqual([]);
});

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the shops, brands and audit pages pass axe and never scroll sideways", async ({ page }) => {
      await logInAsAdmin(page, "/admin/butikker");
      for (const path of ["/admin/butikker", "/admin/butikker/55", "/admin/merker", "/admin/merker/1", "/admin/logg"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
        await expectNoSidewaysScrolling(page);
      }
    });
  });
}
