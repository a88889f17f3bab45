// Article pictures in the back office (issue 15, decision 047): an administrator uploads a picture to an
// article with its alt text, and the product page shows it as <picture> with AVIF and WebP sizes; then
// takes it off again and the drawing is back. Axe on the article page with a picture on it.
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { acceptCookies, collectErrors, expectNoAxeViolations, waitForHydration } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

async function logIn(page: Page, back: string) {
  await page.goto(back);
  await expect(page).toHaveURL(/\/logg-inn/);
  await page.getByLabel("E-post eller telefon", { exact: true }).fill("admin@example.no");
  await page.getByLabel("Passord", { exact: true }).fill("Admin-passord-1");
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page).toHaveURL(back);
  await waitForHydration(page);
}

test("an administrator uploads a picture to an article and the product page shows it via <picture>", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/klaer");
  await page.locator(".card__link").nth(1).click();
  await expect(page).toHaveURL(/\/product\/.*\d+$/);
  const productUrl = page.url();
  const id = Number(/(\d+)$/.exec(productUrl)?.[1]);

  await logIn(page, `/admin/varer/${id}`);
  await expect(page.getByRole("heading", { level: 2, name: "Bilder" })).toBeVisible();
  // A wrong file is refused with the server's Norwegian message.
  await page.getByLabel("Bildefil").setInputFiles({
    name: "bilde.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("ikke et bilde"),
  });
  await expect(page.getByText("Filen må være et bilde i JPEG-, PNG-, WebP- eller AVIF-format")).toBeVisible();

  const png = await sharp({ create: { width: 1000, height: 800, channels: 3, background: "#2e7d5b" } })
    .png()
    .toBuffer();
  await page.getByLabel("Bildefil").setInputFiles({ name: "jakke.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Bildet er lastet opp.")).toBeVisible();
  await page.getByRole("button", { name: "Legg til bildet" }).click();
  await expect(page.getByRole("alert")).toContainText("Skriv en alternativ tekst");
  await page.getByLabel("Alternativ tekst").fill("Grønn jakke sett forfra");
  await page.getByRole("button", { name: "Legg til bildet" }).click();
  await expect(page.getByText("Bildet er lagt på varen og vises i nettbutikken.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Grønn jakke sett forfra" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The page cache may hold the product page for a moment: reload until it shows the picture.
  const picture = page.locator(".product__media picture").first();
  await expect(async () => {
    await page.goto(productUrl);
    await expect(picture.locator('source[type="image/avif"]')).toHaveCount(1, { timeout: 1000 });
  }).toPass();
  const avif = await picture.locator('source[type="image/avif"]').getAttribute("srcset");
  expect(avif).toMatch(/^\/img\/u\/[0-9a-f]{32}-320\.avif 320w, .*-1000\.avif 1000w$/);
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /-1000\.webp 1000w$/);
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("alt", "Grønn jakke sett forfra");
  await expect(img).toHaveAttribute("width", "1000");
  await expect(img).toHaveAttribute("height", "800");
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

  // Taken off again: the drawing is back (the other journeys expect the demo's drawings).
  await page.goto(`/admin/varer/${id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Fjern bilde 1" }).click();
  await expect(page.getByText("Bildet er fjernet fra varen.")).toBeVisible();
  // The one error is the refused text file's 422, which the browser logs by itself.
  expect(errors).toEqual([
    "console: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)",
  ]);
});
