// The back office walked as a new person walks it (issue 29): nobody knows its addresses. A new
// administrator starts at the storefront, logs in and lands in the back office, and from there reaches
// and does eight everyday tasks by following links only: create a promo code, approve and answer a
// review, rename an article, upload a picture, import stock, create a campaign, edit the home page and
// read the log. A new staff member does the counter's work on a phone the same way. No page.goto after
// the storefront's front page.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { paidThreeLineReservation } from "./orders-support.ts";
import { acceptCookies, backOfficeMenu, collectErrors, expectNoAxeViolations, waitForHydration } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

/** From the storefront's front page, by its header's link, to the back office. */
async function logInFromFrontPage(page: Page, email: string, password: string) {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Logg inn" }).click();
  await expect(page).toHaveURL(/\/logg-inn$/);
  await waitForHydration(page);
  await page.getByLabel("E-post eller telefon", { exact: true }).fill(email);
  await page.getByLabel("Passord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Logg inn" }).click();
  // Staff, editors and administrators land in the back office.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Hei, / })).toBeVisible();
  await waitForHydration(page);
}

/** The back office's menu: folded under "Meny" on a phone, open beside the page on a laptop. */
const menu = backOfficeMenu;

test("a new administrator does eight tasks from /admin by links alone", async ({ page }) => {
  test.setTimeout(240_000);
  const errors = collectErrors(page);
  const tag = randomBytes(3).toString("hex").toUpperCase();
  await logInFromFrontPage(page, "admin@example.no", "Admin-passord-1");
  await expectNoAxeViolations(page);

  await test.step("create a promo code", async () => {
    await menu(page, "Verdikoder");
    await expect(page.getByRole("heading", { level: 1, name: "Verdikoder" })).toBeVisible();
    await page.getByLabel("Navn").fill(`Lenkekode ${tag}`);
    await page.getByLabel("Kode (A–Z og 0–9)").fill(`LENKE${tag}`);
    await page.getByLabel("Prosent").fill("10");
    await page.getByLabel("Gyldig fra").fill("2020-01-01");
    await page.getByLabel("Gyldig til").fill("2099-12-31");
    await page.getByRole("button", { name: "Opprett verdikode" }).click();
    await expect(page.getByText("Verdikoden er opprettet.")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(`LENKE${tag}`) })).toContainText("10 %");
  });

  await test.step("approve and answer a review, from the dashboard's tile", async () => {
    await menu(page, "Oversikt");
    await page.getByRole("link", { name: /Anmeldelser som venter/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Anmeldelser" })).toBeVisible();
    const card = page.locator(".admin-review").first();
    const text = (await card.locator("blockquote, p").first().innerText()).slice(0, 20);
    await card.getByLabel("Svar fra butikken").fill(`Takk for omtalen! (${tag})`);
    await card.getByRole("button", { name: "Lagre svar" }).click();
    await expect(card.getByText("Svaret er lagret")).toBeVisible();
    await card.getByRole("button", { name: "Godkjenn" }).click();
    await expect(page.locator(".admin-review").filter({ hasText: text })).toHaveCount(0);
  });

  let original = "";
  let renamed = "";
  await test.step("rename an article", async () => {
    await menu(page, "Varer");
    await page.getByLabel("Navn, varenummer eller EAN").fill("jakke");
    await page.getByRole("button", { name: "Søk" }).click();
    // The search's answer, not the list shown before it (whose links would move under the click).
    await page.waitForURL((url) => url.searchParams.get("sok") === "jakke");
    await waitForHydration(page);
    const link = page.getByRole("table").getByRole("link").nth(3);
    original = await link.innerText();
    renamed = `${original} ${tag}`;
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: original })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel("Navn", { exact: true }).fill(renamed);
    await page.getByRole("button", { name: "Lagre varen" }).click();
    await expect(page.getByText("Endringene er lagret og vises i nettbutikken.")).toBeVisible();
  });

  await test.step("upload a picture to the article", async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#345e8a" } })
      .png()
      .toBuffer();
    await page.getByLabel("Bildefil").setInputFiles({ name: `jakke-${tag}.png`, mimeType: "image/png", buffer: png });
    await expect(page.getByText("Bildet er lastet opp.")).toBeVisible();
    await page.getByLabel("Alternativ tekst").fill(`Blå jakke ${tag}`);
    await page.getByRole("button", { name: "Legg til bildet" }).click();
    await expect(page.getByText("Bildet er lagt på varen og vises i nettbutikken.")).toBeVisible();
  });

  await test.step("import stock", async () => {
    const ean = await page
      .locator("td, dd")
      .filter({ hasText: /^\d{13}$/ })
      .first()
      .innerText();
    await menu(page, "Import");
    await expect(page.getByRole("heading", { level: 1, name: "Import av varer, lager og bilder" })).toBeVisible();
    await page.getByLabel("Filen inneholder").selectOption("stock");
    const shop = page.getByLabel("Butikk", { exact: true });
    await shop.selectOption({ index: 1 });
    await page
      .getByLabel("CSV-fil")
      .setInputFiles({ name: "lager.csv", mimeType: "text/csv", buffer: Buffer.from(`EAN;Antall\n${ean};7\n`) });
    await page.getByRole("button", { name: "Sjekk filen (lagrer ingenting)" }).click();
    await expect(page.getByRole("heading", { name: "Prøvekjøring av lager.csv" })).toBeVisible();
    await expect(page.getByText("Avvist: 0")).toBeVisible();
    await page.getByRole("button", { name: /^Importer 1 linje/ }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Importen er ferdig/ })).toBeVisible();
  });

  await test.step("create a campaign", async () => {
    await menu(page, "Kampanjer");
    await page.getByRole("link", { name: "Ny kampanje" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ny kampanje" })).toBeVisible();
    await waitForHydration(page);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Navn").fill(`Vårkampanje ${tag}`);
    await page.getByLabel("Kort beskrivelse").fill("Planlagt fra lenkene");
    await page.getByLabel("Startdato").fill(day(60));
    await page.getByLabel("Starttid").fill("00:00");
    await page.getByLabel("Sluttdato").fill(day(67));
    await page.getByLabel("Sluttid").fill("23:59");
    await page.getByLabel("Kampanjens merkelapp").fill("Vårsalg");
    await page.getByRole("button", { name: "Opprett kampanje" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Vårkampanje ${tag}` })).toBeVisible();
    await expect(page.getByText("Kampanjen er opprettet.")).toBeVisible();
  });

  await test.step("edit the home page in a draft", async () => {
    await menu(page, "Forsiden");
    await expect(page.getByRole("heading", { level: 1, name: "Forsiden" })).toBeVisible();
    await page.getByLabel("Nytt utkast (navn)").fill(`lenker-${tag.toLowerCase()}`);
    await page.getByRole("button", { name: "Start utkast" }).click();
    await waitForHydration(page);
    const slot = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Rute 8" }) });
    await slot.getByText("Endre rute 8").click();
    await slot.getByLabel("Viser").selectOption({ label: "Tekst med bilde og lenke" });
    await slot.getByLabel("Lenke (adresse på nettstedet)").fill("/butikker");
    await slot.getByLabel("Tittel").fill(`Finn butikken ${tag}`);
    await slot.getByRole("button", { name: "Lagre i utkastet" }).click();
    await expect(slot.getByText("Lagret i utkastet.")).toBeVisible();
  });

  await test.step("read the log: the rename in Norwegian words, with a link to the article", async () => {
    await menu(page, "Endringslogg");
    await expect(page.getByRole("heading", { level: 1, name: "Endringslogg" })).toBeVisible();
    const row = page.getByText(new RegExp(`endret navnet på .*${tag}`)).first();
    await expect(row).toBeVisible();
    await expect(page.getByText(`Ingrid Berg opprettet verdikoden «LENKE${tag}».`)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step("put the article's name back, reached from the log", async () => {
    await page.getByRole("link", { name: renamed }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel("Navn", { exact: true }).fill(original);
    await page.getByRole("button", { name: "Lagre varen" }).click();
    await expect(page.getByText("Endringene er lagret og vises i nettbutikken.")).toBeVisible();
  });
  // The refused upload or form is not among these; none was sent.
  expect(errors).toEqual([]);
});

test("a new staff member works the counter on a phone from /admin by links alone @mobile", async ({
  page,
  baseURL,
}) => {
  const { id } = await paidThreeLineReservation(baseURL ?? "");
  await logInFromFrontPage(page, "ansatt@example.no", "Ansatt-passord-1");
  await expectNoAxeViolations(page);

  await menu(page, "Reservasjoner");
  await expect(page.getByRole("heading", { level: 1, name: /^Reservasjoner – / })).toBeVisible();
  await page.getByRole("link", { name: `Reservasjon ${id}`, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Reservasjon ${id}` })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Merk klar til henting" }).click();
  await expect(page.getByTestId("reservation-status")).toHaveText("Klar til henting");

  // Back on the front page it is among the day's pickups, and the tile leads to the list.
  await menu(page, "Oversikt");
  await expect(page.getByRole("link", { name: `Reservasjon ${id}`, exact: true })).toBeVisible();
  await page.getByRole("link", { name: /Klar til henting$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Reservasjoner – / })).toBeVisible();
  await expect(page.getByRole("link", { name: `Reservasjon ${id}`, exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
