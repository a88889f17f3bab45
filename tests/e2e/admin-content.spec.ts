// Back office journey for content (issue 15 item 5, decision 050): an editor changes a home grid slot
// in a named draft, sees it at /preview/<name> while the public home is unchanged (and a visitor gets
// 404 for the preview), publishes it and the public home shows it; then edits a static page's text,
// and is refused when emptying a legal page. Axe (WCAG 2.2 AA) on the new pages.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, collectErrors, expectNoAxeViolations, waitForHydration } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

async function logInAsEditor(page: Page, back: string) {
  await page.goto(back);
  await expect(page).toHaveURL(/\/logg-inn/);
  await page.getByLabel("E-post eller telefon", { exact: true }).fill("redaktor@example.no");
  await page.getByLabel("Passord", { exact: true }).fill("Redaktor-passord-1");
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page).toHaveURL(back);
  await waitForHydration(page);
}

test("an editor previews a home slot in a draft, then publishes it", async ({ page, browser, baseURL }) => {
  const errors = collectErrors(page);
  const name = `vinter-${randomBytes(3).toString("hex")}`;
  const title = `Kveldsåpent ${name}`;
  await logInAsEditor(page, "/admin/forside");
  await expect(page.getByRole("heading", { level: 1, name: "Forsiden" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Nytt utkast (navn)").fill(name);
  await page.getByRole("button", { name: "Start utkast" }).click();
  await expect(page).toHaveURL(new RegExp(`utkast=${name}`));
  await waitForHydration(page);
  const slot = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Rute 9" }) });
  await slot.getByText("Endre rute 9").click();
  await slot.getByLabel("Viser").selectOption({ label: "Tekst med bilde og lenke" });
  await slot.getByLabel("Lenke (adresse på nettstedet)").fill("https://example.com/");
  await slot.getByLabel("Tittel").fill(title);
  await slot.getByRole("button", { name: "Lagre i utkastet" }).click();
  await expect(slot.getByText("Lenken må være en adresse på nettstedet")).toBeVisible();
  await slot.getByLabel("Lenke (adresse på nettstedet)").fill("/butikker");
  await slot.getByRole("button", { name: "Lagre i utkastet" }).click();
  await expect(slot.getByText("Lagret i utkastet.")).toBeVisible();
  await expect(slot).toContainText(`I utkastet: Tekst med bilde og lenke: ${title} → /butikker`);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Forhåndsvis" }).click();
  await expect(page).toHaveURL(new RegExp(`/preview/${name}$`));
  await expect(page.getByRole("status").filter({ hasText: "Forhåndsvisning" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);

  const visitor = await browser.newContext({ baseURL });
  await acceptCookies(visitor, baseURL);
  const anonymous = await visitor.newPage();
  await anonymous.goto("/");
  await expect(anonymous.getByRole("heading", { name: "Utvalgt for deg" })).toBeVisible();
  await expect(anonymous.getByText(title)).toHaveCount(0);
  expect((await anonymous.goto(`/preview/${name}`))?.status()).toBe(404);

  await page.getByRole("link", { name: "Tilbake til redigering" }).click();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Publiser" }).click();
  await expect(page.getByText("Utkastet er publisert. Forsiden viser det nå.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Rute 9" }) })).toContainText(
    `Vises nå: Tekst med bilde og lenke: ${title}`,
  );

  await anonymous.goto("/");
  await expect(anonymous.getByRole("link", { name: title })).toBeVisible();
  await visitor.close();
  expect(errors).toEqual([]);
});

test("a slot's new campaign brings its own words, and words kept from the old one are warned of before publishing", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const name = `jul-${randomBytes(3).toString("hex")}`;
  const winterText = "Opptil 40 % på vinterklær, ski og alpinutstyr.";
  await logInAsEditor(page, "/admin/forside");
  await page.goto(`/admin/forside?utkast=${name}`);
  await waitForHydration(page);
  const slot = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Kampanjeboks", exact: true }) });
  await expect(slot).toContainText("Vises nå: Kampanje: Vintersalg");
  await slot.getByText("Endre kampanjeboks").click();
  await expect(slot.getByLabel("Tekst (valgfri)")).toHaveValue(winterText);

  // Another campaign: its own title and text take the winter sale's place, and the editor is told.
  await slot.getByLabel("Kampanje", { exact: true }).selectOption({ label: "Turklar" });
  await expect(slot.getByLabel("Tittel")).toHaveValue("Turklar");
  await expect(slot.getByLabel("Tekst (valgfri)")).toHaveValue(/^Gjør deg klar for tur/);
  await expect(slot.getByRole("status").filter({ hasText: "hører til «Turklar»" })).toBeVisible();

  // The editor puts the winter sale's text back: saved, but marked as written for the winter sale.
  await slot.getByLabel("Tekst (valgfri)").fill(winterText);
  await slot.getByRole("button", { name: "Lagre i utkastet" }).click();
  await expect(slot.getByText("Lagret i utkastet.")).toBeVisible();
  await expect(slot.getByText(/^Tittelen og teksten ble skrevet for kampanjen «Vintersalg»/).first()).toBeVisible();
  const warning = page.locator("#stale-warning");
  await expect(warning.getByRole("heading", { name: "Se over før du publiserer" })).toBeVisible();
  await expect(warning.getByRole("link", { name: "Kampanjeboks" })).toHaveAttribute("href", "#slot-campaignPromoBox");
  await expectNoAxeViolations(page);

  // Publishing waits for the editor's word that the text fits.
  await page.getByRole("button", { name: "Publiser" }).click();
  await expect(page.getByRole("alert")).toContainText("bekreft at teksten passer");
  await expect(page).toHaveURL(new RegExp(`utkast=${name}`));
  await warning.getByLabel("Jeg har sett over rutene, og teksten passer").check();
  await page.getByRole("button", { name: "Publiser" }).click();
  await expect(page.getByText("Utkastet er publisert. Forsiden viser det nå.")).toBeVisible();
  const published = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Kampanjeboks", exact: true }) });
  await expect(published).toContainText("Vises nå: Kampanje: Turklar");
  await expect(published.getByText(/^Tittelen og teksten ble skrevet for/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("an editor changes a page's text with a preview, and cannot empty the privacy page", async ({ page }) => {
  const errors = collectErrors(page);
  await logInAsEditor(page, "/admin/sider");
  await expect(page.getByRole("heading", { level: 1, name: "Sider" })).toBeVisible();
  await page.getByRole("link", { name: "Endre Vedlikehold" }).click();
  await waitForHydration(page);
  await page.getByLabel("Tittel").fill("Stell av klær og utstyr");
  await page.getByLabel("Tekst", { exact: true }).fill("Luft ullen ute.\n\n## Dun\n\nVask på 30 grader.");
  const preview = page.getByRole("region", { name: "Forhåndsvisning" });
  await expect(preview.getByRole("heading", { name: "Stell av klær og utstyr" })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Dun" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Lagre teksten" }).click();
  await expect(page.getByText("Teksten er lagret. Siden viser den nå.")).toBeVisible();

  await page.goto("/vedlikehold");
  await expect(page.getByRole("heading", { level: 1, name: "Stell av klær og utstyr" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Dun" })).toBeVisible();

  await page.goto("/admin/sider?side=privacy");
  await waitForHydration(page);
  await page.getByLabel("Tekst", { exact: true }).fill("");
  await page.getByRole("button", { name: "Lagre teksten" }).click();
  await expect(page.getByRole("alert")).toHaveText("Teksten kan ikke være tom");
  await page.goto("/personvernerklaering");
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("an editor reorders the main menu and the shop's menu follows at once", async ({ page }) => {
  const errors = collectErrors(page);
  await logInAsEditor(page, "/admin/menyer");
  await expect(page.getByRole("heading", { level: 1, name: "Menyer" })).toBeVisible();
  await expectNoAxeViolations(page);
  const preview = page.getByTestId("menu-preview-desktop");
  await expect(preview.getByRole("listitem").nth(5)).toHaveText("Klær");

  await page.getByRole("button", { name: "Opp: Sko" }).click();
  await expect(preview.getByRole("listitem").nth(5)).toHaveText("Sko");
  await page.getByRole("button", { name: "Lagre menyen" }).click();
  await expect(page.getByText("Menyen er lagret. Butikken viser den nå.")).toBeVisible();

  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Hovedmeny" });
  const labels = await menu.getByRole("link").allTextContents();
  expect(labels.indexOf("Sko")).toBeLessThan(labels.indexOf("Klær"));

  // Put the order back for the other journeys.
  await page.goto("/admin/menyer");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Opp: Klær" }).click();
  await page.getByRole("button", { name: "Lagre menyen" }).click();
  await expect(page.getByText("Menyen er lagret. Butikken viser den nå.")).toBeVisible();
  expect(errors).toEqual([]);
});

test("the content pages work on a phone, axe clean", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsEditor(page, "/admin/forside");
  for (const path of ["/admin/forside?utkast=telefon", "/admin/sider?side=about", "/admin/menyer"]) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    await expectNoAxeViolations(page);
  }
});
