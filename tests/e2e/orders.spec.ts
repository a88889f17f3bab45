// Orders beyond the counter (issue 15, decision 040): staff hand over two of three lines; the dialog
// states the amount before anything happens, and afterwards the staff screen shows what was taken and
// left, and what the Klarna stand-in captured and released. axe on the screen and on the open dialog.
import { expect, test } from "@playwright/test";
import { paidThreeLineReservation } from "./orders-support.ts";
import { expectNoAxeViolations, waitForHydration } from "./support.ts";

const kr = (ore: number) =>
  `${new Intl.NumberFormat("nb-NO", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100)} kr`;

test("staff hand over two of three lines; the stand-in captures them and releases the rest", async ({
  page,
  baseURL,
}) => {
  const { id, picks } = await paidThreeLineReservation(baseURL ?? "");
  await page.goto(`/admin/reservasjon/${id}`);
  await expect(page).toHaveURL(/\/logg-inn/);
  await waitForHydration(page);
  await page.getByLabel("E-post eller telefon").fill("ansatt@example.no");
  await page.getByLabel("Passord", { exact: true }).fill("Ansatt-passord-1");
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page.getByRole("heading", { name: `Reservasjon ${id}` })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // The prices as the staff screen lists them (line totals), in øre.
  const cells = await page.locator('.backoffice-table tbody tr td[data-label="Pris"]').allInnerTexts();
  const ore = cells.map((c) => Math.round(Number(c.replace(/[^\d,]/g, "").replace(",", ".")) * 100));
  const [a, bTwo] = ore as [number, number, number];
  const captured = a + bTwo / 2;
  const total = ore.reduce((s, n) => s + n, 0);

  // Take the first line and one of the two units of the second; leave the third.
  await page.getByLabel(picks[1]?.name ?? "").fill("1");
  await page.getByLabel(picks[2]?.name ?? "").fill("0");
  await page.getByRole("button", { name: "Utlever valgte varer" }).click();
  const dialog = page.getByRole("dialog", { name: "Bekreft utlevering" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("partial-capture-amount")).toHaveText(`Klarna trekker ${kr(captured)} for 2 varer.`);
  await expect(dialog.getByTestId("partial-release-amount")).toContainText(`${kr(total - captured)} frigis`);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: `Bekreft og trekk ${kr(captured)}` }).click();

  await expect(page.getByTestId("reservation-status")).toHaveText("Hentet");
  // What went home and what stayed, and the money of each (issue 29).
  const handover = page.getByRole("region", { name: "Utlevering" });
  await expect(handover.getByTestId("handover-captured")).toHaveText(kr(captured));
  await expect(handover.getByTestId("handover-released")).toHaveText(kr(total - captured));
  await expect(handover.getByTestId("handover-left")).toContainText(`1 × ${picks[2]?.name}`);
  await expect(page.getByRole("cell", { name: "1 hentet, 1 ikke hentet – lagt tilbake på lager" })).toBeVisible();
  await expect(page.getByTestId("payment-status")).toHaveText("Kort – delvis trukket – resten frigitt");
  await expect(page.getByText(/Delvis utlevert: 1 × .*Lagt tilbake på lager/)).toBeVisible();
  // A return can take back only what went home: one of each of the two lines handed over.
  const returns = page.getByRole("region", { name: "Registrer retur" });
  await expect(returns.getByText(`${picks[0]?.name} (av 1)`)).toBeVisible();
  await expect(returns.getByText(`${picks[1]?.name} (av 1)`)).toBeVisible();
  await expect(returns.getByText(picks[2]?.name ?? "")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the shop's pick list shows a waiting reservation's lines with colour and size", async ({ page, baseURL }) => {
  const { id, picks } = await paidThreeLineReservation(baseURL ?? "");
  await page.goto("/admin/plukkliste");
  await expect(page).toHaveURL(/\/logg-inn/);
  await waitForHydration(page);
  await page.getByLabel("E-post eller telefon").fill("ansatt@example.no");
  await page.getByLabel("Passord", { exact: true }).fill("Ansatt-passord-1");
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page.getByRole("heading", { name: /^Plukkliste – / })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(`${id} .*${picks[1]?.ean}`) });
  await expect(row).toBeVisible();
  await expect(row.getByRole("cell").nth(3)).toHaveText("2");
  await expect(page.getByRole("button", { name: "Skriv ut" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("staff pack and send a delivery order with a tracking URL, then register a return", async ({ page, baseURL }) => {
  const { id } = await paidThreeLineReservation(baseURL ?? "", true);
  await page.goto(`/admin/reservasjon/${id}`);
  await waitForHydration(page);
  // A delivery goes out from whichever shop can hold the most of it (units above its safety buffer),
  // not necessarily the employee's: the administrator may handle any shop's orders.
  await page.getByLabel("E-post eller telefon").fill("admin@example.no");
  await page.getByLabel("Passord", { exact: true }).fill("Admin-passord-1");
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page.getByRole("heading", { name: `Reservasjon ${id}` })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Merk som pakket" }).click();
  await expect(page.getByTestId("reservation-status")).toHaveText("Pakket");
  await page.getByLabel("Sporingslenke").fill("https://sporing.posten.no/sporing/370000000012345678");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send og trekk betaling" }).click();
  await expect(page.getByTestId("reservation-status")).toHaveText("Sendt");
  await expect(page.getByTestId("payment-status")).toHaveText("Kort – trukket");
  await expect(page.getByText(/Sporing: https:\/\/sporing\.posten\.no/)).toBeVisible();

  // The lines the delivery holds depend on the shop it goes from, so the return takes the first line
  // the form offers (after shipping, what was sent): one unit of it.
  const returns = page.getByRole("region", { name: "Registrer retur" });
  const line = returns.getByRole("listitem").first();
  const [, name, bought] = /^(.*) \(av (\d+)\)$/.exec((await line.innerText()).trim()) ?? [];
  expect(name, "a line to return").toBeTruthy();
  await line.getByRole("spinbutton").fill("1");
  await expectNoAxeViolations(page);
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Registrer retur og refunder" }).click();
  await expect(page.getByText("Returen er registrert, og beløpet refunderes via Klarna.")).toBeVisible();
  const escaped = (name ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(page.getByText(new RegExp(`Retur: 1 × ${escaped}\\. Refundert `))).toBeVisible();
  // What is left of the line can still come back; a line all returned leaves the form.
  if (Number(bought) > 1) {
    await expect(returns.getByText(`${name} (av ${Number(bought) - 1}, 1 returnert tidligere)`)).toBeVisible();
  } else {
    await expect(returns.getByText(`${name} (av`)).toHaveCount(0);
  }
});
