// Back office journey for campaigns (issue 15, item 4; decision 046): an administrator creates a running
// campaign, gives an article a campaign price (a price not below the article's is refused in Norwegian
// first) and creates a fixed-amount promo code; a shopper then sees the campaign price and label on the
// product page and the campaign on /kampanjer, and at the checkout the total is exactly the campaign
// price minus the code, counted in øre. Axe (WCAG 2.2 AA) on the new pages.
import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { acceptCookies, collectErrors, expectNoAxeViolations, waitForHydration } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

const money = (ore: number) =>
  `${new Intl.NumberFormat("nb-NO", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100)} kr`;

/** Today's Oslo date plus `days`, YYYY-MM-DD (what a date field takes). */
function osloDay(days: number): string {
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Oslo" }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function logInAsAdmin(page: Page, back: string) {
  await page.goto(back);
  await expect(page).toHaveURL(/\/logg-inn/);
  await page.getByLabel("E-post eller telefon", { exact: true }).fill("admin@example.no");
  await page.getByLabel("Passord", { exact: true }).fill("Admin-passord-1");
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page).toHaveURL(back);
  await waitForHydration(page);
}

interface Pick {
  id: number;
  name: string;
  articleNo: string;
  /** The ordinary price in whole kroner, as the API gives it. */
  price: number;
  path: string;
}

/** A purchasable article (not click-and-collect only, in no running campaign) with a variant in stock. */
async function purchasable(request: APIRequestContext): Promise<Pick> {
  for (let id = 2; id < 400; id++) {
    const res = await request.get(`/api/v1/articles/${id}`);
    if (!res.ok()) continue;
    const { data: a } = await res.json();
    if (!a.canPurchase || a.onlyCC || a.campaigns.length > 0 || a.price < 100) continue;
    const fresh = await (await request.get(`/api/v1/articles/availability/${id}`)).json();
    const inStock = (variantId: number) =>
      (fresh.data.variants.find((v: { id: number }) => v.id === variantId)?.shops ?? []).some(
        (s: { qty: number }) => s.qty >= 2,
      );
    const variant = a.variants.find((v: { id: number; canPurchase: boolean }) => v.canPurchase && inStock(v.id));
    if (variant) {
      const path = `/product/${id}?farge=${variant.color.id}&storrelse=${variant.size.id}`;
      return { id, name: a.name, articleNo: a.articleNo, price: a.price, path };
    }
  }
  throw new Error("no purchasable article in stock");
}

test("an administrator creates a campaign and a promo code that a shopper then uses", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const errors = collectErrors(page);
  const tag = randomBytes(3).toString("hex").toUpperCase();
  const campaignName = `Julekampanje ${tag}`;
  const code = `JUL${tag}`;
  const article = await purchasable(request);
  // Whole kroner, as the shop rounds article prices (spec section 9); the code is a fixed 25,50 kr.
  const campaignKroner = Math.floor(article.price * 0.8);
  const codeOre = 2550;

  await logInAsAdmin(page, "/admin/kampanjer");
  await expect(page.getByRole("heading", { level: 1, name: "Kampanjer" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Administrasjon" }).getByRole("link", { name: "Kampanjer" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Ny kampanje" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ny kampanje" })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Navn").fill(campaignName);
  await page.getByLabel("Kort beskrivelse").fill("Julegaver til halv pris");
  await page.getByLabel("Startdato").fill(osloDay(0));
  await page.getByLabel("Starttid").fill("00:00");
  await page.getByLabel("Sluttdato").fill(osloDay(-1));
  await page.getByLabel("Sluttid").fill("23:59");
  await page.getByLabel("Kampanjens merkelapp").fill("Julesalg");
  // The picture comes from the image library: uploaded there, and chosen at once (decision 066).
  const picture = page.getByRole("group", { name: "Bilde", exact: true });
  await picture.getByRole("button", { name: "Velg fra bildebiblioteket" }).click();
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#b3261e" } })
    .png()
    .toBuffer();
  await picture
    .getByLabel("Last opp et nytt bilde")
    .setInputFiles({ name: "julesalg.png", mimeType: "image/png", buffer: png });
  await expect(picture.getByRole("radio", { name: /^julesalg\.png, 600 × 400/ })).toBeChecked();
  await expect(picture.getByText(/^Valgt: julesalg\.png/)).toBeVisible();
  await page.getByRole("button", { name: "Opprett kampanje" }).click();
  await expect(page.getByText("Slutt må være etter start").first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Sluttdato").fill(osloDay(7));
  await page.getByRole("button", { name: "Opprett kampanje" }).click();
  await expect(page).toHaveURL(/\/admin\/kampanjer\/\d+\?opprettet=1$/);
  await expect(page.getByRole("heading", { level: 1, name: campaignName })).toBeVisible();
  await expect(page.getByText("Kampanjen er opprettet.")).toBeVisible();
  await expect(page.getByText("Pågår", { exact: true })).toBeVisible();
  await waitForHydration(page);

  // The article, found by its article number, at a price not below its own: refused in Norwegian.
  await page.getByLabel("Legg til vare: navn, varenummer eller EAN").fill(article.articleNo);
  await page.getByRole("button", { name: "Søk", exact: true }).click();
  await page.getByRole("button", { name: `Velg ${article.name}` }).click();
  await page.getByLabel("Kampanjepris (kr)").fill(String(article.price + 1));
  await page.getByRole("button", { name: "Legg til i kampanjen" }).click();
  await expect(page.getByText(/Kampanjeprisen må være lavere enn varens pris/).first()).toBeVisible();
  await page.getByLabel("Kampanjepris (kr)").fill(String(campaignKroner));
  await page.getByLabel("Type merkelapp").selectOption("price");
  await page.getByLabel("Varens merkelapp").fill("Julepris");
  await page.getByRole("button", { name: "Legg til i kampanjen" }).click();
  const line = page.getByRole("row", { name: new RegExp(article.name) });
  await expect(line).toContainText(money(campaignKroner * 100));
  await expect(line).toContainText("Julepris (Kampanjepris)");
  await expectNoAxeViolations(page);

  // The promo code, through the promo code page.
  await page.getByRole("navigation", { name: "Administrasjon" }).getByRole("link", { name: "Verdikoder" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Verdikoder" })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Navn").fill("Julekode");
  await page.getByLabel("Kode (A–Z og 0–9)").fill(code);
  await page.getByLabel("Type rabatt").selectOption("fixed");
  await page.getByLabel("Beløp (kr)").fill("25,50");
  await page.getByLabel("Gyldig fra").fill(osloDay(-1));
  await page.getByLabel("Gyldig til").fill(osloDay(7));
  await page.getByRole("button", { name: "Opprett verdikode" }).click();
  await expect(page.getByText("Verdikoden er opprettet.")).toBeVisible();
  // The refused forms are the failed requests the browser reports.
  expect(errors.filter((e) => !e.includes("status of 422"))).toEqual([]);

  const shopperContext = await browser.newContext();
  await acceptCookies(shopperContext, baseURL);
  const shopper = await shopperContext.newPage();
  await shopper.goto(article.path);
  const product = shopper.locator("#innhold");
  await expect(product.getByText(money(campaignKroner * 100)).first()).toBeVisible();
  await expect(product.getByText("Julepris", { exact: true }).first()).toBeVisible();

  await shopper.goto("/kampanjer");
  await shopper
    .getByRole("link", { name: new RegExp(campaignName) })
    .first()
    .click();
  await expect(shopper.getByRole("heading", { level: 1, name: campaignName })).toBeVisible();
  const card = shopper.locator("#innhold").getByRole("listitem").filter({ hasText: article.name });
  await expect(card).toContainText(money(campaignKroner * 100));
  await expect(card).toContainText("Julepris");

  await shopper.goto(article.path);
  await waitForHydration(shopper);
  await shopper.getByRole("button", { name: "Legg i handlekurven" }).click();
  await shopper.getByRole("dialog", { name: "Min Handlekurv" }).getByRole("link", { name: "Gå til kassen" }).click();
  await waitForHydration(shopper);
  await shopper.getByLabel("Verdikode").fill(code);
  await shopper.getByRole("button", { name: "Bruk" }).click();
  await expect(shopper.getByText(new RegExp(`Verdikode ${code}`)).first()).toBeVisible();
  await expect(shopper.locator("#innhold dd.order-summary__total")).toHaveText(money(campaignKroner * 100 - codeOre));
  await shopperContext.close();
});
