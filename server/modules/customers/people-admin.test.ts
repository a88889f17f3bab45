// The back office's people (issue 31, decision 068): an administrator invites staff, editors and
// administrators by e-mail (a one-time link, 24 hours), sets role and shop, deactivates (every session
// ends at once, login refused) and reactivates; nobody deactivates or demotes themselves; every change
// is in the audit log; and nobody else reaches any of it.
import { afterAll, describe, expect, it } from "vitest";
import { ACCOUNT_DEACTIVATED } from "../../../domain/account-messages.ts";
import { ROLES, type Role } from "../../../domain/back-office-roles.ts";
import { SHOP_REQUIRED } from "../../../domain/schemas/people-admin.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { FORBIDDEN_MESSAGE, NO_USER_MESSAGE } from "../../plugins/session.ts";
import { hashPassword } from "./password-policy.ts";
import {
  NOT_INVITED,
  NOT_YOURSELF_DEACTIVATE,
  NOT_YOURSELF_DEMOTE,
  PERSON_HAS_ACCESS,
  SHOP_UNKNOWN,
} from "./people-admin-service.ts";

const SHOP = 55;
const PREFIX = `people-${process.pid}`;
const address = (name: string) => `${PREFIX}-${name}@example.no`;
const STRONG = "Sykkeltur-i-regnet-71";
const LOGINS: Record<Role, [string, string]> = {
  customer: ["kari@example.no", "Demo-passord-1"],
  staff: ["ansatt@example.no", "Ansatt-passord-1"],
  editor: ["redaktor@example.no", "Redaktor-passord-1"],
  admin: ["admin@example.no", "Admin-passord-1"],
};

let t: TestApp;
let admin: Browser;
let adminId: number;
appForFile(
  () => createTestApp({ PUBLIC_URL: "https://butikk.example.no" }),
  async (app) => {
    t = app;
    admin = new Browser(t.app, "10.68.0.1");
    adminId = (await admin.login(...LOGINS.admin)).id;
  },
);
afterAll(async () => {
  // The PostgreSQL test database is shared: the people made here go (their audit rows may stay).
  await rows(t.database, "delete from customers where email like $1", [`${PREFIX}-%`]);
});

/** The newest mail to the address, as sent (unmasked: the test reads the link a person would). */
async function lastMail(to: string) {
  const [mail] = await rows<{ subject: string; text: string }>(
    t.database,
    "select subject, text from mail_outbox where lower(to_address) = lower($1) order by id desc limit 1",
    [to],
  );
  return mail;
}

const tokenIn = (text: string) =>
  text.match(/https:\/\/butikk\.example\.no\/konto\/nytt-passord\?token=([A-Za-z0-9_-]{43})&invitasjon=1/)?.[1];

async function invite(body: Record<string, unknown>) {
  return admin.post("/api/v1/backoffice/people", body);
}

async function choosePassword(token: string) {
  return new Browser(t.app, "10.68.9.9").post("/api/v1/customers/password/reset", {
    token,
    password: STRONG,
    password_confirmation: STRONG,
  });
}

async function auditOf(id: number) {
  return (await admin.get(`/api/v1/backoffice/audit?entity=person&id=${id}`)).json().data as {
    action: string;
    sentence: string;
  }[];
}

describe("the list", () => {
  it("holds everyone with a back-office role, with role, shop and status, and no customer", async () => {
    const res = await admin.get("/api/v1/backoffice/people");
    expect(res.statusCode).toBe(200);
    const people = res.json().data as { email: string; role: string; shopId: number | null; status: string }[];
    expect(people).toContainEqual(
      expect.objectContaining({ email: "ansatt@example.no", role: "staff", shopId: SHOP, status: "active" }),
    );
    expect(people).toContainEqual(expect.objectContaining({ email: "admin@example.no", role: "admin", shopId: null }));
    expect(people).toContainEqual(expect.objectContaining({ email: "redaktor@example.no", role: "editor" }));
    expect(people.map((p) => p.email)).not.toContain("kari@example.no");
  });
});

describe("an invitation", () => {
  it("makes an invited person with a mail whose one-time link chooses the password, then they log in", async () => {
    const email = address("ny-ansatt");
    const res = await invite({ email: email.toUpperCase(), name: "Nora Ny Ansatt", role: "staff", shopId: SHOP });
    expect(res.statusCode, res.body).toBe(201);
    const { data, promoted, message } = res.json();
    expect(data).toMatchObject({ email, name: "Nora Ny Ansatt", role: "staff", shopId: SHOP, status: "invited" });
    expect(promoted).toBe(false);
    expect(message).toBe(`Invitasjonen er sendt til ${email}.`);

    const mail = await lastMail(email);
    expect(mail.subject).toBe("Du er invitert til administrasjonen");
    expect(mail.text).toContain("Ingrid Berg har gitt deg tilgang");
    expect(mail.text).toContain("butikkansatt i");
    expect(mail.text).toContain("24 timer");
    // The back office's outbox never shows the link.
    const outbox = (await admin.get(`/api/v1/mail/outbox?to=${encodeURIComponent(email)}`)).json();
    expect(JSON.stringify(outbox)).not.toContain("token=");

    // No password matches until one is chosen.
    const early = await new Browser(t.app, "10.68.0.2").post("/api/v1/customers/login", {
      email,
      password: "!invited",
    });
    expect(early.statusCode).toBe(422);
    expect((await choosePassword(tokenIn(mail.text) as string)).statusCode).toBe(200);
    const person = new Browser(t.app, "10.68.0.3");
    await person.login(email, STRONG);
    expect((await person.get("/api/v1/backoffice/reservations")).statusCode).toBe(200);
    const list = (await admin.get("/api/v1/backoffice/people")).json().data;
    expect(list).toContainEqual(expect.objectContaining({ email, status: "active" }));

    const [entry] = await auditOf(data.id);
    expect(entry.action).toBe("person.invite");
    expect(entry.sentence).toBe("Ingrid Berg inviterte Nora Ny Ansatt som butikkansatt.");
  });

  it("requires a shop for staff and refuses a shop that does not exist", async () => {
    const noShop = await invite({ email: address("uten-butikk"), name: "Uten Butikk", role: "staff" });
    expect(noShop.statusCode).toBe(422);
    expect(noShop.json().errors.shopId).toEqual([SHOP_REQUIRED]);
    const unknown = await invite({ email: address("ukjent"), name: "Ukjent", role: "editor", shopId: 999999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.shopId).toEqual([SHOP_UNKNOWN]);
    const bad = await invite({ email: "ikke-en-adresse", name: "", role: "sjef" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "name", "role"]);
    const [{ n }] = await rows<{ n: number }>(
      t.database,
      "select count(*)::int as n from customers where email = any($1)",
      [[address("uten-butikk"), address("ukjent")]],
    );
    expect(n).toBe(0);
  });

  it("refuses someone who already works in the back office", async () => {
    const res = await invite({ email: "Ansatt@example.no", name: "Ola Hansen", role: "editor" });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.email).toEqual([PERSON_HAS_ACCESS]);
  });

  it("gives an existing customer the role at once and tells them by mail; they keep their password", async () => {
    const email = address("kunde");
    await rows(
      t.database,
      "insert into customers (first_name, last_name, email, password_hash) values ('Kåre', 'Kunde', $1, $2)",
      [email, await hashPassword(STRONG)],
    );
    const res = await invite({ email, name: "Kåre Kunde", role: "editor", shopId: null });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ promoted: true, data: { role: "editor", status: "active" } });
    expect(res.json().message).toContain("hadde allerede en kundekonto og er nå innholdsredaktør");
    const mail = await lastMail(email);
    expect(mail.subject).toBe("Du har fått tilgang til administrasjonen");
    expect(tokenIn(mail.text)).toBeUndefined();
    const person = new Browser(t.app, "10.68.0.4");
    await person.login(email, STRONG);
    expect((await person.get("/api/v1/backoffice/blog/posts")).statusCode).toBe(200);
    const [entry] = await auditOf(res.json().data.id);
    expect(entry.sentence).toBe("Ingrid Berg ga kunden Kåre Kunde tilgang som innholdsredaktør.");
  });

  it("is sent again to a person who has not chosen a password, and not to one who has", async () => {
    const email = address("igjen");
    const { data } = (await invite({ email, name: "Ida Igjen", role: "editor" })).json();
    const first = tokenIn((await lastMail(email)).text) as string;
    const again = await admin.post(`/api/v1/backoffice/people/${data.id}/invite`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe(`En ny invitasjon er sendt til ${email}.`);
    const second = tokenIn((await lastMail(email)).text) as string;
    expect(second).not.toBe(first);
    // Only the newest link works.
    expect((await choosePassword(first)).statusCode).toBe(422);
    expect((await choosePassword(second)).statusCode).toBe(200);
    const used = await admin.post(`/api/v1/backoffice/people/${data.id}/invite`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(NOT_INVITED);
  });
});

describe("role, shop and deactivation", () => {
  it("changes role and shop, and the log says so in words", async () => {
    const email = address("rolle");
    const { data } = (await invite({ email, name: "Rolf Rolle", role: "staff", shopId: SHOP })).json();
    const res = await admin.patch(`/api/v1/backoffice/people/${data.id}`, { role: "editor" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ role: "editor", shopId: SHOP });
    const [entry] = await auditOf(data.id);
    expect(entry.sentence).toBe("Ingrid Berg endret rollen på Rolf Rolle fra butikkansatt til innholdsredaktør.");
    // Staff without a shop is refused; an administrator has none.
    const noShop = await admin.patch(`/api/v1/backoffice/people/${data.id}`, { role: "staff", shopId: null });
    expect(noShop.statusCode).toBe(422);
    const promoted = await admin.patch(`/api/v1/backoffice/people/${data.id}`, { role: "admin" });
    expect(promoted.json().data).toMatchObject({ role: "admin", shopId: null });
    expect((await admin.patch(`/api/v1/backoffice/people/${data.id}`, {})).statusCode).toBe(422);
  });

  it("ends every session of a deactivated person at once, refuses their login, and lets them back when reactivated", async () => {
    const email = address("deaktiv");
    const { data } = (await invite({ email, name: "Dag Deaktiv", role: "staff", shopId: SHOP })).json();
    await choosePassword(tokenIn((await lastMail(email)).text) as string);
    const phone = new Browser(t.app, "10.68.1.1");
    const desk = new Browser(t.app, "10.68.1.2");
    await phone.login(email, STRONG);
    await desk.login(email, STRONG);
    expect((await desk.get("/api/v1/backoffice/reservations")).statusCode).toBe(200);

    const res = await admin.patch(`/api/v1/backoffice/people/${data.id}`, { active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { status: "deactivated" },
      message: "Dag Deaktiv er deaktivert og logget ut overalt.",
    });
    const [{ n }] = await rows<{ n: number }>(
      t.database,
      "select count(*)::int as n from sessions where customer_id = $1",
      [data.id],
    );
    expect(n).toBe(0);
    for (const browser of [phone, desk]) {
      const after = await browser.get("/api/v1/backoffice/reservations");
      expect(after.statusCode).toBe(404);
      expect(after.json().message).toBe(NO_USER_MESSAGE);
    }
    const login = await new Browser(t.app, "10.68.1.3").post("/api/v1/customers/login", { email, password: STRONG });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(ACCOUNT_DEACTIVATED);
    // A wrong password says nothing of the deactivation.
    const wrong = await new Browser(t.app, "10.68.1.4").post("/api/v1/customers/login", {
      email,
      password: "feil-feil-feil",
    });
    expect(wrong.statusCode).toBe(422);

    const back = await admin.patch(`/api/v1/backoffice/people/${data.id}`, { active: true });
    expect(back.json()).toMatchObject({ data: { status: "active" }, message: "Dag Deaktiv er aktiv igjen." });
    await new Browser(t.app, "10.68.1.5").login(email, STRONG);
    const actions = (await auditOf(data.id)).map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(["person.reactivate", "person.deactivate"]);
  });

  it("a session that somehow outlives deactivation has no access (the session itself is refused)", async () => {
    const email = address("midt-i");
    const { data } = (await invite({ email, name: "Mia Midt", role: "editor" })).json();
    await choosePassword(tokenIn((await lastMail(email)).text) as string);
    const browser = new Browser(t.app, "10.68.2.1");
    await browser.login(email, STRONG);
    // Deactivated behind the service's back: the session row stays, the guard still refuses.
    await rows(t.database, "update customers set deactivated_at = now() where id = $1", [data.id]);
    const res = await browser.get("/api/v1/backoffice/blog/posts");
    expect(res.statusCode).toBe(404);
    expect((await browser.get("/api/v1/customers/current")).statusCode).toBe(204);
  });

  it("an administrator cannot deactivate or demote themselves", async () => {
    const off = await admin.patch(`/api/v1/backoffice/people/${adminId}`, { active: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(NOT_YOURSELF_DEACTIVATE);
    const down = await admin.patch(`/api/v1/backoffice/people/${adminId}`, { role: "staff", shopId: SHOP });
    expect(down.statusCode).toBe(409);
    expect(down.json().message).toBe(NOT_YOURSELF_DEMOTE);
    expect((await admin.get("/api/v1/backoffice/people")).statusCode).toBe(200);
  });

  it("a customer is not a person of the back office", async () => {
    const res = await admin.patch("/api/v1/backoffice/people/1", { role: "editor" });
    expect(res.statusCode).toBe(404);
  });
});

describe("nobody but an administrator", () => {
  const ROUTES = [
    ["GET", "/api/v1/backoffice/people", undefined],
    ["POST", "/api/v1/backoffice/people", { email: address("x"), name: "X", role: "admin" }],
    ["PATCH", "/api/v1/backoffice/people/3", { role: "staff", shopId: SHOP }],
    ["POST", "/api/v1/backoffice/people/3/invite", {}],
  ] as const;
  const others = ROLES.filter((r) => r !== "admin");

  it.each(ROUTES)("%s %s: a visitor is told to log in", async (method, url, body) => {
    const res = await new Browser(t.app, "10.68.3.1").request(method, url, body);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(NO_USER_MESSAGE);
  });

  it.each(others.flatMap((role) => ROUTES.map(([method, url, body]) => ({ role, method, url, body }))))(
    "$method $url: $role is refused",
    async ({ role, method, url, body }) => {
      const browser = new Browser(t.app, `10.68.4.${ROLES.indexOf(role)}`);
      await browser.login(...LOGINS[role]);
      const res = await browser.request(method, url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    },
  );

  it("a change without the CSRF token is refused (419)", async () => {
    const res = await admin.request("POST", "/api/v1/backoffice/people", { email: address("csrf") }, { csrf: false });
    expect(res.statusCode).toBe(419);
  });

  it("nothing was made by the refused requests", async () => {
    const [{ n }] = await rows<{ n: number }>(t.database, "select count(*)::int as n from customers where email = $1", [
      address("x"),
    ]);
    expect(n).toBe(0);
    const [ingrid] = await rows<{ role: string }>(t.database, "select role from customers where id = 3");
    expect(ingrid.role).toBe("admin");
  });
});
