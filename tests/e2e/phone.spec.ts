// Issue 12 item 11 on a phone: a failed add to cart says so in Norwegian, the cart counts '1 vare',
// and the one-size-fits-all size reads 'Én størrelse'.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { stockedArticlePath } from "./page-types.ts";
import { acceptCookies, expectNoAxeViolations, waitForHydration } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

/** The first article with a variant in the one-size-fits-all size. */
async function oneSizeArticle(request: APIRequestContext): Promise<number> {
  for (let id = 1; id < 400; id++) {
    const res = await request.get(`/api/v1/articles/${id}`);
    if (!res.ok()) continue;
    const { data } = await res.json();
    if (data.variants.some((v: { size: { name: string } }) => v.size.name === "Onesize")) return id;
  }
  throw new Error("no one-size article");
}

test("a failed add to cart shows a Norwegian alert; the cart then counts '1 vare'", { tag: "@mobile" }, async ({
  page,
  request,
}) => {
  await page.goto(await stockedArticlePath(request));
  await waitForHydration(page);
  // The network goes away after the page has loaded.
  await page.route("**/api/v1/articles/*", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Legg i handlekurven" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Varen kunne ikke legges i handlekurven" })).toHaveText(
    "Varen kunne ikke legges i handlekurven. Sjekk nettforbindelsen og prøv igjen.",
  );
  await expectNoAxeViolations(page);

  await page.unroute("**/api/v1/articles/*");
  await page.getByRole("button", { name: "Legg i handlekurven" }).click();
  const cart = page.getByRole("dialog", { name: "Min Handlekurv" });
  await expect(cart.getByText("Totalt (1 vare)", { exact: true })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Varen kunne ikke" })).toHaveCount(0);
  await cart.getByRole("button", { name: "Én til" }).first().click();
  await expect(cart.getByText("Totalt (2 varer)", { exact: true })).toBeVisible();
});

test("the one-size-fits-all size reads 'Én størrelse' on the product page", { tag: "@mobile" }, async ({
  page,
  request,
}) => {
  await page.goto(`/product/${await oneSizeArticle(request)}`);
  await waitForHydration(page);
  const sizes = page.getByRole("group", { name: "Størrelse" });
  await expect(sizes.getByText("Én størrelse").first()).toBeVisible();
  await expect(page.getByText(/Onesize/)).toHaveCount(0);
  await expect(page.getByText(/, én størrelse/).first()).toBeVisible();
});

test("'Vis flere' on a phone loads the next page below the first, keeping the paging links", {
  tag: "@mobile",
}, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/klaer");
  await waitForHydration(page);
  const cards = page.locator(".card-grid > li");
  const first = await cards.count();
  expect(first).toBeGreaterThan(0);
  const firstName = await cards.first().getByRole("heading").textContent();
  await page.getByRole("link", { name: "Vis flere" }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(first);
  // Still the first page's address, with its first card on top, and the paging links are still there.
  await expect(page).toHaveURL(/\/klaer$/);
  await expect(cards.first().getByRole("heading")).toHaveText(firstName ?? "");
  await expect(
    page.getByRole("navigation", { name: "Sidenavigasjon" }).getByRole("link", { name: /Neste side/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // From 768 px the paging links do the paging alone.
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByRole("link", { name: "Vis flere" })).toBeHidden();
});
