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

// My shop (decision 031): chosen on its page, it comes first on a product page marked 'Min butikk',
// filters a list in one tap, gives the cart its promise and is proposed in the checkout.
test("my shop follows the shopper from the shop page to the product page, the cart and the checkout", async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const shops = (await (await request.get("/api/v1/shops")).json()).data as { id: number; name: string }[];
  const mine = shops.find((s) => s.name === "Oslo City");
  expect(mine).toBeDefined();
  const shopId = mine?.id as number;
  // A purchasable article with a variant Oslo City has for sale online.
  let productPath = "";
  for (let id = 1; id < 400 && !productPath; id++) {
    const res = await request.get(`/api/v1/articles/${id}`);
    if (!res.ok()) continue;
    const { data: a } = await res.json();
    if (!a.canPurchase || a.campaigns.length > 0) continue;
    const variant = a.variants.find(
      (v: { canPurchase: boolean; shops: { id: number; qty: number }[] }) =>
        v.canPurchase && v.shops.some((s) => s.id === shopId && s.qty >= 1) && v.shops[0]?.id !== shopId,
    );
    if (variant) productPath = `/product/${id}?farge=${variant.color.id}&storrelse=${variant.size.id}`;
  }
  expect(productPath).not.toBe("");

  // A second tab follows the choice through the storage event, without reloading.
  const otherTab = await page.context().newPage();
  await otherTab.goto("/butikker");
  await waitForHydration(otherTab);
  await page.goto("/butikker/oslo-city");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Velg som min butikk" }).click();
  await expect(otherTab.getByRole("link", { name: "Min butikk: Oslo City" })).toBeVisible();
  await otherTab.close();
  await expect(page.locator(".my-shop__badge")).toHaveText("Min butikk");
  await expect(page.getByRole("button", { name: "Fjern som min butikk" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Min butikk: Oslo City" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(productPath);
  await waitForHydration(page);
  const firstRow = page.locator(".stock-table tbody tr").first();
  await expect(firstRow.locator("th")).toContainText("Oslo City");
  await expect(firstRow.locator("th")).toContainText("Min butikk");
  await expect(page.locator(".product__info > .my-shop-promise")).toHaveText(
    /^(Klar til henting .+|Ikke på lager) i Oslo City$/,
  );
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Legg i handlekurven" }).click();
  const modal = page.getByRole("dialog", { name: "Min Handlekurv" });
  await expect(modal.locator(".cart-promise")).toHaveText(/^Klar til henting .+ i Oslo City$/);
  await expectNoAxeViolations(page);
  await modal.getByRole("link", { name: "Gå til kassen" }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await waitForHydration(page);
  const firstChoice = page.locator(".shop-choices li").first();
  await expect(firstChoice).toContainText("Oslo City");
  await expect(firstChoice).toContainText("Min butikk");
  await expect(firstChoice.getByRole("radio")).toBeChecked();
  await expectNoAxeViolations(page);

  await page.goto("/dame");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Bare varer på lager i min butikk" }).click();
  await expect(page).toHaveURL(new RegExp(`butikk=${shopId}`));
  await expect(page.getByRole("link", { name: "Vis varer fra alle butikker" })).toBeVisible();
  expect(errors).toEqual([]);
});
