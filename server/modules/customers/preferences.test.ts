// PUT /customers/current/preferences (issue 14): the customer's own club, marketing, newsletter,
// invitation and birthday-gift choices, on the account page after registration.
import { describe, expect, it } from "vitest";
import { INVALID_DATA } from "../../../domain/account-messages.ts";
import { openAccountsTestApp, registerCustomer } from "../../../tests/helpers/accounts.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { NO_USER_MESSAGE } from "../../plugins/session.ts";

let t: TestApp;
let ipCounter = 0;
const browser = () => new Browser(t.app, `10.7.0.${++ipCounter}`);
appForFile(openAccountsTestApp, (app) => {
  t = app;
});

const ALL_NO = { club: false, marketing: false, newsletter: false, event_invite: false, birthday_gift: false };
const PATH = "/api/v1/customers/current/preferences";

const stored = async (id: number) =>
  (
    await rows(
      t.database,
      "select club, marketing, newsletter, event_invite, birthday_gift from customers where id = $1",
      [id],
    )
  )[0];

describe("PUT /customers/current/preferences", () => {
  it("saves each choice, on and off again, with a Norwegian confirmation", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    const on = { club: true, marketing: true, newsletter: true, event_invite: true, birthday_gift: true };
    const saved = await b.put(PATH, on);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ data: { id: account.id, ...on }, message: "Valgene dine er lagret" });
    expect(await stored(account.id)).toEqual(on);

    const some = { ...ALL_NO, newsletter: true, birthday_gift: true };
    expect((await b.put(PATH, some)).json().data).toMatchObject(some);
    expect(await stored(account.id)).toEqual(some);
  });

  it("refuses a missing or wrong choice with 422 and changes nothing", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    for (const body of [{ club: true }, { ...ALL_NO, club: "ja" }, { ...ALL_NO, password: "x" }]) {
      const answer = await b.put(PATH, body);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe(INVALID_DATA);
    }
    expect(await stored(account.id)).toEqual(ALL_NO);
  });

  it("needs a logged-in customer and the CSRF token", async () => {
    // Like every /current route: nobody logged in is the spec's 404 with its message.
    const nobody = await browser().put(PATH, ALL_NO);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe(NO_USER_MESSAGE);
    const b = browser();
    const account = await registerCustomer(b);
    const forged = await b.request("PUT", PATH, { ...ALL_NO, club: true }, { csrf: "feil" });
    expect(forged.statusCode).toBe(419);
    expect((await stored(account.id)).club).toBe(false);
  });
});
