// Registration, account update, verification and password reset
// (spec sections 4, 6, 7, 8; ASVS V2.1, V2.5, V3.3). History, IDOR and deletion: account-history.test.ts.
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_EXISTS,
  ALREADY_LOGGED_IN,
  EMAIL_VERIFIED,
  GENDER_INVALID,
  INVALID_DATA,
  MAIL_NOT_SENT,
  mailSent,
  PASSWORD_CHANGED,
  PASSWORDS_DIFFER,
  REQUIRED_FIELD_MESSAGES,
  RESET_LINK_INVALID,
  RESET_LINK_SENT,
} from "../../../domain/account-messages.ts";
import {
  lastMailLink,
  newAccountInput,
  openAccountsTestApp,
  registerCustomer,
  TEST_PASSWORD,
} from "../../../tests/helpers/accounts.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { NO_USER_MESSAGE, SESSION_COOKIE } from "../../plugins/session.ts";
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from "./password-policy.ts";

let t: TestApp;
let ipCounter = 0;
const browser = () => new Browser(t.app, `10.2.0.${++ipCounter}`);
appForFile(openAccountsTestApp, (app) => {
  t = app;
});

describe("POST /customers/register", () => {
  it("creates the account (argon2id hash, terms accepted), logs in and mails a verification link", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    const [row] = await rows<{ password_hash: string; terms: boolean; verified: boolean }>(
      t.database,
      `select password_hash, terms_accepted_at is not null as terms, email_verified_at is not null as verified
         from customers where id = $1`,
      [account.id],
    );
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.terms).toBe(true);
    expect(row.verified).toBe(false);
    const current = await b.get("/api/v1/customers/current");
    expect(current.json().data).toMatchObject({ id: account.id, email: account.email, email_verified: false });
    const { link } = await lastMailLink(t.database, account.email);
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/konto\/bekreft-epost\?token=/);
  });

  it("refuses a gender that does not exist with 422 on gender_id, not a 500, and makes no account", async () => {
    const input = newAccountInput({ gender_id: 999_999 });
    const response = await browser().post("/api/v1/customers/register", input);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ gender_id: [GENDER_INVALID] });
    expect(await rows(t.database, "select id from customers where email = $1", [input.email])).toEqual([]);
  });

  it("answers 423 with the spec's text when the e-mail or the phone already has an account", async () => {
    const first = await registerCustomer(browser());
    for (const clash of [{ email: first.email.toUpperCase() }, { phone: `+47 ${first.phone}` }]) {
      const response = await browser().post("/api/v1/customers/register", newAccountInput(clash));
      expect(response.statusCode).toBe(423);
      expect(response.json()).toEqual({ message: ACCOUNT_EXISTS });
    }
  });

  it("answers 422 'Ikke gyldig data, alle feltene må fylles ut' with the field's text, writing nothing", async () => {
    const before = await rows<{ n: number }>(t.database, "select count(*)::int as n from customers");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ first_name: "" }, "first_name", REQUIRED_FIELD_MESSAGES.first_name],
      [{ last_name: undefined }, "last_name", REQUIRED_FIELD_MESSAGES.last_name],
      [{ phone: "" }, "phone", REQUIRED_FIELD_MESSAGES.phone],
      [{ email: "  " }, "email", REQUIRED_FIELD_MESSAGES.email],
      [{ phone: "12345678" }, "phone", "Telefonnummeret må ha åtte siffer og begynne med 4 eller 9"],
      [{ terms_conditions: 0 }, "terms_conditions", "Du må godta vilkårene"],
      [{ password_confirmation: "noe annet" }, "password_confirmation", PASSWORDS_DIFFER],
      [{ password: "kort-1", password_confirmation: "kort-1" }, "password", PASSWORD_TOO_SHORT],
      [{ password: "iloveyou", password_confirmation: "iloveyou" }, "password", PASSWORD_TOO_COMMON],
      [{ password: "x".repeat(129), password_confirmation: "x".repeat(129) }, "password", PASSWORD_TOO_LONG],
    ];
    for (const [over, field, text] of cases) {
      const response = await browser().post("/api/v1/customers/register", newAccountInput(over));
      expect(response.statusCode, field).toBe(422);
      expect(response.json().message).toBe(INVALID_DATA);
      expect(response.json().errors[field], field).toContain(text);
    }
    const after = await rows<{ n: number }>(t.database, "select count(*)::int as n from customers");
    expect(after[0].n).toBe(before[0].n);
  });

  it("accepts a 64-character password with spaces and any characters", async () => {
    const password = "en lang setning på norsk med æøå og tall 1234 som passord!!!!!!!";
    expect([...password]).toHaveLength(64);
    const b = browser();
    const account = await registerCustomer(b, { password, password_confirmation: password });
    await b.post("/api/v1/customers/logout");
    expect((await b.post("/api/v1/customers/login", { email: account.email, password })).statusCode).toBe(200);
  });

  it("refuses to register while logged in with 401", async () => {
    const b = browser();
    await registerCustomer(b);
    const response = await b.post("/api/v1/customers/register", newAccountInput());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: ALREADY_LOGGED_IN });
  });
});

describe("e-mail verification", () => {
  it("verifies by the mailed link; opening it again still says verified; a wrong or expired token is refused", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    const { token } = await lastMailLink(t.database, account.email);
    const ok = await browser().post("/api/v1/customers/email/verify", { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: EMAIL_VERIFIED });
    expect((await b.get("/api/v1/customers/current")).json().data.email_verified).toBe(true);
    // A mail scanner may have opened the link first.
    const again = await browser().post("/api/v1/customers/email/verify", { token });
    expect(again.statusCode).toBe(200);
    const [used] = await rows<{ used: boolean }>(
      t.database,
      "select used_at is not null as used from auth_tokens a join customers c on c.id = a.customer_id where c.email = $1",
      [account.email],
    );
    expect(used.used).toBe(true);
    const wrong = await browser().post("/api/v1/customers/email/verify", { token: "Z".repeat(43) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(RESET_LINK_INVALID);
    await rows(
      t.database,
      "update auth_tokens set expires_at = now() - interval '1 second' from customers c where c.id = auth_tokens.customer_id and c.email = $1",
      [account.email],
    );
    expect((await browser().post("/api/v1/customers/email/verify", { token })).statusCode).toBe(422);
  });

  it("an unspent verification link older than 60 minutes does not verify", async () => {
    const account = await registerCustomer(browser());
    const { token } = await lastMailLink(t.database, account.email);
    await rows(
      t.database,
      "update auth_tokens set expires_at = now() - interval '1 second' from customers c where c.id = auth_tokens.customer_id and c.email = $1",
      [account.email],
    );
    expect((await browser().post("/api/v1/customers/email/verify", { token })).statusCode).toBe(422);
    const [row] = await rows<{ verified: boolean }>(
      t.database,
      "select email_verified_at is not null as verified from customers where email = $1",
      [account.email],
    );
    expect(row.verified).toBe(false);
  });

  it("GET /customers/email/resend mails a new link: 'Epost sendt til {email}'", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    const { token: first } = await lastMailLink(t.database, account.email);
    const response = await b.get("/api/v1/customers/email/resend");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: mailSent(account.email) });
    const { token: second } = await lastMailLink(t.database, account.email);
    expect(second).not.toBe(first);
    // only the newest link works
    expect((await browser().post("/api/v1/customers/email/verify", { token: first })).statusCode).toBe(422);
    expect((await browser().post("/api/v1/customers/email/verify", { token: second })).statusCode).toBe(200);
  });

  it("resend answers 'Epost ble ikke sendt' for a verified address, and 404 without a user", async () => {
    const b = browser();
    await b.login("kari@example.no", "Demo-passord-1");
    const verified = await b.get("/api/v1/customers/email/resend");
    expect(verified.statusCode).toBe(422);
    expect(verified.json().message).toBe(MAIL_NOT_SENT);
    const anonymous = await browser().get("/api/v1/customers/email/resend");
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toEqual({ message: NO_USER_MESSAGE });
  });

  it("resend does not wait for an SMTP server that cannot be reached: the mail is queued for the job (decision 076)", async () => {
    const smtp = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
    try {
      const b = new Browser(smtp.app, "10.2.9.1");
      const account = await registerCustomer(b);
      const response = await b.get("/api/v1/customers/email/resend");
      expect(response.statusCode).toBe(200);
      const queued = await rows<{ status: string }>(
        smtp.database,
        "select status from mail_outbox where to_address = $1",
        [account.email],
      );
      expect(queued.map((m) => m.status)).toEqual(["queued", "queued"]);
    } finally {
      await smtp.close();
    }
  });
});

describe("PUT /customers/{id}", () => {
  it("updates the own account", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    const response = await b.put(`/api/v1/customers/${account.id}`, {
      first_name: "Pål",
      last_name: "Testesen",
      email: account.email,
      phone: account.phone,
      city: "Bergen",
      newsletter: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ first_name: "Pål", city: "Bergen", newsletter: true });
  });

  it("refuses a gender that does not exist with 422 on gender_id and changes nothing", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    const response = await b.put(`/api/v1/customers/${account.id}`, {
      first_name: "Endret",
      last_name: "Testesen",
      email: account.email,
      phone: account.phone,
      gender_id: 999_999,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ gender_id: [GENDER_INVALID] });
    const [row] = await rows<{ first_name: string }>(t.database, "select first_name from customers where id = $1", [
      account.id,
    ]);
    expect(row.first_name).toBe("Per");
  });

  it("answers 422 with the mapped text for each missing required field", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    const full = { first_name: "Per", last_name: "Testesen", email: account.email, phone: account.phone };
    for (const field of Object.keys(REQUIRED_FIELD_MESSAGES) as (keyof typeof REQUIRED_FIELD_MESSAGES)[]) {
      // The form drops empty fields before sending (spec section 5).
      const { [field]: _dropped, ...rest } = full;
      const response = await b.put(`/api/v1/customers/${account.id}`, rest);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: INVALID_DATA, errors: { [field]: [REQUIRED_FIELD_MESSAGES[field]] } });
    }
  });

  it("a new e-mail address must be verified again; one another account uses gives 423", async () => {
    const other = await registerCustomer(browser());
    const b = browser();
    const account = await registerCustomer(b);
    const { token } = await lastMailLink(t.database, account.email);
    await browser().post("/api/v1/customers/email/verify", { token });
    const base = { first_name: "Per", last_name: "Testesen", phone: account.phone };
    const clash = await b.put(`/api/v1/customers/${account.id}`, { ...base, email: other.email });
    expect(clash.statusCode).toBe(423);
    expect(clash.json()).toEqual({ message: ACCOUNT_EXISTS });
    const email = `ny.${account.email}`;
    const changed = await b.put(`/api/v1/customers/${account.id}`, { ...base, email });
    expect(changed.json().data).toMatchObject({ email, email_verified: false });
    await lastMailLink(t.database, email);
  });

  it("changing the password needs the current one, ends the other sessions and rotates this one", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    const other = browser();
    await other.login(account.email, TEST_PASSWORD);
    const base = { first_name: "Per", last_name: "Testesen", email: account.email, phone: account.phone };
    const newPassword = "Nytt-og-bedre-passord-7";
    const wrong = await b.put(`/api/v1/customers/${account.id}`, {
      ...base,
      current_password: "gjettet-feil",
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toBeDefined();
    const before = b.cookies.get(SESSION_COOKIE);
    const ok = await b.put(`/api/v1/customers/${account.id}`, {
      ...base,
      current_password: TEST_PASSWORD,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(ok.statusCode).toBe(200);
    expect(b.cookies.get(SESSION_COOKIE)).not.toBe(before);
    expect((await b.get("/api/v1/customers/current")).statusCode).toBe(200);
    expect((await other.get("/api/v1/customers/current")).statusCode).toBe(204);
  });

  it("changing the e-mail address ends the other sessions and rotates this one (issue 29)", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    const other = browser();
    await other.login(account.email, TEST_PASSWORD);
    const base = { first_name: "Per", last_name: "Testesen", phone: account.phone };
    const same = await b.put(`/api/v1/customers/${account.id}`, { ...base, email: account.email, first_name: "Pål" });
    expect(same.statusCode).toBe(200);
    expect((await other.get("/api/v1/customers/current")).statusCode).toBe(200);

    const before = b.cookies.get(SESSION_COOKIE);
    const changed = await b.put(`/api/v1/customers/${account.id}`, { ...base, email: `ny.${account.email}` });
    expect(changed.statusCode).toBe(200);
    expect(b.cookies.get(SESSION_COOKIE)).not.toBe(before);
    expect((await b.get("/api/v1/customers/current")).statusCode).toBe(200);
    expect((await other.get("/api/v1/customers/current")).statusCode).toBe(204);
  });

  it("answers 404 without a user", async () => {
    const response = await browser().put("/api/v1/customers/1", { first_name: "x" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: NO_USER_MESSAGE });
  });
});

describe("password reset", () => {
  it("answers alike whether the address has an account, mailing only a real one", async () => {
    const account = await registerCustomer(browser());
    const known = await browser().post("/api/v1/customers/password/email", { email: account.email });
    const unknown = await browser().post("/api/v1/customers/password/email", { email: "finnes.ikke@example.no" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: RESET_LINK_SENT });
    expect(unknown.json()).toEqual(known.json());
    expect(
      await rows(t.database, "select 1 from mail_outbox where to_address = 'finnes.ikke@example.no'"),
    ).toHaveLength(0);
    const { link } = await lastMailLink(t.database, account.email);
    expect(link).toContain("/konto/nytt-passord?token=");
  });

  it("sends at most 5 reset mails a minute per address and client, answering the same", async () => {
    const account = await registerCustomer(browser());
    const b = browser();
    for (let i = 0; i < 7; i++) {
      const response = await b.post("/api/v1/customers/password/email", { email: account.email });
      expect(response.json()).toEqual({ message: RESET_LINK_SENT });
    }
    const mails = await rows(
      t.database,
      "select 1 from mail_outbox where to_address = $1 and subject = 'Lag nytt passord'",
      [account.email],
    );
    expect(mails).toHaveLength(5);
  });

  it("sets the new password, ends every session of the account, and the token works once", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    await browser().post("/api/v1/customers/password/email", { email: account.email });
    const { token } = await lastMailLink(t.database, account.email);
    const [stored] = await rows<{ token_hash: string }>(
      t.database,
      "select a.token_hash from auth_tokens a join customers c on c.id = a.customer_id where c.email = $1 and purpose = 'password_reset'",
      [account.email],
    );
    expect(stored.token_hash).not.toBe(token);
    const password = "Helt-nytt-passord-2026";
    const reset = await browser().post("/api/v1/customers/password/reset", {
      token,
      password,
      password_confirmation: password,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: PASSWORD_CHANGED });
    expect((await b.get("/api/v1/customers/current")).statusCode).toBe(204);
    const again = await browser().post("/api/v1/customers/password/reset", {
      token,
      password: "Et-tredje-passord-99",
      password_confirmation: "Et-tredje-passord-99",
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(RESET_LINK_INVALID);
    const login = browser();
    expect(
      (await login.post("/api/v1/customers/login", { email: account.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(422);
    await login.login(account.email, password);
  });

  it("refuses an expired token (older than 60 minutes) and a weak new password", async () => {
    const account = await registerCustomer(browser());
    await browser().post("/api/v1/customers/password/email", { email: account.email });
    const { token } = await lastMailLink(t.database, account.email);
    const weak = await browser().post("/api/v1/customers/password/reset", {
      token,
      password: "password1",
      password_confirmation: "password1",
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual([PASSWORD_TOO_COMMON]);
    const [life] = await rows<{ minutes: number }>(
      t.database,
      "select round(extract(epoch from expires_at - created_at) / 60)::int as minutes from auth_tokens where purpose = 'password_reset' order by id desc limit 1",
    );
    expect(life.minutes).toBe(60);
    await rows(
      t.database,
      "update auth_tokens set expires_at = now() - interval '1 minute' where purpose = 'password_reset'",
    );
    const expired = await browser().post("/api/v1/customers/password/reset", {
      token,
      password: "Helt-nytt-passord-2026",
      password_confirmation: "Helt-nytt-passord-2026",
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe(RESET_LINK_INVALID);
  });
});
