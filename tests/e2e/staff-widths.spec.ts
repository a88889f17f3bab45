// Staff pages on a counter phone (issue 29): /admin with the counter search's matches and the staff
// reservation page with a long e-mail address fit 320, 390 and 1024 px without sideways scrolling,
// and the handover's confirmation dialog lies wholly inside the window at each width.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { paidThreeLineReservation } from "./orders-support.ts";
import { acceptCookies, expectNoAxeViolations, waitForHydration } from "./support.ts";

const WIDTHS = [320, 390, 1024];
const LONG = {
  CustomerName: "Bernhard Kristoffer Langnavnsen-Gundersen",
  Email: "bernhard.kristoffer.langnavnsen-gundersen.med.en.lang.adresse@eksempel-bedrift-med-langt-navn.no",
  Phone: "+47 481 52 637",
};

const fits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function insideWindow(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const view = page.viewportSize();
  expect(box).not.toBeNull();
  expect(view).not.toBeNull();
  if (!box || !view) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height);
}

test("the staff pages fit a counter phone, and the handover dialog is wholly on screen", async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL);
  const { id } = await paidThreeLineReservation(baseURL ?? "", false, LONG);
  await page.goto("/logg-inn");
  await waitForHydration(page);
  await page.getByLabel("E-post eller telefon").fill("ansatt@example.no");
  await page.getByLabel("Passord", { exact: true }).fill("Ansatt-passord-1");
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page).not.toHaveURL(/\/logg-inn/);

  for (const width of WIDTHS) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto("/admin");
      await waitForHydration(page);
      await page.getByLabel("Nummer, telefon, navn eller e-post").fill("langnavnsen");
      await expect(page.getByRole("link", { name: `Reservasjon ${id} – ${LONG.CustomerName}` })).toBeVisible();
      await expect.poll(() => fits(page), { message: `/admin at ${width} px scrolls sideways` }).toBe(true);

      await page.goto(`/admin/reservasjon/${id}`);
      await waitForHydration(page);
      await expect(page.getByText(LONG.Email, { exact: false })).toBeVisible();
      await expect.poll(() => fits(page), { message: `the reservation at ${width} px scrolls sideways` }).toBe(true);

      await page.getByRole("button", { name: "Utlever og trekk betaling" }).click();
      const dialog = page.getByRole("dialog", { name: "Utlever varene?" });
      await expect(dialog).toBeVisible();
      await insideWindow(page, dialog);
      await insideWindow(page, dialog.getByRole("button", { name: "Ja, utlever og trekk" }));
      if (width === 390) await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Avbryt" }).click();
      await expect(dialog).toBeHidden();
    });
  }
});
