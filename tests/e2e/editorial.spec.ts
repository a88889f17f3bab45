// The brand editorial pages (issue 14 item 7, decision 043): Fjellsport's 'Kolleksjonen' menu entry
// opens the Breheim landing page, which leads to a collection article and on to an article it shows.
// axe (WCAG 2.2 AA) on two of the pages at a phone's and a laptop's width; no console errors.
import { expect, test } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium-flags.ts";
import { SECOND_BRAND_HOST } from "./page-types.ts";
import { collectErrors, expectNoAxeViolations, waitForHydration } from "./support.ts";

// The brand is chosen by hostname; Chromium resolves it to this machine.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${SECOND_BRAND_HOST} 127.0.0.1`],
  },
});

const onBrand = (baseURL: string | undefined, path: string) => {
  const url = new URL(path, baseURL);
  url.hostname = SECOND_BRAND_HOST;
  return url.toString();
};

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookiesAccepted", value: "1", url: onBrand(baseURL, "/") }]);
});

test("the collection menu entry leads to the editorial pages and on to an article", async ({ page, baseURL }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(onBrand(baseURL, "/"));
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Kolleksjonen" }).click();
  await expect(page).toHaveURL(/\/breheim$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Breheim – Fjellsports egen kolleksjon");

  await page.getByRole("main").getByRole("link", { name: "Skalljakken som tåler norsk vær" }).click();
  await expect(page).toHaveURL(/\/breheim\/skalljakken$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Skalljakken som tåler norsk vær");

  const products = page.getByRole("region", { name: "Produktene i artikkelen" }).getByRole("link");
  const name = (await products.first().textContent())?.trim() ?? "";
  await products.first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  // Over plain http only localhost is a trustworthy origin, so Chromium reports it ignores our
  // Cross-Origin-Opener-Policy on the test hostname; in production the shop is on https.
  expect(errors.filter((e) => !e.includes("Cross-Origin-Opener-Policy header has been ignored"))).toEqual([]);
});

for (const width of [390, 1366]) {
  test(`editorial pages pass axe at ${width} px`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/breheim", "/breheim/barnehagestart"]) {
      await page.goto(onBrand(baseURL, path));
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways, `${path} scrolls sideways at ${width} px`).toBe(false);
    }
  });
}
