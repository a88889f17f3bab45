// Content journeys (issue 14): read a blog post and buy its main article; the campaign list with the
// weekly ad; the home page's social posts. axe (WCAG 2.2 AA) on every new page, no console errors.
import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, collectErrors, expectNoAxeViolations, waitForHydration } from "./support.ts";

interface ApiArticle {
  id: number;
  name: string;
  canPurchase: boolean;
}
interface ApiPost {
  title: string;
  slug: string;
  mainArticle: ApiArticle | null;
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

test("shopper reads a blog post and puts its main article in the cart", async ({ page, request }) => {
  const errors = collectErrors(page);
  // A post whose main article has a variant that can be bought online now.
  const posts: ApiPost[] = (await (await request.get("/api/v1/blog/posts?per_page=50")).json()).data;
  let chosen: { post: ApiPost; article: ApiArticle; query: string } | null = null;
  for (const post of posts) {
    if (!post.mainArticle?.canPurchase) continue;
    const { data: detail } = await (await request.get(`/api/v1/articles/${post.mainArticle.id}`)).json();
    const variant = detail.variants.find(
      (v: { canPurchase: boolean; shops: { qty: number }[] }) => v.canPurchase && (v.shops[0]?.qty ?? 0) >= 1,
    );
    if (variant) {
      chosen = { post, article: post.mainArticle, query: `?farge=${variant.color.id}&storrelse=${variant.size.id}` };
      break;
    }
  }
  expect(chosen, "a post with a buyable main article").not.toBeNull();
  const { post, article, query } = chosen as NonNullable<typeof chosen>;

  await page.goto("/blog");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Blogg" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Bloggkategorier" })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    /\/blog\/rss\.xml$/,
  );
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: post.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  await expect(page.locator(".blog-byline time").first()).toHaveText(/siden$|^i fjor$|^i går$|^forrige måned$/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({ "@type": "Article", headline: post.title });
  await expectNoAxeViolations(page);

  const main = page.getByRole("region", { name: "Artikkelen i innlegget" });
  await main.getByRole("link", { name: article.name }).first().click();
  await expect(page).toHaveURL(/\/product\//);
  // Choose the variant that is in stock, then buy.
  await page.goto(`${new URL(page.url()).pathname}${query}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Legg i handlekurven" }).click();
  const cart = page.getByRole("dialog", { name: "Min Handlekurv" });
  await expect(cart).toBeVisible();
  await expect(cart).toContainText(article.name);
  expect(errors).toEqual([]);
});

test("the campaign list leads with the weekly ad and links each campaign", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("navigation").getByRole("link", { name: "Kampanjer" }).first().click();
  await expect(page).toHaveURL(/\/kampanjer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kampanjer" })).toBeVisible();
  const first = page.locator(".campaign-tile").first();
  await expect(first).toContainText("Ukens annonse!");
  await expect(first.locator("picture source")).toHaveAttribute("media", "(min-width: 1020px)");
  await expectNoAxeViolations(page);
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/kampanjer\/\d+$/);
  // The address changes before the campaign's page has replaced the list: wait for the list to go.
  await expect(page.locator(".campaign-tile")).toHaveCount(0);
  await expect(page.getByText(/^Gjelder til /)).toBeVisible();
  expect(errors).toEqual([]);
});

test("the home page shows the social posts block", async ({ page }) => {
  await page.goto("/");
  const block = page.getByRole("region", { name: "Fra sosiale medier" });
  await expect(block.locator(".social-post").first()).toBeVisible();
  await expectNoAxeViolations(page);
});

// The campaign carousel (issue 14, item 8). Time is the page's fake clock, moved on by hand: the
// journey waits for conditions, never for the real interval.
const carousel = (page: Page) => page.getByRole("region", { name: "Kampanjer" });
const currentSlide = (page: Page) => carousel(page).locator('[aria-roledescription="lysbilde"][aria-current="true"]');

test("the home carousel rotates on its own, and by keyboard with Neste, Forrige and Pause", async ({ page }) => {
  const errors = collectErrors(page);
  await page.clock.install();
  await page.goto("/");
  await waitForHydration(page);
  await expect(carousel(page)).toHaveAttribute("aria-roledescription", "karusell");
  await expect(currentSlide(page)).toHaveAttribute("aria-label", /^1 av \d+$/);

  await page.clock.runFor(5000);
  await expect(currentSlide(page)).toHaveAttribute("aria-label", /^2 av \d+$/);

  // Focus inside holds the carousel still, so what the keyboard chose stays.
  await page.getByRole("button", { name: "Neste" }).focus();
  await page.keyboard.press("Enter");
  await expect(currentSlide(page)).toHaveAttribute("aria-label", /^3 av \d+$/);
  await page.clock.runFor(10_000);
  await expect(currentSlide(page)).toHaveAttribute("aria-label", /^3 av \d+$/);
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Forrige" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(currentSlide(page)).toHaveAttribute("aria-label", /^2 av \d+$/);

  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Pause" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Spill av" })).toBeFocused();
  // Paused, it stays put even with focus gone.
  await page.getByRole("button", { name: "Spill av" }).blur();
  await page.clock.runFor(10_000);
  await expect(currentSlide(page)).toHaveAttribute("aria-label", /^2 av \d+$/);

  await expect(currentSlide(page).getByRole("link")).toHaveAttribute("href", /^\/kampanjer\/\d+$/);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("with reduced motion the home carousel never moves on its own", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto("/");
  await waitForHydration(page);
  // The Pause button goes once the page knows the shopper's choice: nothing moves, nothing to pause.
  await expect(carousel(page).getByRole("button", { name: "Pause" })).toHaveCount(0);
  await page.clock.runFor(15_000);
  await expect(currentSlide(page)).toHaveAttribute("aria-label", /^1 av \d+$/);
  await expect(carousel(page).locator(".carousel__track")).toHaveCSS("transition-duration", "0s");
  await page.getByRole("button", { name: "Neste" }).click();
  await expect(currentSlide(page)).toHaveAttribute("aria-label", /^2 av \d+$/);
  await expectNoAxeViolations(page);
});

test("the home page shows the running poll and links to it", async ({ page }) => {
  await page.goto("/");
  const block = page.getByRole("region", { name: "Avstemning" });
  await block.getByRole("link", { name: /Svar på avstemningen/ }).click();
  await expect(page).toHaveURL(/\/avstemning\/\d+$/);
});
