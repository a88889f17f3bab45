// Issue 14 journeys (decision 038): answer a poll and see the score; favourites across two tabs and
// kept at login; axe on each new page, at 390 px and 1366 px, never sideways scrolling.
import { randomBytes, randomInt } from "node:crypto";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
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
      // A visitor answers once per address and poll (decision 073): each run is a visitor of its own,
      // an address the shop takes from X-Forwarded-For (the test server trusts one proxy hop).
      const hex = () => randomInt(0, 0xffff).toString(16);
      await page.setExtraHTTPHeaders({ "x-forwarded-for": `2001:db8:${hex()}:${hex()}::1` });
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

    test("favourites follow across two tabs, and stay through registration onto the account", async ({
      context,
      page,
    }) => {
      const errors = collectErrors(page);
      await page.goto("/klaer");
      await waitForHydration(page);
      const firstCard = page.locator(".card").first();
      const name = (await firstCard.locator(".card__name").textContent()) as string;
      const other = await context.newPage();
      await other.goto("/favoritter");
      await waitForHydration(other);
      await expect(other.getByText("Du har ingen favoritter ennå.", { exact: false })).toBeVisible();
      await expectNoAxeViolations(other);

      await firstCard.getByRole("button", { name: "Legg til i favoritter" }).click();
      await expect(firstCard.getByRole("button", { name: "Fjern fra favoritter" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      // The other tab hears it through the storage event.
      await expect(other.getByRole("heading", { level: 2, name })).toBeVisible();
      await expect(other.getByText("1 favoritt", { exact: true })).toBeVisible();
      await expectNoSidewaysScrolling(other);
      await expectNoAxeViolations(other);

      await other.getByRole("button", { name: "Fjern fra favoritter" }).click();
      await expect(other.getByText("Du har ingen favoritter ennå.", { exact: false })).toBeVisible();
      await expect(firstCard.getByRole("button", { name: "Legg til i favoritter" })).toHaveAttribute(
        "aria-pressed",
        "false",
      );

      // Chosen as a visitor, then an account is made: the next page merges the list into the account.
      await firstCard.getByRole("button", { name: "Legg til i favoritter" }).click();
      await register(context, page);
      await page.goto("/favoritter");
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
      await expect
        .poll(async () => (await page.request.get("/api/v1/favourites", { headers: AJAX })).json())
        .toEqual({ data: [expect.any(Number)] });
      expect(errors).toEqual([]);
    });

    test("a customer writes a review, which waits for approval; a guest is sent to log in", async ({
      context,
      page,
    }) => {
      const errors = collectErrors(page);
      await page.goto("/klaer");
      await page.locator(".card__link").first().click();
      await waitForHydration(page);
      const login = page.getByRole("link", { name: "Logg inn for å skrive en anmeldelse" });
      await expect(login).toHaveAttribute("href", /^\/logg-inn\?tilbake=%2Fproduct%2F/);

      await register(context, page);
      await page.reload();
      await waitForHydration(page);
      const form = page.locator(".review-form");
      await form.getByRole("button", { name: "Send anmeldelse" }).click();
      await expect(form.getByText("Velg 1 til 5 stjerner")).toBeVisible();
      await expect(form.getByText("Skriv en anmeldelse", { exact: true })).toBeVisible();
      await form.getByRole("radio", { name: "4 stjerner" }).check();
      await form.getByRole("textbox", { name: "Anmeldelse" }).fill("Varm og god, passer fint på tur.");
      await form.getByLabel("Passer størrelsen?").selectOption({ label: "Som forventet" });
      const bought = form.getByLabel("Størrelse og farge du kjøpte");
      await bought.selectOption({ index: 1 });
      await form.getByLabel("Vis anmeldelsen uten navnet mitt").check();
      await expectNoAxeViolations(page);
      await form.getByRole("button", { name: "Send anmeldelse" }).click();
      await expect(page.getByText("Takk for anmeldelsen! Den vises her når den er godkjent.")).toBeVisible();
      await expectNoSidewaysScrolling(page);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  });
}

const AJAX = { "x-requested-with": "XMLHttpRequest" };

/** A fresh account through the API in the page's own cookie jar (registering logs in). */
async function register(context: BrowserContext, page: Page) {
  const token = (await context.cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const password = "Fjelltur-i-regnet-42";
  const response = await page.request.post("/api/v1/customers/register", {
    headers: { ...AJAX, "x-xsrf-token": token },
    data: {
      first_name: "Per",
      last_name: "Testesen",
      email: `per.${randomBytes(6).toString("hex")}@example.no`,
      phone: `4${randomInt(1_000_000, 9_999_999)}`,
      password,
      password_confirmation: password,
      terms_conditions: 1,
    },
  });
  expect(response.status()).toBe(201);
}
