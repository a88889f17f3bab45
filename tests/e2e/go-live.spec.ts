// Going live from an empty database (issue 31): the built shop in production mode on a database with
// no demo, the first administrator from `npm run admin:create` and its one-time link, then everything
// in the back office by its menu: a brand, a shop, the category tree, a shipping method and the legal
// pages, the chain's catalogue file with its pictures and a stock file; then a shopper finds an article
// by search, reserves it for pickup and pays through a local server in Klarna's shape (under the
// production CSP), and the administrator hands it over, which captures the payment.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { type RunningProcess, startProcess, startShopServer } from "./own-server.ts";
import { KLARNA_PORT, OWN_SHOP_PORT } from "./ports.ts";
import { acceptCookies, backOfficeMenu, collectErrors, expectNoAxeViolations, waitForHydration } from "./support.ts";

const KLARNA_USERNAME = "PK_go_live";
const KLARNA_PASSWORD = "go-live-secret";
const KLARNA = `http://127.0.0.1:${KLARNA_PORT}`;
const SHOP = `http://127.0.0.1:${OWN_SHOP_PORT}`;
const DATA_DIR = "./data/e2e-go-live";
const ADMIN = { email: "sjef@fjellogfjord.example", name: "Berit Sjef", password: "Fjordsjef-paa-fjellet-31" };
const FIXTURES = path.join("tests", "fixtures", "import");
/** The catalogue file: 50 variants of 10 articles in Klær, Sko and Utstyr. */
const ARTICLES = readFileSync(path.join(FIXTURES, "articles.csv"), "utf8");
const EANS = ARTICLES.trim()
  .split(/\r?\n/)
  .slice(1)
  .map((line) => line.split(";")[0] as string);

let klarna: RunningProcess;
let shop: RunningProcess;

test.use({ baseURL: SHOP });
test.describe.configure({ timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  klarna = await startProcess({
    command: "npx",
    args: ["tsx", "tests/servers/klarna.ts", String(KLARNA_PORT), KLARNA_USERNAME, KLARNA_PASSWORD],
    port: KLARNA_PORT,
    readyPath: "/kp/lib/v1/api.js",
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await klarna?.stop();
});

/** `npm run admin:create` on the stopped shop's directory: answers the one-time link it printed. */
function createFirstAdministrator(): string {
  const run = spawnSync("npx", ["tsx", "scripts/admin-create.ts", "--email", ADMIN.email, "--name", ADMIN.name], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR, DATABASE_URL: "", PUBLIC_URL: SHOP, NODE_ENV: "production" },
  });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  const link = run.stdout.match(/https?:\/\/\S+token=[A-Za-z0-9_-]+\S*/)?.[0];
  expect(link, run.stdout).toBeTruthy();
  expect(run.stdout + run.stderr).not.toContain(ADMIN.password);
  return new URL(link as string).pathname + new URL(link as string).search;
}

const menu = backOfficeMenu;

test("from an empty database to a paid and handed-over reservation, through the back office", async ({
  page,
  context,
}) => {
  // An empty directory, then the first administrator while the shop is stopped (PGlite: one process).
  const { rm } = await import("node:fs/promises");
  await rm(DATA_DIR, { recursive: true, force: true });
  const link = createFirstAdministrator();
  shop = await startShopServer({
    port: OWN_SHOP_PORT,
    dataDir: DATA_DIR,
    keepData: true,
    env: {
      SEED_DEMO: "0",
      PUBLIC_URL: SHOP,
      RATE_LIMIT_EXEMPT_LOOPBACK: "1",
      KLARNA_API_URL: KLARNA,
      KLARNA_USERNAME,
      KLARNA_PASSWORD,
      KLARNA_SDK_URL: `${KLARNA}/kp/lib/v1/api.js`,
    },
  });
  await acceptCookies(context, SHOP);
  const errors = collectErrors(page);

  // No demo: the demo's administrator does not exist.
  const demo = await page.request.post("/api/v1/customers/login", {
    data: { email: "admin@example.no", password: "Admin-passord-1" },
    headers: { "x-requested-with": "XMLHttpRequest" },
  });
  expect(demo.status()).not.toBe(200);

  // The one-time link: choose the password, then log in and land in the back office.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Velg passord" })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Nytt passord", { exact: true }).fill(ADMIN.password);
  await page.getByLabel("Gjenta nytt passord", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Lagre nytt passord" }).click();
  await expect(page.getByText("Passordet er endret - logg inn med det nye passordet")).toBeVisible();
  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByLabel("E-post eller telefon", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Passord", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await waitForHydration(page);

  // "Klar for lansering" names what is missing.
  await menu(page, "Klar for lansering");
  await expect(page.getByRole("heading", { level: 1, name: "Klar for lansering" })).toBeVisible();
  await expect(page.getByText("Ingen butikk er åpen: kundene har ingen butikk å hente i.")).toBeVisible();
  await expectNoAxeViolations(page);

  // A brand.
  await menu(page, "Merker");
  await page.getByLabel("Navn", { exact: true }).fill("Fjell og Fjord");
  await page.getByRole("button", { name: "Opprett merket" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Fjell og Fjord" })).toBeVisible();

  // A shop, its coordinates from the postcode (no geocoder configured).
  await menu(page, "Butikker");
  await page.getByRole("link", { name: "Ny butikk" }).click();
  await waitForHydration(page);
  await page.getByLabel("Butikknummer", { exact: true }).fill("1001");
  await page.getByLabel("Navn", { exact: true }).fill("Fjell og Fjord Sentrum");
  await page.getByLabel("Fullt navn", { exact: true }).fill("Fjell og Fjord Sentrum AS");
  await page.getByLabel("Org.nr.", { exact: true }).fill("923609016");
  await page.getByLabel("Telefon", { exact: true }).fill("22334455");
  await page.getByLabel("E-post", { exact: true }).fill("sentrum@fjellogfjord.example");
  await page.getByLabel("Adresse", { exact: true }).fill("Stenersgata 1");
  await page.getByLabel("Postnummer", { exact: true }).fill("0050");
  await page.getByLabel("Poststed", { exact: true }).fill("Oslo");
  await page.getByRole("button", { name: "Opprett butikk" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Fjell og Fjord Sentrum/ })).toBeVisible();
  const shopId = Number(new URL(page.url()).pathname.split("/").pop());
  expect(shopId).toBeGreaterThan(0);

  // The category tree: a main group, a subcategory and a group (the file's other names are created
  // by the import, and listed in its dry run first).
  await menu(page, "Kategorier");
  const newMain = page.getByRole("region", { name: "Ny hovedgruppe" });
  await newMain.getByLabel("Navn", { exact: true }).fill("Klær");
  await newMain.getByRole("button", { name: "Opprett hovedgruppe" }).click();
  await expect(page.getByText("Hovedgruppen «Klær» er opprettet.")).toBeVisible();
  await page
    .getByText(/^Endre og undergrupper/)
    .first()
    .click();
  await page.locator('[id^="sub-new-"][id$="-name"]').fill("Jakker");
  await page.getByRole("button", { name: "Opprett undergruppe" }).click();
  await expect(page.getByText("Undergruppen «Jakker» er opprettet.")).toBeVisible();
  await page
    .getByText(/^Endre og varegrupper/)
    .first()
    .click();
  await page.locator('[id^="group-new-"][id$="-name"]').fill("Skalljakker");
  await page.getByRole("button", { name: "Opprett varegruppe" }).click();
  await expect(page.getByText("Varegruppen «Skalljakker» er opprettet.")).toBeVisible();

  // A shipping method: pickup in the shop, free.
  await menu(page, "Frakt");
  await page.getByLabel("Navn", { exact: true }).fill("Hent i butikk");
  await page.getByLabel("Beskrivelse", { exact: true }).fill("Klar til henting i butikken du velger");
  await page.getByLabel("Hent i butikk", { exact: true }).check();
  await page.getByLabel("Pris (kr)", { exact: true }).fill("0");
  await page.getByRole("button", { name: "Opprett fraktmåte" }).click();
  await expect(page.getByRole("cell", { name: "Endre Hent i butikk" })).toBeVisible();

  // The terms of sale and the privacy page.
  for (const [name, title] of [
    ["Kundeservice, salgsvilkår og angrerett", "Kundeservice og salgsvilkår"],
    ["Personvern og informasjonskapsler", "Personvernerklæring"],
  ] as const) {
    await menu(page, "Sider");
    await page.getByRole("link", { name: `Endre ${name}` }).click();
    await waitForHydration(page);
    await page.getByLabel("Tittel", { exact: true }).fill(title);
    await page.getByLabel("Tekst", { exact: true }).fill(`## ${title}\n\nFjell og Fjord AS, Stenersgata 1, 0050 Oslo.`);
    await page.getByRole("button", { name: "Lagre teksten" }).click();
    await expect(page.getByText("Teksten er lagret. Siden viser den nå.")).toBeVisible();
  }

  // The catalogue file: dry run, then import.
  await menu(page, "Import");
  await page.getByLabel("Filen inneholder").selectOption("articles");
  await page.getByLabel("CSV-fil").setInputFiles(path.join(FIXTURES, "articles.csv"));
  await page.getByRole("button", { name: "Sjekk filen (lagrer ingenting)" }).click();
  await expect(page.getByRole("heading", { name: "Prøvekjøring av articles.csv" })).toBeVisible();
  await expect(page.getByText("Avvist: 0")).toBeVisible();
  await page.getByRole("button", { name: "Importer 50 linjer" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Importen er ferdig/ })).toBeVisible();

  // The pictures, as a zip whose names are EANs and article numbers.
  await page.getByLabel("Filen inneholder").selectOption("pictures");
  await page.getByLabel("Zip-fil med bilder").setInputFiles(path.join(FIXTURES, "pictures.zip"));
  await page.getByRole("button", { name: "Sjekk filen (lagrer ingenting)" }).click();
  await expect(page.getByRole("heading", { name: "Prøvekjøring av pictures.zip" })).toBeVisible();
  await expect(page.getByText("Avvist: 0")).toBeVisible();
  await page.getByRole("button", { name: /^Importer \d+ linje/ }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Importen er ferdig/ })).toBeVisible();

  // The stock of the new shop: the whole file is for it, so it has no shop column.
  await page.getByLabel("Filen inneholder").selectOption("stock");
  const shopSelect = page.getByLabel("Butikk", { exact: true });
  await shopSelect.selectOption({ value: String(shopId) });
  const stock = `ean;qty\n${EANS.map((ean) => `${ean};5`).join("\n")}\n`;
  await page
    .getByLabel("CSV-fil")
    .setInputFiles({ name: "lager.csv", mimeType: "text/csv", buffer: Buffer.from(stock) });
  await page.getByRole("button", { name: "Sjekk filen (lagrer ingenting)" }).click();
  await expect(page.getByRole("heading", { name: "Prøvekjøring av lager.csv" })).toBeVisible();
  await expect(page.getByText("Avvist: 0")).toBeVisible();
  await page.getByRole("button", { name: "Importer 50 linjer" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Importen er ferdig/ })).toBeVisible();

  // Ready: nothing a shopper needs is missing any more.
  await menu(page, "Klar for lansering");
  await expect(page.getByText(/ting mangler før kundene kan handle/)).toHaveCount(0);
  await expect(page.locator(".launch-item--missing")).toHaveCount(0);

  // A shopper (another browser) finds a jacket by search and reserves it for pickup.
  const shopperContext = await page.context().browser()?.newContext({ baseURL: SHOP, locale: "nb-NO" });
  if (!shopperContext) throw new Error("no browser");
  await acceptCookies(shopperContext, SHOP);
  const shopper = await shopperContext.newPage();
  const shopperErrors = collectErrors(shopper);
  await shopper.goto("/");
  await waitForHydration(shopper);
  await shopper.getByRole("combobox", { name: "Søk etter produkter" }).fill("skalljakke");
  await shopper.getByRole("combobox", { name: "Søk etter produkter" }).press("Enter");
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Søk: «skalljakke»");
  await shopper
    .getByRole("link", { name: /Fjellvind Skalljakke/ })
    .first()
    .click();
  await expect(shopper.getByRole("heading", { level: 1 })).toContainText("Fjellvind Skalljakke");
  await waitForHydration(shopper);
  await shopper.getByRole("button", { name: "Legg i handlekurven" }).click();
  const cart = shopper.getByRole("dialog", { name: "Min Handlekurv" });
  await cart.getByRole("link", { name: "Gå til kassen" }).click();
  await expect(shopper).toHaveURL(/\/checkout$/);
  await waitForHydration(shopper);
  await shopper.getByLabel("Navn").fill("Kari Nordmann");
  await shopper.getByLabel("Telefon").fill("91234567");
  await shopper.getByLabel("E-post").fill("kari.golive@example.no");
  await shopper.getByLabel("Ditt postnummer").fill("0150");
  await shopper.getByRole("button", { name: "Finn nærmeste butikk" }).click();
  await expect(shopper.locator(`input[name="shop"][value="${shopId}"]`)).toBeChecked();
  await shopper.getByRole("button", { name: /^Betal \d/ }).click();
  await expect(shopper.getByRole("heading", { name: "Takk for bestillingen!" })).toBeVisible();
  const reservationId = Number(await shopper.getByTestId("receipt-number").textContent());
  expect(reservationId).toBeGreaterThan(0);
  expect(shopperErrors).toEqual([]);
  await shopperContext.close();

  // The administrator hands it over at the counter: ready, then collected, and Klarna captures.
  await menu(page, "Reservasjoner");
  await page.getByRole("link", { name: `Reservasjon ${reservationId}`, exact: true }).click();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Merk klar til henting" }).click();
  await expect(page.getByTestId("reservation-status")).toHaveText("Klar til henting");
  await page.getByRole("button", { name: "Utlever og trekk betaling" }).click();
  await page
    .getByRole("dialog", { name: "Utlever varene?" })
    .getByRole("button", { name: "Ja, utlever og trekk" })
    .click();
  await expect(page.getByTestId("reservation-status")).toHaveText("Hentet");
  const seen: string[] = (await (await page.request.get(`${KLARNA}/__test/seen`)).json()).seen;
  expect(seen.some((s) => /^POST \/ordermanagement\/v1\/orders\/[^/]+\/captures$/.test(s))).toBe(true);
  expect(errors).toEqual([]);
});
