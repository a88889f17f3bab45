// Issue 14 journeys (decision 038): answer a poll and see the score; axe on each new page, at 390 px
// and 1366 px, never sideways scrolling.
import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, collectErrors, expectNoAxeViolations, waitForHydration } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

async function expectNoSidewaysScrolling(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a shopper answers a poll and sees the right answers and the score", async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto("/avstemning");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: "Fjellquiz" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Send svar" }).click();
      await expect(page.getByRole("alert")).toHaveText("Svar på alle spørsmålene");

      await page
        .getByRole("group", { name: /fjellvettreglene/ })
        .getByRole("radio", { name: "Ni" })
        .check();
      await page
        .getByRole("group", { name: /høyeste fjell/ })
        .getByRole("radio", { name: "Snøhetta" })
        .check();
      await page
        .getByRole("group", { name: /sekken/ })
        .getByRole("radio", { name: "Ekstra klær" })
        .check();
      await page.getByRole("button", { name: "Send svar" }).click();
      await expect(page.getByRole("heading", { name: "Takk for svaret!" })).toBeVisible();
      await expect(page.getByText("Du fikk 2 av 3 riktige.")).toBeVisible();
      await expect(page.locator(".poll-result__option--right")).toHaveText([
        "Ni – riktig svar (ditt svar)",
        "Galdhøpiggen – riktig svar",
        "Ekstra klær – riktig svar (ditt svar)",
      ]);
      await expect(page.getByText(/^Alle som har svart: \d+ % riktige svar/)).toBeVisible();
      await expectNoSidewaysScrolling(page);
      await expectNoAxeViolations(page);

      // The cookie remembers the answers: the page shows the result again, not the form.
      await page.reload();
      await expect(page.getByText("Du fikk 2 av 3 riktige.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Send svar" })).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
}
