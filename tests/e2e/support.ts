// What every journey needs: the axe check (WCAG 2.2 AA), the console-error collector, waiting for
// hydration and skipping the consent banner. One copy, so every journey checks the same way.
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type BrowserContext, expect, type Page, request } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  // Ids and selectors make a failure readable without the full report.
  const violations = results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(" ")),
  }));
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

/** Console errors and uncaught exceptions from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** After this, links navigate on the client (loaders answer over fetch) instead of loading documents. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/** The consent banner has its own journey; elsewhere it would only cover the page. */
export async function acceptCookies(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "cookiesAccepted", value: "1", url: baseURL ?? "" }]);
}

/** The demo staff member's API session (the mail outbox, the back office), logged in as the storefront would. */
export async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { "x-requested-with": "XMLHttpRequest" } });
  await api.get("/");
  const token = (await api.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const login = await api.post("/api/v1/customers/login", {
    data: { email: "ansatt@example.no", password: "Ansatt-passord-1" },
    headers: { "x-xsrf-token": token },
  });
  expect(login.status()).toBe(200);
  return api;
}

/**
 * An article's stock per variant and shop as a hold finds it now. The article's own answer may be a
 * cached minute old, and the journeys before hold and sell units of the same first articles.
 */
export async function stockNow(
  api: APIRequestContext,
  articleId: number,
): Promise<(variantId: number) => { id: number; qty: number }[]> {
  const fresh = await (await api.get(`/api/v1/articles/availability/${articleId}`)).json();
  return (variantId) => fresh.data.variants.find((v: { id: number }) => v.id === variantId)?.shops ?? [];
}

/** Follows a link of the back office's menu; on a phone the menu is folded into "Meny" first. */
export async function backOfficeMenu(page: Page, link: string) {
  const fold = page.locator("summary.backoffice-menu__toggle");
  if (await fold.isVisible()) await fold.click();
  const target = page
    .getByRole("navigation", { name: "Administrasjon" })
    .getByRole("link", { name: link, exact: true });
  const href = (await target.getAttribute("href")) ?? "";
  await target.click();
  // The new page has arrived, not the old one still showing (a phone's menu folds away meanwhile).
  await page.waitForURL((url) => url.pathname === href);
  await waitForHydration(page);
}
