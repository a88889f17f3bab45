// Back office journeys for content (issue 15, item 5; decision 049): an editor writes a draft post,
// previews it, publishes it and finds it on /blog; an editor creates a poll that then shows on its
// page. Axe (WCAG 2.2 AA) on the new pages.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
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

test("an editor writes a draft post, previews it, publishes it and sees it on the blog", async ({
  page,
  browser,
  baseURL,
}) => {
  const errors = collectErrors(page);
  const title = `Vintertur på Hardangervidda ${randomBytes(3).toString("hex")}`;
  await logInAsEditor(page, "/admin/blogg");
  await expect(page.getByRole("heading", { level: 1, name: "Blogg" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Nytt innlegg" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nytt blogginnlegg" })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Tittel").fill(title);
  await expect(page.getByText(`/blog/vintertur-pa-hardangervidda-${title.slice(-6)}`)).toBeVisible();
  await page.getByLabel("Ingress").fill("Slik planlegger du turen.");
  await page.getByLabel("Tekst").fill("Ta med <script>ekstra</script> ull.\n\nSjekk været før du går.");
  await page.getByLabel("Turtips").check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Lagre som utkast" }).click();
  await expect(page.getByText("Innlegget er opprettet.")).toBeVisible();
  await expect(page.getByText("Status: Utkast")).toBeVisible();
  await waitForHydration(page);

  const slug = `vintertur-pa-hardangervidda-${title.slice(-6)}`;
  const visitor = await browser.newPage({ baseURL });
  expect((await visitor.goto(`/blog/${slug}`))?.status()).toBe(404);

  await page.getByRole("link", { name: "Forhåndsvis lagret versjon" }).click();
  await expect(page.getByText("Forhåndsvisning – ikke publisert")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Ta med <script>ekstra</script> ull.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Tilbake til redigering" }).click();
  await waitForHydration(page);
  await page.getByLabel("Publiser fra tidspunktet under (norsk tid)").check();
  await page.getByRole("button", { name: "Lagre og publiser" }).click();
  await expect(page.getByText("Innlegget er lagret.")).toBeVisible();
  await expect(page.getByText("Status: Publisert")).toBeVisible();

  await visitor.goto("/blog");
  await visitor.getByRole("link", { name: title }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("Sjekk været før du går.")).toBeVisible();
  await visitor.close();
  expect(errors).toEqual([]);
});

test("an editor creates a poll that then shows on its page", async ({ page, browser, baseURL }) => {
  const errors = collectErrors(page);
  const name = `Skiquiz ${randomBytes(3).toString("hex")}`;
  await logInAsEditor(page, "/admin/avstemninger");
  await expect(page.getByRole("heading", { level: 1, name: "Avstemninger" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Ny avstemning" }).click();
  await waitForHydration(page);
  await page.getByLabel("Navn").fill(name);
  await page.getByLabel("Spørsmål", { exact: true }).fill("Hva smører du med i kulda?");
  await page.getByLabel("Alternativ 1", { exact: true }).fill("Blå voks");
  await page.getByLabel("Alternativ 2", { exact: true }).fill("Klister");
  await page.getByRole("button", { name: "Legg til alternativ i spørsmål 1" }).click();
  await page.getByLabel("Alternativ 3", { exact: true }).fill("Ingenting");
  await page.getByRole("button", { name: "Opp alternativ 3" }).click();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Opprett avstemningen" }).click();
  await expect(page.getByText("Avstemningen er opprettet.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("0 personer har svart.")).toBeVisible();
  await expectNoAxeViolations(page);

  const pollUrl = await page.getByRole("link", { name: "Se avstemningen i nettbutikken" }).getAttribute("href");
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(pollUrl as string);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  const options = visitor.getByRole("radio");
  await expect(options).toHaveCount(3);
  await expect(visitor.getByRole("group", { name: /Hva smører du med i kulda\?/ })).toBeVisible();
  await expect(visitor.getByLabel("Ingenting")).toBeVisible();
  expect(await options.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).labels?.[0]?.textContent))).toEqual([
    "Blå voks",
    "Ingenting",
    "Klister",
  ]);
  await visitor.close();

  // Switched off again, so the shop's current poll (/avstemning) stays the one other journeys expect.
  await page.getByLabel("Påslått (vises i perioden over)").uncheck();
  await page.getByRole("button", { name: "Lagre avstemningen" }).click();
  await expect(page.getByText("Avstemningen er lagret.")).toBeVisible();
  expect(errors).toEqual([]);
});
