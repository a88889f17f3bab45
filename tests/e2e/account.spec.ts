// Account journeys in Chromium: register, verify from the outbox mail, log out, log in, update the
// account, reset the password and delete the account, with axe (WCAG 2.2 AA) on every screen.
import { expect, type Page, test } from "@playwright/test";
import { MAIL_CATCHER_PORT } from "./ports.ts";
import { acceptCookies, expectNoAxeViolations, waitForHydration } from "./support.ts";

const LOGIN_FAILED = "Feil brukernavn/passord - har du glemt passordet ditt?";

/**
 * Path and query of the newest link mailed to the address, read from the mail that reached it, once at
 * least `count` mails have (mail is sent by the queue after the answer: a resent link arrives later).
 */
async function mailedLink(to: string, path: string, count = 1): Promise<string> {
  let link = "";
  await expect(async () => {
    const response = await fetch(`http://127.0.0.1:${MAIL_CATCHER_PORT}/messages?to=${encodeURIComponent(to)}`);
    const mails = ((await response.json()) as { data: { text: string }[] }).data;
    expect(mails.length).toBeGreaterThanOrEqual(count);
    const match = mails[0]?.text.match(/https?:\/\/[^/\s]+(\/\S+token=[A-Za-z0-9_-]{43})/);
    expect(match?.[1]).toContain(path);
    link = match?.[1] ?? "";
  }).toPass();
  return link;
}

async function logIn(page: Page, login: string, password: string) {
  await page.goto("/logg-inn");
  await waitForHydration(page);
  await page.getByLabel("E-post eller telefon", { exact: true }).fill(login);
  await page.getByLabel("Passord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Logg inn" }).click();
}

test("register, verify, log out and in, update, reset the password and delete the account", async ({ page }) => {
  const email = `journey.${Date.now()}@example.no`;
  const phone = `9${String(Date.now()).slice(-7)}`;
  const password = "Skitur-i-Nordmarka-24";

  // Register.
  await page.goto("/registrer");
  await expect(page.getByRole("heading", { level: 1, name: "Opprett konto" })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel("Fornavn", { exact: true }).fill("Siri");
  await page.getByLabel("Etternavn", { exact: true }).fill("Reise");
  await page.getByLabel("E-post", { exact: true }).fill(email);
  await page.getByLabel("Telefon", { exact: true }).fill(phone);
  await page.getByLabel("Passord", { exact: true }).fill(password);
  await page.getByLabel("Gjenta passord", { exact: true }).fill(password);
  // Without the terms the server answers with the field's text.
  await page.getByRole("button", { name: "Opprett konto" }).click();
  await expect(page.getByText("Du må godta vilkårene")).toBeVisible();
  await page.getByLabel(/Jeg godtar/).check();
  await page.getByRole("button", { name: "Opprett konto" }).click();
  await expect(page).toHaveURL(/\/konto$/);
  await expect(page.getByRole("heading", { level: 1, name: "Hei, Siri!" })).toBeVisible();
  await expect(page.getByText("E-postadressen din er ikke bekreftet ennå.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Min konto" })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // A logged-in visitor's pages never come from the shared page cache.
  const home = await page.request.get("/", { headers: { accept: "text/html" } });
  expect(home.headers()["x-page-cache"]).toBeUndefined();

  // Resend the verification: the success alert names the address.
  await page.getByRole("button", { name: "Send bekreftelse på nytt" }).click();
  await expect(page.getByText(`Epost sendt til ${email}`)).toBeVisible();

  // Verify from the outbox mail.
  // The registration's mail and the resent one: the resent link is the one that works.
  await page.goto(await mailedLink(email, "/konto/bekreft-epost", 2));
  await expect(page.getByText("E-postadressen er bekreftet")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/konto/ordrer");
  await expect(page.getByText("Du har ingen ordrer ennå.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/konto");
  await expect(page.getByText("E-postadressen din er bekreftet.")).toBeVisible();

  // Update: the submit button waits for a change; Enter submits; the verified e-mail is locked.
  await waitForHydration(page);
  const save = page.getByRole("button", { name: "Lagre endringer" });
  await expect(save).toBeDisabled();
  await expect(page.getByLabel("E-post", { exact: true })).toHaveAttribute("readonly", "");
  const city = page.getByLabel("Sted", { exact: true });
  await city.fill("Lillehammer");
  await expect(save).toBeEnabled();
  await city.press("Enter");
  await expect(page.getByText("Kontoen er oppdatert")).toBeVisible();
  await expect(save).toBeDisabled();
  // A required field left empty gets the spec's text.
  await page.getByLabel("Fornavn", { exact: true }).fill("");
  await save.click();
  await expect(page.getByText("Fornavn må ha en verdi").first()).toBeVisible();
  await page.getByLabel("Fornavn", { exact: true }).fill("Siri");

  // Log out.
  await page.getByRole("button", { name: "Logg ut" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Logg inn" })).toBeVisible();

  // A wrong password shows the spec's message; the phone number logs in.
  await logIn(page, email, "feil-passord");
  await expect(page.getByText(LOGIN_FAILED)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Passord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Vis passord" }).click();
  await expect(page.getByLabel("Passord", { exact: true })).toHaveAttribute("type", "text");
  await page.getByLabel("E-post eller telefon", { exact: true }).fill(`+47 ${phone}`);
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page).toHaveURL(/\/konto$/);
  await expect(page.getByLabel("Sted", { exact: true })).toHaveValue("Lillehammer");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Logg ut" }).click();
  await expect(page.getByRole("link", { name: "Logg inn" })).toBeVisible();

  // Reset the password from the mailed link.
  await page.goto("/glemt-passord");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel("E-post", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send lenke" }).click();
  await expect(page.getByText("Hvis adressen er registrert hos oss")).toBeVisible();
  await page.goto(await mailedLink(email, "/konto/nytt-passord"));
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  const newPassword = "Nytt-passord-for-vinteren-25";
  await page.getByLabel("Nytt passord", { exact: true }).fill(newPassword);
  await page.getByLabel("Gjenta nytt passord", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Lagre nytt passord" }).click();
  await expect(page.getByText("Passordet er endret - logg inn med det nye passordet")).toBeVisible();
  await logIn(page, email, password);
  await expect(page.getByText(LOGIN_FAILED)).toBeVisible();
  await page.getByLabel("Passord", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page).toHaveURL(/\/konto$/);

  // Delete the account: favourites are emptied too.
  await waitForHydration(page);
  await page.evaluate(() => localStorage.setItem("favourites", "[1,2]"));
  await page.getByRole("button", { name: "Slett konto" }).click();
  await page.getByRole("button", { name: "Ja, slett kontoen min" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Logg inn" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("favourites"))).toBeNull();
  await logIn(page, email, newPassword);
  await expect(page.getByText(LOGIN_FAILED)).toBeVisible();
});

test("the account pages send a visitor to the login page", async ({ page }) => {
  await page.goto("/konto/ordrer");
  await expect(page).toHaveURL(/\/logg-inn\?tilbake=\/konto\/ordrer/);
  await expect(page.getByText("Du må logge inn for å se denne siden.")).toBeVisible();
});

test("logging in with a return address that names another site lands on the shop", async ({ page, baseURL }) => {
  // "/\t/evil.example": a browser drops the tab and reads "//evil.example", another site.
  await page.goto("/logg-inn?tilbake=%2F%09%2Fevil.example");
  await waitForHydration(page);
  await page.getByLabel("E-post eller telefon", { exact: true }).fill("kari@example.no");
  await page.getByLabel("Passord", { exact: true }).fill("Demo-passord-1");
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page).toHaveURL(`${baseURL}/konto`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("logging in in one tab reloads the other", async ({ context }) => {
  const first = await context.newPage();
  await first.goto("/");
  await waitForHydration(first);
  await expect(first.getByRole("link", { name: "Logg inn" })).toBeVisible();
  const second = await context.newPage();
  await logIn(second, "kari@example.no", "Demo-passord-1");
  await expect(second).toHaveURL(/\/konto$/);
  // The first tab reloads by itself and now shows the logged-in header.
  await expect(first.getByRole("link", { name: "Min konto" })).toBeVisible();
  await waitForHydration(second);
  await second.getByRole("button", { name: "Logg ut" }).click();
  await expect(first.getByRole("link", { name: "Logg inn" })).toBeVisible();
});

test("login keeps the favourites (merged into the account, decision 038) and reopens the cart when asked to (openCart)", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("favourites", "[7]"));
  await page.goto("/logg-inn?openCart=1&melding=krever-kode");
  await expect(page.getByText("Denne koden krever at du er innlogget")).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("E-post eller telefon", { exact: true }).fill("kari@example.no");
  await page.getByLabel("Passord", { exact: true }).fill("Demo-passord-1");
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // Once the account has taken it, the list is the account's, which now holds article 7.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("favourites-owner"))).toBe("1");
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("favourites"))) ?? "[]")).toContain(7);
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBe('{"id":1}');
});

test("the customer's own choices on /konto: club, newsletter and the others, kept after a reload", async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL);
  await page.goto("/registrer");
  await waitForHydration(page);
  await page.getByLabel("Fornavn", { exact: true }).fill("Vilde");
  await page.getByLabel("Etternavn", { exact: true }).fill("Valg");
  await page.getByLabel("E-post", { exact: true }).fill(`valg.${Date.now()}@example.no`);
  await page.getByLabel("Telefon", { exact: true }).fill(`4${String(Date.now()).slice(-7)}`);
  await page.getByLabel("Passord", { exact: true }).fill("Skitur-i-Nordmarka-24");
  await page.getByLabel("Gjenta passord", { exact: true }).fill("Skitur-i-Nordmarka-24");
  await page.getByLabel(/Jeg godtar/).check();
  await page.getByRole("button", { name: "Opprett konto" }).click();
  await expect(page).toHaveURL(/\/konto$/);
  await waitForHydration(page);

  const choices = page.getByRole("group", { name: "Hva vil du ha fra oss?" });
  await expect(choices.getByRole("checkbox", { name: /Medlem av kundeklubben/ })).not.toBeChecked();
  await choices.getByRole("checkbox", { name: /Medlem av kundeklubben/ }).check();
  await choices.getByRole("checkbox", { name: "Nyhetsbrev på e-post" }).check();
  await page.getByRole("button", { name: "Lagre valgene" }).click();
  await expect(page.getByText("Valgene dine er lagret")).toBeVisible();
  await expect(page.getByText("Du er klubbmedlem.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Klubbkoden din som QR-kode" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(choices.getByRole("checkbox", { name: "Nyhetsbrev på e-post" })).toBeChecked();
  await expect(choices.getByRole("checkbox", { name: "Bursdagsgave fra oss" })).not.toBeChecked();
});

test("a submit before the form's validation has loaded waits for it; a failed load says so and sends nothing", async ({
  page,
  baseURL,
}) => {
  // Scripts the page does not preload are its lazily loaded parts, the form's validation among them:
  // held here until the test lets them through, or failed as by a dropped connection.
  const html = await (await page.request.get(`${baseURL}/registrer`)).text();
  const preloaded = new Set([...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]));
  let mode: "hold" | "fail" | "pass" = "hold";
  const held: (() => Promise<void>)[] = [];
  await page.route("**/assets/*.js", async (route) => {
    if (preloaded.has(new URL(route.request().url()).pathname) || mode === "pass") return route.continue();
    if (mode === "fail") return route.abort("internetdisconnected");
    held.push(() => route.abort("internetdisconnected"));
  });
  const registrations: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/customers/register")) registrations.push(request.url());
  });

  await page.goto("/registrer");
  await waitForHydration(page);
  await page.getByLabel("Fornavn", { exact: true }).fill("Siri");
  await page.getByLabel("Etternavn", { exact: true }).fill("Reise");
  await page.getByLabel("E-post", { exact: true }).fill("siri@");
  await page.getByLabel("Telefon", { exact: true }).fill("91234567");
  await page.getByLabel("Passord", { exact: true }).fill("Skitur-i-Nordmarka-24");
  await page.getByLabel("Gjenta passord", { exact: true }).fill("Skitur-i-Nordmarka-24");
  await page.getByLabel(/Jeg godtar/).check();
  const submit = page.getByRole("button", { name: "Opprett konto" });
  await submit.click();
  // The submit waits for the validation, busy.
  await expect(submit).toBeDisabled();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  mode = "fail";
  for (const fail of held.splice(0)) await fail();
  await expect(page.getByText("Skjemaet kunne ikke sjekkes. Sjekk nettforbindelsen og prøv igjen.")).toBeVisible();
  await expect(submit).toBeEnabled();

  // Back online: the next submit loads the validation and shows the field's error; nothing was sent.
  mode = "pass";
  await submit.click();
  await expect(page.getByText("Ugyldig e-postadresse")).toBeVisible();
  await expect(page.getByText("Skjemaet kunne ikke sjekkes. Sjekk nettforbindelsen og prøv igjen.")).toBeHidden();
  expect(registrations).toEqual([]);
  await expectNoAxeViolations(page);
});
