// The counter (issue 29): staff find a reservation from /admin by its number, the customer's phone
// written three ways, the name, and by a keyboard-wedge scanner that types the code and Enter, which
// opens the reservation. axe on the page with its matches.
import { expect, type Page, test } from "@playwright/test";
import { paidThreeLineReservation } from "./orders-support.ts";
import { acceptCookies, expectNoAxeViolations, waitForHydration } from "./support.ts";

const CUSTOMER = { CustomerName: "Torbjørg Disksen", Email: "torbjorg.disk@example.no", Phone: "+47 936 41 275" };

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

async function staffLogin(page: Page) {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/logg-inn/);
  await waitForHydration(page);
  await page.getByLabel("E-post eller telefon").fill("ansatt@example.no");
  await page.getByLabel("Passord", { exact: true }).fill("Ansatt-passord-1");
  await page.getByRole("button", { name: "Logg inn" }).click();
  // The back office's front page, with the counter's search (issue 29).
  await expect(page.getByRole("heading", { level: 1, name: /^Hei, / })).toBeVisible();
  await waitForHydration(page);
}

test("staff find a reservation by number, phone, name and a scanned code", async ({ page, baseURL }) => {
  const { id } = await paidThreeLineReservation(baseURL ?? "", false, CUSTOMER);
  await staffLogin(page);

  const search = page.getByRole("search", { name: "Finn reservasjon" });
  const field = search.getByLabel("Nummer, telefon, navn eller e-post");
  const hit = search.getByRole("link", { name: `Reservasjon ${id} – ${CUSTOMER.CustomerName}` });

  for (const q of [String(id), "+47 936 41 275", "0047 93641275", "936 41 275", "disksen", "TORBJØRG"]) {
    await field.fill(q);
    await expect(hit, q).toBeVisible();
  }
  await expect(search.getByRole("status")).toHaveText(/treff$/);
  await expectNoAxeViolations(page);

  // Nothing matches: said so, and nothing is listed.
  await field.fill("Ingen-slik-kunde");
  await expect(search.getByRole("status")).toHaveText("Ingen reservasjoner passer søket.");
  await expect(search.getByRole("link")).toHaveCount(0);

  // A match opens on the click.
  await field.fill("936 41 275");
  await hit.click();
  await expect(page.getByRole("heading", { name: `Reservasjon ${id}` })).toBeVisible();

  // A keyboard-wedge scanner: the code's characters, then Enter, into the empty field.
  await page.goto("/admin");
  await waitForHydration(page);
  await field.click();
  await page.keyboard.type(`R${id}`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin/reservasjon/${id}$`));
  await expect(page.getByRole("heading", { name: `Reservasjon ${id}` })).toBeVisible();

  // Typed by hand, the number and Enter open it too.
  await page.goto("/admin");
  await waitForHydration(page);
  await field.fill(String(id));
  await field.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin/reservasjon/${id}$`));
});

test("a code of no reservation of the shop opens nothing and says so", async ({ page }) => {
  await staffLogin(page);
  const search = page.getByRole("search", { name: "Finn reservasjon" });
  await search.getByLabel("Nummer, telefon, navn eller e-post").fill("R99999999");
  await search.getByLabel("Nummer, telefon, navn eller e-post").press("Enter");
  await expect(search.getByRole("status")).toHaveText("Fant ingen reservasjon med nummer 99999999.");
  await expect(page).toHaveURL(/\/admin$/);
  // The camera's button only where the browser reads codes (not desktop Chromium on Linux).
  const detector = await page.evaluate(() => "BarcodeDetector" in window);
  await expect(search.getByRole("button", { name: "Skann med kamera" })).toHaveCount(detector ? 1 : 0);
});

test("where the browser reads codes, the camera reads the code into the field and opens the reservation", async ({
  page,
  baseURL,
}) => {
  const { id } = await paidThreeLineReservation(baseURL ?? "", false, CUSTOMER);
  // A phone's browser, stood in for: a camera that films a canvas, and a detector that sees the code
  // once the picture plays (desktop Chromium on Linux has neither a camera here nor BarcodeDetector).
  await page.addInitScript((code) => {
    const canvas = document.createElement("canvas");
    canvas.width = 64;
    canvas.height = 64;
    const filming = () => {
      canvas.getContext("2d")?.fillRect(0, 0, 64, 64);
      requestAnimationFrame(filming);
    };
    filming();
    Object.defineProperty(navigator.mediaDevices, "getUserMedia", {
      value: async () => canvas.captureStream(10),
    });
    (window as unknown as { BarcodeDetector: unknown }).BarcodeDetector = class {
      static async getSupportedFormats() {
        return ["qr_code", "code_128", "ean_13"];
      }
      async detect(video: HTMLVideoElement) {
        return video.readyState >= 2 ? [{ rawValue: code, format: "qr_code" }] : [];
      }
    };
  }, `R${id}`);
  await staffLogin(page);
  const search = page.getByRole("search", { name: "Finn reservasjon" });
  await search.getByRole("button", { name: "Skann med kamera" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/reservasjon/${id}$`));
  await expect(page.getByRole("heading", { name: `Reservasjon ${id}` })).toBeVisible();
});

test("the camera's dialog says so when the camera is refused, and closes", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator.mediaDevices, "getUserMedia", {
      value: async () => {
        throw new DOMException("Permission denied", "NotAllowedError");
      },
    });
    (window as unknown as { BarcodeDetector: unknown }).BarcodeDetector = class {
      async detect() {
        return [];
      }
    };
  });
  await staffLogin(page);
  await page.getByRole("button", { name: "Skann med kamera" }).click();
  const dialog = page.getByRole("dialog", { name: "Skann koden" });
  await expect(dialog.getByRole("alert")).toHaveText(/Fikk ikke brukt kameraet/);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Lukk" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Nummer, telefon, navn eller e-post")).toBeFocused();
});
