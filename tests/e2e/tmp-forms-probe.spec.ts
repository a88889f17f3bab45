import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, waitForHydration } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

async function logInAsAdmin(page: Page, back: string) {
  await page.goto(back);
  await page.getByLabel("E-post eller telefon", { exact: true }).fill("admin@example.no");
  await page.getByLabel("Passord", { exact: true }).fill("Admin-passord-1");
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page).toHaveURL(back);
  await waitForHydration(page);
}

test("probe: promo code form validates in the browser", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET" && r.url().includes("/backoffice/promocodes")) posts.push(r.postData() ?? "");
  });
  await logInAsAdmin(page, "/admin/verdikoder");
  await page.getByLabel("Navn").fill("Vinterkode");
  await page.getByLabel("Kode (A–Z og 0–9)").fill("PROBE1");
  await page.getByLabel("Prosent").fill("150");
  await page.getByLabel("Gyldig fra").fill("2020-01-01");
  await page.getByLabel("Gyldig til").fill("2019-12-31");
  await page.getByRole("button", { name: "Opprett verdikode" }).click();
  await expect(page.getByText("Prosenten må være et helt tall fra 1 til 100")).toBeVisible();
  await expect(page.getByText("Gyldig fra kan ikke være etter gyldig til")).toBeVisible();
  expect(posts).toEqual([]);
  await page.getByLabel("Prosent").fill("15");
  await expect(page.getByText("Prosenten må være et helt tall fra 1 til 100")).toHaveCount(0);
  await page.getByLabel("Prosent").pressSequentially("0");
  await expect(page.getByText("Prosenten må være et helt tall fra 1 til 100")).toBeVisible();
  await page.getByLabel("Prosent").press("Backspace");
  await expect(page.getByText("Prosenten må være et helt tall fra 1 til 100")).toHaveCount(0);
  await page.getByLabel("Gyldig til").fill("2099-12-31");
  await expect(page.getByText("Gyldig fra kan ikke være etter gyldig til")).toHaveCount(0);
  expect(posts).toEqual([]);
});
