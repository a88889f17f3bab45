// Review moderation (issue 15, decision 042): a customer writes a review, an editor answers and
// approves it in the back office, and the product page shows it with the shop's reply. Axe and no
// sideways scrolling on the moderation page at 390 and 1366 px.
import { randomBytes, randomInt } from "node:crypto";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
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

async function expectNoSidewaysScrolling(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A fresh customer through the API in the page's own cookie jar (registering logs in). */
async function registerCustomer(context: BrowserContext, page: Page) {
  const token = (await context.cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const password = "Fjelltur-i-regnet-42";
  const response = await page.request.post("/api/v1/customers/register", {
    headers: { "x-requested-with": "XMLHttpRequest", "x-xsrf-token": token },
    data: {
      first_name: "Sigrid",
      last_name: "Anmelder",
      email: `sigrid.${randomBytes(6).toString("hex")}@example.no`,
      phone: `4${randomInt(1_000_000, 9_999_999)}`,
      password,
      password_confirmation: password,
      terms_conditions: 1,
    },
  });
  expect(response.status()).toBe(201);
}

test("an editor approves a customer's review with a reply, and the product page shows both", async ({
  context,
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  const text = `Solid og god jakke ${randomBytes(3).toString("hex")}`;
  const reply = "Takk for omtalen, god tur!";

  await page.goto("/klaer");
  await page.locator(".card__link").first().click();
  await expect(page).toHaveURL(/\/product\//);
  await waitForHydration(page);
  const productUrl = page.url();
  await registerCustomer(context, page);
  await page.reload();
  await waitForHydration(page);
  const form = page.locator(".review-form");
  await form.getByRole("radio", { name: "5 stjerner" }).check();
  await form.getByRole("textbox", { name: "Anmeldelse" }).fill(text);
  await form.getByRole("button", { name: "Send anmeldelse" }).click();
  await expect(page.getByText("Takk for anmeldelsen! Den vises her når den er godkjent.")).toBeVisible();

  await context.clearCookies();
  await acceptCookies(context, baseURL);
  await logInAsEditor(page, "/admin/anmeldelser");
  await expect(page.getByRole("heading", { level: 1, name: "Anmeldelser" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Administrasjon" }).getByRole("link", { name: "Anmeldelser" }),
  ).toHaveAttribute("aria-current", "page");
  const card = page.locator(".admin-review").filter({ hasText: text });
  await expect(card).toContainText("5 av 5 stjerner · Sigrid A.");
  // The review names its article with a link to the article's page, and shows its picture.
  await expect(card.getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute(
    "href",
    new URL(productUrl).pathname,
  );
  await expect(card.locator(".admin-review__picture")).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByLabel("Svar fra butikken").fill(reply);
  await card.getByRole("button", { name: "Lagre svar" }).click();
  await expect(card.getByText("Svaret er lagret")).toBeVisible();
  await card.getByRole("button", { name: "Godkjenn" }).click();
  // Approved, it leaves the queue of new reviews and is among the approved ones.
  await expect(card).toHaveCount(0);
  await page.getByRole("link", { name: /^Godkjente \(\d+\)$/ }).click();
  await expect(page.locator(".admin-review").filter({ hasText: text })).toBeVisible();

  await page.goto(productUrl);
  const review = page.locator(".review").filter({ hasText: text });
  await expect(review).toBeVisible();
  await expect(review.getByText(`Svar fra butikken: ${reply}`)).toBeVisible();
  expect(errors).toEqual([]);
});

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the moderation page passes axe and never scrolls sideways", async ({ page }) => {
      await logInAsEditor(page, "/admin/anmeldelser");
      for (const path of ["/admin/anmeldelser", "/admin/anmeldelser?status=godkjente"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: "Anmeldelser" })).toBeVisible();
        await expectNoAxeViolations(page);
        await expectNoSidewaysScrolling(page);
      }
    });
  });
}
