// Search journey: type in the header box, choose a suggestion with the keyboard, then search, sort
// and page the result; an empty result offers bestsellers. Axe (WCAG 2.2 AA) on each state.
import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, expectNoAxeViolations, waitForHydration } from "./support.ts";

/** The names in the suggestion list as shown now (none while it is closed). */
async function shownNames(page: Page): Promise<string[]> {
  return page.getByRole("listbox").locator(".search-box__option-name").allTextContents();
}

/** The names the suggestion request for exactly this query answered with, once it has answered. */
async function answeredNames(page: Page, query: string): Promise<string[]> {
  const response = await page.waitForResponse(
    (r) => r.url().endsWith("/api/v1/articles/search") && r.request().postDataJSON()?.query === query,
  );
  const body = (await response.json()) as { hits: { hits: { _source: { name: string } }[] } };
  return body.hits.hits.map((hit) => hit._source.name);
}

test.beforeEach(async ({ context, baseURL }) => {
  // The consent banner has its own journey; here it would only cover the results.
  await acceptCookies(context, baseURL);
});

test("header search: suggestions while typing, chosen with the keyboard", { tag: "@mobile" }, async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await waitForHydration(page);

  const box = page.getByRole("combobox", { name: "Søk etter produkter" });
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.click();
  // Typed letter by letter, as a shopper does; the box asks once typing pauses.
  // On a loaded machine answers come when they come: wait until the box holds "jakk" and the list
  // shows the answer to "jakk" before acting on them, never for a time.
  const jakk = answeredNames(page, "jakk");
  await box.pressSequentially("jakk", { delay: 40 });
  await expect(box).toHaveValue("jakk");
  const jakkNames = await jakk;
  await expect.poll(() => shownNames(page)).toEqual(jakkNames);
  const list = page.getByRole("listbox");
  const options = list.getByRole("option");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  expect(await options.count()).toBeGreaterThan(1);
  for (const name of await options.allTextContents()) expect(name.toLowerCase()).toContain("jakke");
  await expectNoAxeViolations(page);

  // Arrow down twice highlights the second suggestion; Enter opens its product page.
  await box.press("ArrowDown");
  await box.press("ArrowDown");
  const second = options.nth(1);
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await second.getAttribute("id")) ?? "");
  const chosen = (await second.locator(".search-box__option-name").textContent()) ?? "";
  await box.press("Enter");
  // /product/:id is answered by a redirect to the product's own address: wait until it has landed,
  // so nothing of that navigation is still under way when the box is typed into again.
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+-\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen);

  // Escape closes the suggestions without leaving the page.
  // The box keeps "jakk" after the choice; it must be empty, with no list left of it, before
  // "sko" is typed, or the letters land after the old ones.
  await box.fill("");
  await expect(box).toHaveValue("");
  await expect(options).toHaveCount(0);
  const sko = answeredNames(page, "sko");
  await box.pressSequentially("sko", { delay: 40 });
  await expect(box).toHaveValue("sko");
  // The list shows the answer to "sko" (not to "jakk" or "jakksko") before Escape and Enter.
  const skoNames = await sko;
  expect(skoNames.length).toBeGreaterThan(0);
  await expect.poll(() => shownNames(page)).toEqual(skoNames);
  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");

  // Searching starts a new breadcrumb trail (spec section 2): home and the product are forgotten.
  const trail = () =>
    page.evaluate(() =>
      (JSON.parse(sessionStorage.getItem("breadcrumbs") ?? "[]") as { name: string }[]).map((c) => c.name),
    );
  expect((await trail()).length).toBeGreaterThan(1);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\/sko$/);
  await expect.poll(trail).toEqual(["search"]);
  expect(errors).toEqual([]);
});

test("search page: Enter searches, a typo still finds, filter and sort narrow and reorder", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const box = page.getByRole("combobox", { name: "Søk etter produkter" });
  await box.fill("jakek");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\/jakek$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Søk: «jakek»");
  await expect(page).toHaveTitle(/^Søk: jakek/);
  const cards = page.locator(".card-grid .card");
  await expect(cards.first()).toBeVisible();
  for (const name of await cards.locator(".card__name").allTextContents()) {
    expect(name.toLowerCase()).toContain("jakke");
  }
  await expectNoAxeViolations(page);
  const unfiltered = await page.locator(".list-header__count").textContent();

  // Filter: only women's jackets (the panel is open beside the list on a desktop, decision 035).
  await expect(page.getByRole("button", { name: "Filter", exact: true })).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("group", { name: "Kjønn" }).getByLabel("Dame").check();
  await expect(page).toHaveURL(/kjonn=2/);
  await expect(page.getByText("Filter(1)", { exact: true })).toBeVisible();
  await expect(page.locator(".list-header__count")).not.toHaveText(unfiltered ?? "");
  for (const name of await cards.locator(".card__name").allTextContents()) {
    expect(name).toMatch(/jakke/i);
    expect(name).toMatch(/Dame$/);
  }
  await expectNoAxeViolations(page);

  // Sort by price: the cards come cheapest first, the filter stays.
  await page.getByLabel("Sorter etter").selectOption("price");
  await expect(page).toHaveURL(/sorter=price/);
  await expect(page).toHaveURL(/kjonn=2/);
  // Sorted by the price the shopper pays: the campaign price when one lowers it (decision 035).
  const prices = await cards.evaluateAll((nodes) =>
    nodes.map((card) => {
      const price = card.querySelector(".price__now");
      return Number((price?.textContent ?? "").replace(/[^\d,]/g, "").replace(",", "."));
    }),
  );
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test("an empty result explains itself in Norwegian and shows bestsellers", async ({ page }) => {
  const response = await page.goto("/search/xyzzyqwv");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Vi fant ingen produkter som passer «xyzzyqwv»" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bestselgere" })).toBeVisible();
  await expect(page.locator(".search-page__empty .card").first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("without JavaScript the header box is a form that lands on /search/:query", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await acceptCookies(context, baseURL);
  const page = await context.newPage();
  await page.goto("/");
  // The plain search box: the combobox needs JavaScript.
  await page.getByRole("searchbox", { name: "Søk etter produkter" }).fill("fjell sko");
  await page.getByRole("button", { name: "Søk", exact: true }).click();
  await expect(page).toHaveURL(/\/search\/fjell%20sko$/);
  await expect(page.locator(".card-grid .card").first()).toBeVisible();
  await context.close();
});

test("commas in the address become spaces", async ({ page }) => {
  await page.goto("/search/jakke,dame");
  await expect(page).toHaveURL(/\/search\/jakke%20dame$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Søk: «jakke dame»");
});
