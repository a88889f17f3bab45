// Delivery address against the map data (spec sections 5 and 8, decision 028): the e2e server asks the
// local Kartverket stand-in (playwright.config.ts). An address it does not know is refused with the
// spec's text; a suggestion picked while typing fills address, postcode and city, and is accepted.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "./support.ts";

/** A purchasable article (not click-and-collect only) with a variant that some shop holds. */
async function deliverableArticlePath(request: APIRequestContext): Promise<string> {
  for (let id = 1; id < 400; id++) {
    const res = await request.get(`/api/v1/articles/${id}`);
    if (!res.ok()) continue;
    const { data: a } = await res.json();
    if (!a.canPurchase || a.onlyCC || a.campaigns.length > 0) continue;
    const v = a.variants.find(
      (x: { canPurchase: boolean; shops: { qty: number }[] }) => x.canPurchase && x.shops.some((s) => s.qty >= 2),
    );
    if (v) return `/product/${id}?farge=${v.color.id}&storrelse=${v.size.id}`;
  }
  throw new Error("no deliverable article in the demo data");
}

/** A deliverable article in the cart, then on to the checkout from the cart's dialog. */
async function toCheckout(page: Page, request: APIRequestContext) {
  await page.goto(await deliverableArticlePath(request));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Legg i handlekurven" }).click();
  await page.getByRole("dialog", { name: "Min Handlekurv" }).getByRole("link", { name: "Gå til kassen" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

test("a delivery address the map data does not know is refused; a suggested one is accepted @mobile", async ({
  page,
  request,
}) => {
  await toCheckout(page, request);
  await waitForHydration(page);

  await page.getByLabel("Navn").fill("Kari Nordmann");
  await page.getByLabel("Telefon").fill("91234567");
  await page.getByLabel("E-post").fill("kari@example.no");
  await page.getByLabel(/Levering med post/).check();

  const address = page.getByRole("combobox", { name: "Adresse" });
  await address.fill("Storgata 99");
  await page.getByLabel("Postnummer", { exact: true }).fill("0155");
  await page.getByLabel("Sted", { exact: true }).fill("Oslo");
  await page.getByRole("button", { name: /^Betal \d/ }).click();
  const refused = "Ingen addresser funnet";
  await expect(page.locator(".form-field__error", { hasText: refused })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Klarna (testmodus)" })).toBeHidden();

  // Typing shows the register's addresses; picking one fills all three fields.
  await address.fill("Storgata 1");
  const suggestions = page.getByRole("listbox");
  await expect(suggestions.getByRole("option")).toHaveCount(3);
  await expect(suggestions.getByRole("option").nth(1)).toContainText("Storgata 10B");
  await expect(suggestions.getByRole("option").nth(1)).toContainText("0155 Oslo");
  await expectNoAxeViolations(page);
  await address.press("ArrowDown");
  await address.press("ArrowDown");
  await address.press("Enter");
  await expect(suggestions.getByRole("option")).toHaveCount(0);
  await expect(address).toHaveValue("Storgata 10B");
  await expect(page.getByLabel("Postnummer", { exact: true })).toHaveValue("0155");
  await expect(page.getByLabel("Sted", { exact: true })).toHaveValue("Oslo");

  await page.getByRole("button", { name: /^Betal \d/ }).click();
  await page
    .getByRole("dialog", { name: "Klarna (testmodus)" })
    .getByRole("button", { name: "Godkjenn betaling" })
    .click();
  await expect(page.getByRole("heading", { name: "Takk for bestillingen!" })).toBeVisible();
  await expect(page.getByText("Varene sendes til deg.")).toBeVisible();
});

test("the address suggestions, loaded once the page is idle, are there when delivery is chosen: nothing typed is lost", async ({
  page,
  request,
}) => {
  const loaded = page.waitForResponse((res) => /address-combobox-[\w-]+\.js$/.test(res.url()));
  await toCheckout(page, request);
  await waitForHydration(page);
  await (await loaded).finished();

  // Typed at once: no plain stand-in that gives way to the combobox under the shopper's fingers.
  await page.getByLabel(/Levering med post/).check();
  // The field as it is at that moment, plain or combobox (both are the address input).
  await page.locator('input[autocomplete="street-address"]').click();
  await page.keyboard.type("Storgata 1", { delay: 30 });
  const address = page.getByRole("combobox", { name: "Adresse" });
  await expect(address).toHaveValue("Storgata 1");
  await expect(address).toBeFocused();
  await expect(page.getByRole("listbox").getByRole("option")).toHaveCount(3);
});
