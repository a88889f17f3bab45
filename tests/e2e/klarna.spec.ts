// Real Klarna in the production build (decision 072): the built shop, started with KLARNA_API_URL and
// KLARNA_SDK_URL pointing at a local server in Klarna's shape on another origin, under the production
// CSP. The checkout loads the SDK (with the page's nonce) and its widget frame with no CSP violation,
// authorises, the reservation is made; staff hand it over and the capture reaches that server.
import { expect, test } from "@playwright/test";
import { type RunningProcess, startProcess, startShopServer } from "./own-server.ts";
import { OWN_SHOP_PORT, KLARNA_PORT as PORT_OF_KLARNA } from "./ports.ts";
import { acceptCookies, collectErrors, staffApi, stockNow, waitForHydration } from "./support.ts";

const KLARNA_USERNAME = "PK_e2e_butikk";
const KLARNA_PASSWORD = "e2e-klarna-secret";
const KLARNA = `http://127.0.0.1:${PORT_OF_KLARNA}`;
const SDK_URL = `${KLARNA}/kp/lib/v1/api.js`;
const SHOP = `http://127.0.0.1:${OWN_SHOP_PORT}`;
/** The demo staff member works in shop 55, the shop nearest 0150. */
const SHOP_ID = 55;
const POSTCODE = "0150";
const TEST_MODE = "Testmodus: betalinger er ikke ekte – ingen penger trekkes.";
const basic = `Basic ${Buffer.from(`${KLARNA_USERNAME}:${KLARNA_PASSWORD}`).toString("base64")}`;

let klarna: RunningProcess;
let shop: RunningProcess;

test.use({ baseURL: SHOP });

test.beforeAll(async () => {
  // The shop seeds its demo data first.
  test.setTimeout(240_000);
  klarna = await startProcess({
    command: "npx",
    args: ["tsx", "tests/servers/klarna.ts", String(PORT_OF_KLARNA), KLARNA_USERNAME, KLARNA_PASSWORD],
    port: PORT_OF_KLARNA,
    readyPath: "/kp/lib/v1/api.js",
  });
  shop = await startShopServer({
    port: OWN_SHOP_PORT,
    dataDir: "./data/e2e-klarna",
    env: {
      SEED_DEMO: "1",
      SEED_ARTICLES: "120",
      KLARNA_API_URL: KLARNA,
      KLARNA_USERNAME,
      KLARNA_PASSWORD,
      KLARNA_SDK_URL: SDK_URL,
    },
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await klarna?.stop();
});

/** A purchasable article (not click-and-collect only, no campaign) with a variant in stock in the shop. */
async function pickArticle(request: import("@playwright/test").APIRequestContext) {
  for (let id = 1; id < 120; id++) {
    const res = await request.get(`/api/v1/articles/${id}`);
    if (!res.ok()) continue;
    const { data: a } = await res.json();
    if (!a.canPurchase || a.onlyCC || a.campaigns.length > 0) continue;
    const shops = await stockNow(request, id);
    const variant = a.variants.find(
      (v: { id: number; canPurchase: boolean }) =>
        v.canPurchase && shops(v.id).some((s) => s.id === SHOP_ID && s.qty >= 1),
    );
    if (variant)
      return { name: a.name as string, path: `/product/${id}?farge=${variant.color.id}&storrelse=${variant.size.id}` };
  }
  throw new Error("no purchasable article in stock in shop 55");
}

test("real Klarna: the checkout loads Klarna's SDK under the production CSP, authorises, and staff capture", async ({
  page,
  context,
  request,
}) => {
  await acceptCookies(context, SHOP);
  // Every CSP violation in the shop's pages, as the browser reports it to the page.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const errors = collectErrors(page);
  const cspMessages: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) cspMessages.push(m.text());
  });
  const widget: number[] = [];
  page.on("response", (res) => {
    if (res.url().startsWith(`${KLARNA}/kp/widget`)) widget.push(res.status());
  });

  const pick = await pickArticle(request);
  await page.goto(pick.path);
  await waitForHydration(page);
  // Real Klarna: no 'testmodus' anywhere.
  await expect(page.getByText(TEST_MODE)).toHaveCount(0);
  await page.getByRole("button", { name: "Legg i handlekurven" }).click();
  const cart = page.getByRole("dialog", { name: "Min Handlekurv" });
  await expect(cart).toBeVisible();
  await cart.getByRole("link", { name: "Gå til kassen" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await waitForHydration(page);

  await page.getByLabel("Navn").fill("Kari Nordmann");
  await page.getByLabel("Telefon").fill("+47 91234567");
  await page.getByLabel("E-post").fill("kari.klarna@example.no");
  await page.getByLabel("Ditt postnummer").fill(POSTCODE);
  await page.getByRole("button", { name: "Finn nærmeste butikk" }).click();
  await expect(page.locator(`input[name="shop"][value="${SHOP_ID}"]`)).toBeChecked();
  await page.getByRole("button", { name: /^Betal \d/ }).click();

  // The SDK came from Klarna's origin with the page's nonce, its widget frame loaded, and Klarna's
  // authorisation made the reservation: the receipt.
  await expect(page.getByRole("heading", { name: "Takk for bestillingen!" })).toBeVisible();
  const reservationId = Number(await page.getByTestId("receipt-number").textContent());
  expect(reservationId).toBeGreaterThan(0);
  const sdk = page.locator(`script[src="${SDK_URL}"]`);
  await expect(sdk).toHaveCount(1);
  const pageNonce = await page.evaluate(() => document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "");
  expect(pageNonce).not.toBe("");
  expect(await sdk.evaluate((s: HTMLScriptElement) => s.nonce)).toBe(pageNonce);
  expect(widget).toEqual([200]);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(cspMessages).toEqual([]);
  expect(errors).toEqual([]);

  // Staff of shop 55 mark it ready and hand it over; the capture goes to Klarna.
  const staff = await staffApi(SHOP);
  const xsrf = (await staff.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const act = (action: string) =>
    staff.post(`/api/v1/backoffice/reservations/${reservationId}/${action}`, {
      data: {},
      headers: { "x-xsrf-token": xsrf },
    });
  expect((await act("ready")).status()).toBe(200);
  expect((await act("collect")).status()).toBe(200);

  const seen: string[] = (await (await request.get(`${KLARNA}/__test/seen`)).json()).seen;
  const capture = seen.find((s) => /^POST \/ordermanagement\/v1\/orders\/[^/]+\/captures$/.test(s));
  expect(capture, seen.join("\n")).toBeTruthy();
  const orderId = (capture as string).split("/")[4];
  const order = await (
    await request.get(`${KLARNA}/ordermanagement/v1/orders/${orderId}`, { headers: { authorization: basic } })
  ).json();
  expect(order).toMatchObject({ status: "CAPTURED", merchant_reference1: String(reservationId) });
  expect(order.captured_amount).toBe(order.order_amount);
  await staff.dispose();
});
