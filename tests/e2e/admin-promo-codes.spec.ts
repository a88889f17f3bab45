// Back office journey for promo codes (issue 15, item 4): an administrator creates a percent code, a
// wrong amount is refused in Norwegian first, the list shows the new code unused; a shopper then
// applies it in the checkout. Axe (WCAG 2.2 AA) on the new page.
import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
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

/** A purchasable article (not click-and-collect only, no campaign) with a variant in stock somewhere. */
async function purchasable(request: APIRequestContext): Promise<string> {
  for (let id = 1; id < 400; id++) {
    const res = await request.get(`/api/v1/articles/${id}`);
    if (!res.ok()) continue;
    const { data: a } = await res.json();
    if (!a.canPurchase || a.onlyCC || a.campaigns.length > 0) continue;
    const fresh = await (await request.get(`/api/v1/articles/availability/${id}`)).json();
    const inStock = (variantId: number) =>
      (fresh.data.variants.find((v: { id: number }) => v.id === variantId)?.shops ?? []).some(
        (s: { qty: number }) => s.qty >= 2,
      );
    const variant = a.variants.find((v: { id: number; canPurchase: boolean }) => v.canPurchase && inStock(v.id));
    if (variant) return `/product/${id}?farge=${variant.color.id}&storrelse=${variant.size.id}`;
  }
  throw new Error("no purchasable article in stock");
}

test("an administrator creates a promo code that a shopper then uses", async ({ page, browser, baseURL, request }) => {
  const errors = collectErrors(page);
  const code = `VINTER${randomBytes(3).toString("hex").toUpperCase()}`;
  await logInAsAdmin(page, "/admin/verdikoder");
  await expect(page.getByRole("heading", { level: 1, name: "Verdikoder" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Navn").fill("Vinterkode");
  await page.getByLabel("Kode (A–Z og 0–9)").fill(code);
  await page.getByLabel("Prosent").fill("150");
  await page.getByLabel("Gyldig fra").fill("2020-01-01");
  await page.getByLabel("Gyldig til").fill("2099-12-31");
  await page.getByRole("button", { name: "Opprett verdikode" }).click();
  await expect(page.getByText("Prosenten må være et helt tall fra 1 til 100")).toBeVisible();

  await page.getByLabel("Prosent").fill("10");
  await page.getByRole("button", { name: "Opprett verdikode" }).click();
  await expect(page.getByText("Verdikoden er opprettet.")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(code) });
  await expect(row).toContainText("10 %");
  await expect(row).toContainText("01.01.2020–31.12.2099");
  await expect(row).toContainText("0 ganger");
  await expectNoAxeViolations(page);
  // The refused form is the one failed request the browser reports.
  expect(errors.filter((e) => !e.includes("status of 422"))).toEqual([]);

  const shopperContext = await browser.newContext();
  await acceptCookies(shopperContext, baseURL);
  const shopper = await shopperContext.newPage();
  await shopper.goto(await purchasable(request));
  await waitForHydration(shopper);
  await shopper.getByRole("button", { name: "Legg i handlekurven" }).click();
  await shopper.getByRole("dialog", { name: "Min Handlekurv" }).getByRole("link", { name: "Gå til kassen" }).click();
  await waitForHydration(shopper);
  await shopper.getByLabel("Verdikode").fill(code);
  await shopper.getByRole("button", { name: "Bruk" }).click();
  await expect(shopper.getByText(new RegExp(`Verdikode ${code}`)).first()).toBeVisible();
  await shopperContext.close();
});
