// Consent journey (ekomloven § 2-7b, decision 036): nothing but strictly necessary cookies and no
// third-party request before a choice, declining as easy as accepting, the settings dialog from the
// footer to change the choice later, the 'Personvern' modal, keyboard only, axe on each state.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { collectErrors, expectNoAxeViolations, waitForHydration } from "./support.ts";

const STRICTLY_NECESSARY = new Set(["XSRF-TOKEN", "butikk_session", "cookiesAccepted"]);

const consentValue = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === "cookiesAccepted")?.value;

/** The footer link opens the settings; a click before hydration would follow the link, so retry. */
async function openSettings(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Innstillinger for informasjonskapsler" });
  await expect(async () => {
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Informasjonskapsler", exact: true })
      .click({ timeout: 1_000 });
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return dialog;
}

test("a fresh visit sets only strictly necessary cookies and asks no other site", async ({
  page,
  context,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL ?? "").origin) foreign.push(request.url());
  });
  const errors = collectErrors(page);
  await page.goto("/");
  await waitForHydration(page);
  const banner = page.getByRole("region", { name: "Informasjonskapsler" });
  await expect(banner).toBeVisible();
  const names = (await context.cookies()).map((c) => c.name);
  expect(names.filter((name) => !STRICTLY_NECESSARY.has(name))).toEqual([]);
  expect(names).not.toContain("cookiesAccepted");
  expect(foreign).toEqual([]);

  // Declining is as prominent as accepting: the same style and size, side by side.
  const decline = banner.getByRole("button", { name: "Bare nødvendige" });
  const accept = banner.getByRole("button", { name: "Skjønner!" });
  expect(await decline.getAttribute("class")).toBe(await accept.getAttribute("class"));
  expect((await decline.boundingBox())?.height).toBe((await accept.boundingBox())?.height);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("decline with the keyboard, then accept statistics and everything from the footer", async ({ page, context }) => {
  const errors = collectErrors(page);
  await page.goto("/kundeservice");
  await waitForHydration(page);
  const banner = page.getByRole("region", { name: "Informasjonskapsler" });
  await banner.getByRole("button", { name: "Bare nødvendige" }).focus();
  await page.keyboard.press("Enter");
  await expect(banner).toBeHidden();
  await expect.poll(() => consentValue(context)).toBe("necessary");
  await page.reload();
  await expect(banner).toHaveCount(0);

  const dialog = await openSettings(page);
  const statistics = dialog.getByRole("checkbox", { name: "Statistikk" });
  await expect(statistics).not.toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Nødvendige" })).toBeDisabled();
  await expectNoAxeViolations(page);
  await statistics.focus();
  await page.keyboard.press("Space");
  await expect(statistics).toBeChecked();
  await dialog.getByRole("button", { name: "Lagre valgene" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => consentValue(context)).toBe("statistics");

  const again = await openSettings(page);
  await expect(again.getByRole("checkbox", { name: "Statistikk" })).toBeChecked();
  await expect(again.getByRole("checkbox", { name: "Markedsføring" })).not.toBeChecked();
  await again.getByRole("button", { name: "Godta alle" }).click();
  await expect(again).toBeHidden();
  await expect.poll(() => consentValue(context)).toBe("statistics.marketing");
  expect(errors).toEqual([]);
});

test("'Personvern' opens the privacy text in a modal with a link to the whole page", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const modal = page.getByRole("dialog", { name: "Personvern" });
  await expect(async () => {
    await page
      .getByRole("region", { name: "Informasjonskapsler" })
      .getByRole("link", { name: "Personvern" })
      .click({ timeout: 1_000 });
    await expect(modal).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(modal.getByText("Henter personvernerklæringen")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await modal.getByRole("link", { name: "Les hele personvernerklæringen" }).click();
  await expect(page).toHaveURL(/\/personvernerklaering$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Innstillinger' is the /samtykke page, and its choice goes back to the page", async ({ page, context }) => {
    await page.goto("/om-oss");
    await page
      .getByRole("region", { name: "Informasjonskapsler" })
      .getByRole("link", { name: "Innstillinger" })
      .click();
    await expect(page).toHaveURL(/\/samtykke\?tilbake=%2Fom-oss$/);
    await expect(page.getByRole("heading", { level: 1, name: "Informasjonskapsler" })).toBeVisible();
    await page.getByRole("main").getByRole("checkbox", { name: "Markedsføring" }).check();
    await page.getByRole("main").getByRole("button", { name: "Lagre valgene" }).click();
    await expect(page).toHaveURL(/\/om-oss$/);
    expect(await consentValue(context)).toBe("marketing");
  });
});
