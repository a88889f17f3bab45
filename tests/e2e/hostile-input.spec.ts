// Pages under hostile addresses (issue 11): every page route of app/routes.ts with NUL and control
// characters, ids beyond a PostgreSQL integer, malformed percent-encoding, 5,000-character segments
// and injection attempts in its path and query, as a visitor and as shop staff. None may answer 5xx;
// the ones a person can reach by accident lead somewhere sensible.
import { type APIRequestContext, expect, request, test } from "@playwright/test";
import { staffApi } from "./support.ts";

const HOSTILE = [
  "%00",
  "a%00b",
  "%01%1F%7F",
  "2147483648",
  "99999999999999999999",
  "-1",
  "0",
  "1e309",
  "%E0%A4%A",
  "%ED%A0%80",
  "%",
  "a".repeat(5000),
  "%0D%0ALocation:%20http://evil.example",
  "..%2F..%2Fetc%2Fpasswd",
  "%5C%5Cevil.example",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "%F0%9F%98%80",
];

const PAGES = [
  "/product/{x}",
  "/product/navn-{x}",
  "/kampanjer/{x}",
  "/utvalg/{x}",
  "/search/{x}",
  "/search?q={x}",
  "/{x}",
  "/{x}/{x}",
  "/klaer/{x}/{x}",
  "/article/{x}",
  "/preview/{x}",
  "/konto/nytt-passord?token={x}",
  "/konto/bekreft-epost?token={x}",
  "/logg-inn?tilbake={x}&melding={x}",
  "/klaer?page={x}&sorter={x}&omvendt={x}",
  "/klaer?pris_fra={x}&pris_til={x}&farge={x}&storrelse={x}",
  "/butikker?{x}={x}",
  "/kvittering/{x}?t={x}",
];

const STAFF_PAGES = ["/admin?status={x}&butikk={x}", "/admin/reservasjon/{x}", "/admin/epost?to={x}"];

const fill = (page: string, value: string) => page.replaceAll("{x}", value);

// Node answers 431 to a request head over 16 KB and drops the socket without reading the rest.
const TOO_LONG_TO_READ = 8_000;

async function statusOf(api: APIRequestContext, url: string): Promise<number> {
  return (await api.get(url, { maxRedirects: 0, headers: { connection: "close" } })).status();
}

/**
 * An address the server cannot read goes through a client of its own (same cookies), so the socket
 * the server drops after its 431 is never one a later address is sent on: a reset there would say
 * nothing about that address.
 */
async function statusAlone(api: APIRequestContext, baseURL: string, url: string): Promise<number> {
  const alone = await request.newContext({ baseURL, storageState: await api.storageState() });
  try {
    return await statusOf(alone, url);
  } finally {
    await alone.dispose();
  }
}

/** The addresses among `pages` × HOSTILE that answered 5xx, with their status. */
async function serverErrors(api: APIRequestContext, baseURL: string, pages: string[]): Promise<string[]> {
  const failed: string[] = [];
  for (const page of pages) {
    for (const value of HOSTILE) {
      const url = fill(page, value);
      const status = url.length > TOO_LONG_TO_READ ? await statusAlone(api, baseURL, url) : await statusOf(api, url);
      if (status >= 500) failed.push(`${status} ${url.slice(0, 120)}`);
    }
  }
  return failed;
}

test("no page answers 5xx to a hostile address, for a visitor or for staff", async ({ request: visitor, baseURL }) => {
  test.setTimeout(180_000);
  expect(await serverErrors(visitor, baseURL as string, [...PAGES, ...STAFF_PAGES])).toEqual([]);
  const staff = await staffApi(baseURL as string);
  expect(
    await serverErrors(staff, baseURL as string, [...STAFF_PAGES, "/konto", "/konto/reservasjoner?page={x}"]),
  ).toEqual([]);
  await staff.dispose();
});

test("a search address longer than 200 characters leads to the search for its first 200", async ({ page }) => {
  await page.goto(`/search/${"a".repeat(250)}`);
  await expect(page).toHaveURL(new RegExp(`/search/${"a".repeat(200)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Søk: «${"a".repeat(200)}»`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header search box takes at most 200 characters and leads to the results", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Søk etter produkter" });
    await expect(box).toHaveAttribute("maxlength", "200");
    await page.goto(`/search?q=${"jakke ".repeat(60)}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Søk: «jakke jakke");
  });
});

test("a page address with a NUL character is a 400 page in Norwegian with a way back", async ({ page }) => {
  const response = await page.goto("/search/%00");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ugyldig adresse");
  await page.getByRole("link", { name: "Gå til forsiden" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("staff asking for a reservation id no reservation can have get 'Siden finnes ikke'", async ({
  baseURL,
  browser,
}) => {
  const api = await staffApi(baseURL as string);
  const context = await browser.newContext({ storageState: await api.storageState() });
  const page = await context.newPage();
  const response = await page.goto("/admin/reservasjon/2147483648");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Siden finnes ikke");
  await context.close();
  await api.dispose();
});
