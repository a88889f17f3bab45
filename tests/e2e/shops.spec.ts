// Shop finder journeys (spec sections 1 and 8): sort by a typed postcode, by the browser's position
// when it is granted, a Norwegian explanation when it is denied, and a shop's page. Axe (WCAG 2.2
// AA) on the finder and the shop page, at 390 px and 1366 px, and never sideways scrolling.
import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, collectErrors, expectNoAxeViolations, waitForHydration } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

async function expectNoSidewaysScrolling(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const shopNames = (page: Page) => page.locator(".shop-list__name");
const distances = async (page: Page) =>
  (await page.locator(".shop-list__distance").allTextContents()).map((t) =>
    Number(t.replace(/[^\d,]/g, "").replace(",", ".")),
  );

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a typed postcode sorts the shops by distance", async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto("/butikker");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: "Finn butikk" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel("Postnummer").fill("5003");
      await page.getByRole("button", { name: "Vis nærmeste" }).click();
      await expect(page).toHaveURL(/postnummer=5003/);
      await expect(shopNames(page).first()).toContainText("Bergen");
      await expect(page.locator(".shop-list__distance").first()).toHaveText(/^\d+,\d km$/);
      // Road distances (or their great-circle stand-in) replace the server's once the table call answers.
      await expect(page.locator(".shop-finder__summary")).toContainText("nærmest 5003 Bergen først");
      const found = await distances(page);
      expect(found).toEqual([...found].sort((a, b) => a - b));
      await expect(page.getByRole("link", { name: "Erik Bolstad" })).toBeVisible();
      await expectNoSidewaysScrolling(page);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test("the browser's position sorts the shops when the shopper allows it", async ({ page, context }) => {
      await context.grantPermissions(["geolocation"]);
      await context.setGeolocation({ latitude: 69.649, longitude: 18.956 });
      await page.goto("/butikker");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Bruk min posisjon" }).click();
      await expect(page).toHaveURL(/lat=69\.649/);
      await expect(shopNames(page).first()).toContainText("Tromsø");
      await expect(page.locator(".shop-finder__summary")).toContainText("nærmest deg først");
    });

    test("a denied position is explained in Norwegian", async ({ page, context }) => {
      await context.clearPermissions();
      await page.goto("/butikker");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Bruk min posisjon" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "Du har ikke gitt nettsiden tilgang til posisjonen din. Skriv inn postnummeret ditt i stedet.",
      );
      await expect(page).toHaveURL(/\/butikker$/);
    });

    test("a shop's page: address, contact, opening hours from Monday, in stock", async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto("/butikker");
      await waitForHydration(page);
      await page.getByRole("link", { name: "Butikk Oslo City", exact: true }).first().click();
      await expect(page).toHaveURL(/\/butikker\/oslo-city$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Oslo City");
      await expect(page.locator(".shop-page__hours th").first()).toHaveText("Mandag");
      await expect(page.locator(".shop-page__hours th").last()).toHaveText("Søndag");
      await expect(page.locator("a[href^='tel:']").first()).toBeVisible();
      await expect(page.getByRole("heading", { name: "På lager i butikken" })).toBeVisible();
      const jsonLd = await page.locator("script[type='application/ld+json']").first().textContent();
      expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({ "@type": "LocalBusiness" });
      await expectNoSidewaysScrolling(page);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  });
}

test("an unknown shop is 'Siden finnes ikke'", async ({ page }) => {
  const answer = await page.goto("/butikker/finnes-ikke");
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Siden finnes ikke" })).toBeVisible();
});
