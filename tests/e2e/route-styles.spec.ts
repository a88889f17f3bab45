// A route's own stylesheets (handle.styles, decision 056): inside a first visit's page, so the
// checkout paints without waiting for more requests on a slow network; linked for a returning
// visitor; and loaded, after the common ones, when a first-visit page navigates to the route.
import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, collectErrors, waitForHydration } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

/** The stylesheets of the document's head, in cascade order: inline ones by their precedence. */
const headStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('style, link[rel="stylesheet"]')].map((el) =>
      el instanceof HTMLLinkElement
        ? `link ${new URL(el.href).pathname.replace(/-[\w-]+\.css$/, ".css")}`
        : `style ${(el as HTMLElement).dataset.href?.replace(/-[\w-]+\.css$/, ".css") ?? "common"}`,
    ),
  );

const layoutColumns = (page: Page) => page.locator(".checkout__layout").evaluate((el) => getComputedStyle(el).display);

test("a first visit to the checkout has its stylesheets inside the page and nothing render-blocking", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/checkout");
  await waitForHydration(page);
  expect(await headStyles(page)).toEqual(["style common", "style /assets/account.css", "style /assets/checkout.css"]);
  expect(await layoutColumns(page)).toBe("grid");
  expect(errors).toEqual([]);
});

test("a returning visitor gets the checkout's stylesheets linked, after the common ones", async ({ page }) => {
  await page.goto("/");
  await page.goto("/checkout");
  await waitForHydration(page);
  expect(await headStyles(page)).toEqual([
    "link /assets/app.css",
    "link /assets/cart.css",
    "link /assets/search.css",
    "link /assets/account.css",
    "link /assets/checkout.css",
  ]);
  expect(await layoutColumns(page)).toBe("grid");
});

test("from a first visit's page, the checkout reached on the client loads its stylesheets after the common ones", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/kundeservice");
  await waitForHydration(page);
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate("/checkout"),
  );
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator(".checkout__layout")).toBeVisible();
  expect(await layoutColumns(page)).toBe("grid");
  expect(await headStyles(page)).toEqual(["style common", "link /assets/account.css", "link /assets/checkout.css"]);
  // And back and forth again: the page keeps its styles.
  await page.goBack();
  await page.goForward();
  await expect(page.locator(".checkout__layout")).toBeVisible();
  expect(await layoutColumns(page)).toBe("grid");
  expect(errors).toEqual([]);
});

test("a first visit's checkout keeps its inline stylesheets when the shopper leaves and comes back", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const navigate = (to: string) =>
    page.evaluate(
      (path) =>
        (
          window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
        ).__reactRouterDataRouter.navigate(path),
      to,
    );
  await page.goto("/checkout");
  await waitForHydration(page);
  await navigate("/kundeservice");
  await expect(page).toHaveURL(/\/kundeservice$/);
  await navigate("/checkout");
  await expect(page.locator(".checkout__layout")).toBeVisible();
  expect(await layoutColumns(page)).toBe("grid");
  const texts = await page.evaluate(() =>
    [...document.head.querySelectorAll("style[data-href]")].map((el) => (el.textContent ?? "").length > 100),
  );
  expect(texts).toEqual([true, true]);
  expect(errors).toEqual([]);
});
