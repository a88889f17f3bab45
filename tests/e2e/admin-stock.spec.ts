// Back office journeys for stock (issue 15, item 3; decision 048): an administrator uploads a stock CSV,
// sees the dry run, runs it, follows the progress to the end and finds the new stock on the product
// page; staff fill in a count sheet for their shop. Axe (WCAG 2.2 AA) on both pages.
import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, collectErrors, expectNoAxeViolations, waitForHydration } from "./support.ts";

const SHOP = 55;
const SHOP_NAME = "Oslo City";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

async function logIn(page: Page, back: string, email: string, password: string) {
  await page.goto(back);
  await expect(page).toHaveURL(/\/logg-inn/);
  await page.getByLabel("E-post eller telefon", { exact: true }).fill(email);
  await page.getByLabel("Passord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page).toHaveURL(back);
  await waitForHydration(page);
}

test("an administrator imports a stock file and the product page shows the new stock", async ({ page }) => {
  const errors = collectErrors(page);
  await logIn(page, "/admin/import", "admin@example.no", "Admin-passord-1");
  await expect(page.getByRole("heading", { level: 1, name: "Import av varer, lager og bilder" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A visible article's first variant, and what Oslo City has of it now.
  const articleId = 3;
  const stock = (await (await page.request.get(`/api/v1/backoffice/articles/${articleId}`)).json()).data.stock as {
    variantId: number;
    ean: string;
    shopId: number;
    qty: number;
  }[];
  const row = stock.find((s) => s.shopId === SHOP) as (typeof stock)[number];
  const wanted = row.qty + 17;
  const file = `\uFEFFEAN;Antall\r\n${row.ean};${wanted}\r\n`;

  await page.getByLabel("Filen inneholder").selectOption("stock");
  // The shop is chosen by name and number, and the file then needs no shop column (decision 066).
  const shopSelect = page.getByLabel("Butikk", { exact: true });
  const label =
    (await shopSelect
      .locator("option")
      .filter({ hasText: new RegExp(`^${SHOP_NAME} \\(`) })
      .textContent()) ?? "";
  expect(label).toMatch(new RegExp(`^${SHOP_NAME} \\(nr\\. \\d+\\)$`));
  await shopSelect.selectOption({ label });
  await expect(page.getByText("ean;qty", { exact: true })).toBeVisible();
  await page
    .getByLabel("CSV-fil")
    .setInputFiles({ name: "lager.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
  await page.getByRole("button", { name: "Sjekk filen (lagrer ingenting)" }).click();
  await expect(page.getByRole("heading", { name: "Prøvekjøring av lager.csv" })).toBeVisible();
  await expect(
    page.getByRole("row", { name: `2 Endres Endrer antall i ${SHOP_NAME} fra ${row.qty} til ${wanted}` }),
  ).toBeVisible();
  await expect(page.getByText("Avvist: 0")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Importer 1 linje" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Importen er ferdig: 0 nye, 1 endret, 0 uendret." }),
  ).toBeVisible();
  const progress = page.getByRole("progressbar", { name: "Importen er ferdig" });
  await expect(progress).toHaveAttribute("value", "1");
  await expect(progress).toHaveAttribute("max", "1");
  await expectNoAxeViolations(page);

  const product = (await (await page.request.get(`/api/v1/articles/${articleId}`)).json()).data as {
    variants: { id: number; color: { id: number }; size: { id: number } }[];
  };
  const variant = product.variants.find((v) => v.id === row.variantId) as (typeof product.variants)[number];
  await page.goto(`/product/${articleId}?farge=${variant.color.id}&storrelse=${variant.size.id}`);
  await expect(
    page
      .getByRole("row", { name: new RegExp(`^${SHOP_NAME}`) })
      .getByRole("cell")
      .first(),
  ).toHaveText(String(wanted));
  expect(errors).toEqual([]);
});

test("staff fill in a count sheet for their shop", async ({ page }) => {
  const errors = collectErrors(page);
  await logIn(page, "/admin/telling", "ansatt@example.no", "Ansatt-passord-1");
  await expect(page.getByRole("heading", { level: 1, name: `Telling: Tekstil, ${SHOP_NAME}` })).toBeVisible();
  await expectNoAxeViolations(page);

  const first = page.getByRole("row").nth(1);
  const shown = Number((await first.getByRole("cell").nth(5).innerText()).replace(/\s/g, ""));
  await first.getByRole("textbox").fill(String(shown + 2));
  // A typo on the next line is named before anything is sent.
  await page.getByRole("row").nth(2).getByRole("textbox").fill("2,5");
  await page.getByRole("button", { name: "Lagre tellingen" }).click();
  await expect(page.getByText("Linje 2: skriv et helt tall, 0 eller mer")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("row").nth(2).getByRole("textbox").fill("");
  await page.getByRole("button", { name: "Lagre tellingen" }).click();
  await expect(page.getByText("Tellingen er lagret: 1 linje endret, 0 uendret.")).toBeVisible();
  await expect(first.getByRole("cell").nth(5)).toHaveText(String(shown + 2));
  await expect(first.getByRole("textbox")).toHaveValue("");
  expect(errors).toEqual([]);
});
