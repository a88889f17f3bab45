// Prices and stock in the back office (issue 15, decision 045): an administrator finds an article and
// changes its price, and the product page shows the new price; staff add stock to their shop with
// 'Varemottak'. Axe and no sideways scrolling on the new pages at 390 and 1366 px.
import { randomInt } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, collectErrors, expectNoAxeViolations, waitForHydration } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

async function logIn(page: Page, back: string, login: string, password: string) {
  await page.goto(back);
  await expect(page).toHaveURL(/\/logg-inn/);
  await page.getByLabel("E-post eller telefon", { exact: true }).fill(login);
  await page.getByLabel("Passord", { exact: true }).fill(password);
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

test("an administrator changes a price and the product page shows it; staff add stock with 'Varemottak'", async ({
  browser,
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  await page.goto("/klaer");
  await page.locator(".card__link").first().click();
  await expect(page).toHaveURL(/\/product\/.*\d+$/);
  const productUrl = page.url();
  const id = Number(/(\d+)$/.exec(productUrl)?.[1]);
  const name: string = (await (await page.request.get(`/api/v1/articles/${id}`)).json()).data.name;

  await logIn(page, `/admin/varer?${new URLSearchParams({ sok: name })}`, "admin@example.no", "Admin-passord-1");
  await expect(page.getByRole("heading", { level: 1, name: "Varer" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator(`a[href="/admin/varer/${id}"]`).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  const kroner = randomInt(2000, 9000);
  await page.getByLabel("Veiledende pris (kr)").fill("12,345");
  await page.getByRole("button", { name: "Lagre varen" }).click();
  await expect(page.getByRole("alert")).toContainText("høyst to desimaler");
  await page.getByLabel("Veiledende pris (kr)").fill(`${kroner},00`);
  await page.getByRole("button", { name: "Lagre varen" }).click();
  await expect(page.getByText("Endringene er lagret og vises i nettbutikken.")).toBeVisible();

  // The page cache may hold the product page for a moment: reload until it shows the new price.
  const shown = new Intl.NumberFormat("nb-NO", { minimumFractionDigits: 2 }).format(kroner);
  await expect(async () => {
    await page.goto(productUrl);
    await expect(page.locator("main")).toContainText(shown, { timeout: 1000 });
  }).toPass();

  expect(errors).toEqual([]);

  // Staff in a browser of their own.
  const staffContext = await browser.newContext({ baseURL });
  await acceptCookies(staffContext, baseURL);
  const staff = await staffContext.newPage();
  const staffErrors = collectErrors(staff);
  await logIn(staff, `/admin/varer/${id}`, "ansatt@example.no", "Ansatt-passord-1");
  await expect(staff.getByRole("button", { name: "Lagre varen" })).toHaveCount(0);
  await staff.getByLabel("Endring (stk.)").fill("5");
  await staff.getByLabel("Årsak").selectOption("Varemottak");
  await staff.getByRole("button", { name: "Juster lager" }).click();
  await expect(staff.getByRole("status").filter({ hasText: /^Lageret for .* er nå \d+ stk\.$/ })).toBeVisible();
  await expectNoAxeViolations(staff);
  expect(staffErrors).toEqual([]);
  await staffContext.close();
});

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the article pages pass axe and never scroll sideways", async ({ page }) => {
      await logIn(page, "/admin/varer", "admin@example.no", "Admin-passord-1");
      await expectNoAxeViolations(page);
      await expectNoSidewaysScrolling(page);
      await page.locator('a[href^="/admin/varer/"]').first().click();
      await expect(page.getByRole("heading", { level: 2, name: "Lager", exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScrolling(page);
    });
  });
}
