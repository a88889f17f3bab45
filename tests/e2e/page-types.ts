// Every page type of the shop, opened the way a shopper (or staff member) reaches it, for the width
// journey (widths.spec.ts) and `npm run screenshots`. Plain Playwright calls only (no `expect`), so the
// screenshot script can use it outside the test runner. The list is ordered: the checkout needs the
// cart filled before it, the staff pages need the login before them.
import type { APIRequestContext, Page } from "@playwright/test";

export interface PageType {
  /** Names the page in failure messages and screenshot file names. */
  name: string;
  open: (page: Page) => Promise<void>;
}

/** The demo staff member (scripts/seed.ts), who also has a customer account. */
const STAFF = { login: "ansatt@example.no", password: "Ansatt-passord-1" };
/** A postcode with the demo shops around it (the checkout's 'Finn nærmeste butikk'). */
const POSTCODE = "0150";
/** The brand with the collection page and the longest name in the header. */
export const SECOND_BRAND_HOST = "fjellsport.local";

async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** A purchasable article with a variant in stock in the shop nearest POSTCODE, as a product path with the variant chosen. */
export async function stockedArticlePath(request: APIRequestContext): Promise<string> {
  const place = await (await request.get(`/api/v1/postalcodes/${POSTCODE}`)).json();
  const shops: { id: number; distance: number }[] = (
    await (await request.get(`/api/v1/shops?lat=${place.CoordLat}&lon=${place.CoordLong}`)).json()
  ).data;
  const nearest = [...shops].sort((a, b) => a.distance - b.distance)[0]?.id;
  for (let id = 1; id < 400; id++) {
    const res = await request.get(`/api/v1/articles/${id}`);
    if (!res.ok()) continue;
    const { data: a } = await res.json();
    if (!a.canPurchase || a.onlyCC) continue;
    const variant = a.variants.find(
      (v: { canPurchase: boolean; shops: { id: number; qty: number }[] }) =>
        v.canPurchase && v.shops.some((s) => s.id === nearest && s.qty >= 2),
    );
    if (variant) return `/product/${id}?farge=${variant.color.id}&storrelse=${variant.size.id}`;
  }
  throw new Error(`no article in stock near ${POSTCODE}`);
}

async function openCheckout(page: Page) {
  await visit(page, await stockedArticlePath(page.request));
  await page.getByRole("button", { name: "Legg i handlekurven" }).click();
  await page.getByRole("dialog", { name: "Min Handlekurv" }).getByRole("link", { name: "Gå til kassen" }).click();
  await page.waitForURL(/\/checkout$/);
  await hydrated(page);
  await page.getByLabel("Navn").fill("Kari Nordmann");
  await page.getByLabel("Telefon").fill("+47 91234567");
  await page.getByLabel("E-post").fill("kari@example.no");
}

/** The first link on `path` whose address starts with `prefix`. */
async function firstLink(page: Page, path: string, prefix: string): Promise<string> {
  await visit(page, path);
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute("href");
  if (!href) throw new Error(`no link to ${prefix}… on ${path}`);
  return href;
}

export function pageTypes(baseURL: string): PageType[] {
  const secondBrand = new URL(baseURL);
  secondBrand.hostname = SECOND_BRAND_HOST;
  const onSecondBrand = (path: string) => new URL(path, secondBrand).toString();
  return [
    { name: "home", open: (page) => visit(page, "/") },
    { name: "category", open: (page) => visit(page, "/klaer") },
    { name: "subcategory", open: (page) => visit(page, "/klaer/jakker") },
    { name: "product", open: (page) => visit(page, "/product/5") },
    { name: "search", open: (page) => visit(page, "/search/jakke") },
    { name: "bundle", open: (page) => visit(page, "/utvalg/1+2+3") },
    { name: "campaign", open: async (page) => visit(page, await firstLink(page, "/", "/kampanjer/")) },
    { name: "shop-finder", open: (page) => visit(page, "/butikker") },
    { name: "shop", open: async (page) => visit(page, await firstLink(page, "/butikker", "/butikker/")) },
    { name: "static-page", open: (page) => visit(page, "/om-oss") },
    { name: "login", open: (page) => visit(page, "/logg-inn") },
    { name: "register", open: (page) => visit(page, "/registrer") },
    { name: "not-found", open: (page) => visit(page, "/finnes-ikke") },
    { name: "second-brand-home", open: (page) => visit(page, onSecondBrand("/")) },
    { name: "second-brand-collection", open: (page) => visit(page, onSecondBrand("/kolleksjon")) },
    {
      name: "checkout-pickup",
      open: async (page) => {
        await openCheckout(page);
        await page.getByLabel("Ditt postnummer").fill(POSTCODE);
        await page.getByRole("button", { name: "Finn nærmeste butikk" }).click();
        await page.locator(".shop-choices li").first().waitFor();
      },
    },
    {
      name: "checkout-delivery",
      open: async (page) => {
        await page.getByLabel(/Levering med post/).check();
        await page.getByRole("group", { name: "Leveringsadresse" }).waitFor();
      },
    },
    {
      // The stand-in takes no money (test mode, decision 024); approving it gives the staff pages a reservation.
      name: "checkout-klarna",
      open: async (page) => {
        await page.getByLabel(/Hent i butikk/).check();
        await page.getByRole("button", { name: /^Betal \d/ }).click();
        await page.getByRole("dialog", { name: "Klarna (testmodus)" }).waitFor();
      },
    },
    {
      name: "checkout-confirmation",
      open: async (page) => {
        await page
          .getByRole("dialog", { name: "Klarna (testmodus)" })
          .getByRole("button", { name: "Godkjenn betaling" })
          .click();
        await page.getByRole("heading", { name: "Takk for bestillingen!" }).waitFor();
      },
    },
    {
      name: "account",
      open: async (page) => {
        // Staff land in the back office after login (issue 29); their customer page is asked for here.
        await visit(page, "/logg-inn?tilbake=%2Fkonto");
        await page.getByLabel("E-post eller telefon", { exact: true }).fill(STAFF.login);
        await page.getByLabel("Passord", { exact: true }).fill(STAFF.password);
        await page.getByRole("button", { name: "Logg inn" }).click();
        await page.waitForURL(/\/konto$/);
        await hydrated(page);
      },
    },
    { name: "account-history", open: (page) => visit(page, "/konto/reservasjoner") },
    { name: "admin-dashboard", open: (page) => visit(page, "/admin") },
    { name: "admin-list", open: (page) => visit(page, "/admin/reservasjoner") },
    {
      name: "admin-reservation",
      open: async (page) => visit(page, await firstLink(page, "/admin/reservasjoner", "/admin/reservasjon/")),
    },
  ];
}
