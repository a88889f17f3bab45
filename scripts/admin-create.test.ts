// npm run admin:create (issue 31, decision 068): the first administrator on an empty PGlite directory,
// refused while the shop has the directory open, a stale lock taken over, weak passwords refused with
// registration's rule; and on the seeded database: the printed link chooses the password, and an
// existing account becomes administrator only with --promote.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockFileOf } from "../server/db/data-dir-lock.ts";
import { AdminCreateRefused, createAdministrator } from "../server/modules/customers/first-admin.ts";
import { hashPassword, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from "../server/modules/customers/password-policy.ts";
import { Browser } from "../tests/helpers/browser.ts";
import { createTestApp, rows, type TestApp } from "../tests/helpers/test-app.ts";
import { main } from "./admin-create.ts";

/** The command's output, both streams. */
function capture() {
  const lines: string[] = [];
  return {
    lines,
    out: { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) },
    text: () => lines.join("\n"),
  };
}

const LINK = /https:\/\/butikk\.example\.no\/konto\/nytt-passord\?token=([A-Za-z0-9_-]{43})&invitasjon=1/;
const STRONG = "Fjelltur-med-sekk-93";

describe("admin:create on PGlite (DATA_DIR)", () => {
  let root: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "butikk-admin-create-"));
    env = { DATA_DIR: path.join(root, "db"), PUBLIC_URL: "https://butikk.example.no/", DATABASE_URL: "" };
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("refuses a weak password with registration's rule before it opens anything", async () => {
    for (const [password, message] of [
      ["kort", PASSWORD_TOO_SHORT],
      ["password1", PASSWORD_TOO_COMMON],
    ]) {
      const run = capture();
      expect(await main(["--email", "sjef@example.no", "--password", password], env, run.out)).toBe(1);
      expect(run.text()).toContain(message);
      expect(run.text()).not.toContain(password);
    }
    expect(existsSync(env.DATA_DIR as string)).toBe(false);
  });

  it("creates the first administrator on an empty directory and prints a one-time link from PUBLIC_URL", async () => {
    const run = capture();
    expect(await main(["--email", "Sjef@Example.no", "--name", "Berit Sjef"], env, run.out), run.text()).toBe(0);
    expect(run.text()).toContain("Administrator opprettet");
    expect(run.text()).toContain("Berit Sjef <sjef@example.no>");
    expect(run.text()).toMatch(LINK);
    expect(run.text()).toContain("24 timer");
    // The lock is freed once the command is done.
    expect(existsSync(lockFileOf(env.DATA_DIR as string))).toBe(false);
  }, 180_000);

  it("refuses an existing address without --promote, and changes nothing", async () => {
    const run = capture();
    expect(await main(["--email", "sjef@example.no", "--password", STRONG], env, run.out)).toBe(1);
    expect(run.text()).toContain("Det finnes allerede en konto med sjef@example.no (administrator)");
    expect(run.text()).toContain("--promote");
  }, 120_000);

  it("is refused while the shop has the directory open, and leaves the directory and the lock alone", async () => {
    // The vitest parent process stands in for the running shop: a live process other than this one.
    const shop = { pid: process.ppid, host: hostname(), what: "npm start", since: new Date().toISOString() };
    writeFileSync(lockFileOf(env.DATA_DIR as string), JSON.stringify(shop));
    const run = capture();
    expect(await main(["--email", "ny@example.no"], env, run.out)).toBe(1);
    expect(run.text()).toContain("Butikken må stoppes først");
    expect(run.text()).toContain(`npm start (process ${process.ppid}`);
    expect(existsSync(lockFileOf(env.DATA_DIR as string))).toBe(true);
  });

  it("takes over the lock of a shop that was killed, and sets the password with --promote", async () => {
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    const shop = { pid: dead, host: hostname(), what: "npm start", since: new Date().toISOString() };
    writeFileSync(lockFileOf(env.DATA_DIR as string), JSON.stringify(shop));
    const run = capture();
    const code = await main(["--email", "sjef@example.no", "--password", STRONG, "--promote"], env, run.out);
    expect(code, run.text()).toBe(0);
    expect(run.text()).toContain("Berit Sjef <sjef@example.no> var allerede administrator");
    expect(run.text()).toContain("Passordet er endret");
    expect(run.text()).not.toMatch(LINK);
    expect(run.text()).not.toContain(STRONG);
    expect(existsSync(lockFileOf(env.DATA_DIR as string))).toBe(false);
  }, 120_000);

  it("says how it is used, with exit code 2 for wrong use", async () => {
    const run = capture();
    expect(await main([], env, run.out)).toBe(2);
    expect(run.text()).toContain("--email mangler");
    expect(await main(["--email", "ikke-en-adresse"], env, run.out)).toBe(2);
    expect(await main(["--email", "a@example.no", "--ukjent"], env, run.out)).toBe(2);
  });
});

describe("createAdministrator on the shop's database", () => {
  let t: TestApp;
  const email = `admin-create-${process.pid}@example.no`;
  const customerEmail = `kunde-create-${process.pid}@example.no`;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "https://butikk.example.no" });
  });
  afterAll(async () => {
    // The PostgreSQL test database is shared: the accounts made here go.
    await rows(t.database, "delete from customers where email = any($1)", [[email, customerEmail]]);
    await t?.close();
  });

  it("prints a link with which the administrator chooses a password, logs in and reaches the back office", async () => {
    const done = await createAdministrator(t.database, { email, promote: false }, "https://butikk.example.no");
    expect(done).toMatchObject({ outcome: "created", name: "Administrator", email });
    const token = done.link?.match(LINK)?.[1] as string;
    expect(token).toBeTruthy();
    const browser = new Browser(t.app, "10.31.0.1");
    // No password works before one is chosen.
    const before = await browser.post("/api/v1/customers/login", { email, password: "!invited" });
    expect(before.statusCode).toBe(422);
    const reset = await browser.post("/api/v1/customers/password/reset", {
      token,
      password: STRONG,
      password_confirmation: STRONG,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await browser.login(email, STRONG);
    const people = await browser.get("/api/v1/backoffice/people");
    expect(people.statusCode).toBe(200);
    expect(people.json().data).toContainEqual(expect.objectContaining({ email, role: "admin", status: "active" }));
    // The link is spent.
    const again = await new Browser(t.app, "10.31.0.2").post("/api/v1/customers/password/reset", {
      token,
      password: STRONG,
      password_confirmation: STRONG,
    });
    expect(again.statusCode).toBe(422);
  });

  // The shop (this test app) is connected to the same PostgreSQL while the command runs.
  it.skipIf(!process.env.TEST_DATABASE_URL)("works on PostgreSQL (DATABASE_URL) while the shop runs", async () => {
    const run = capture();
    const env = { DATABASE_URL: process.env.TEST_DATABASE_URL, PUBLIC_URL: "https://butikk.example.no" };
    const code = await main(["--email", email, "--promote", "--name", "Pål Postgres"], env, run.out);
    expect(code, run.text()).toBe(0);
    expect(run.text()).toContain(`Pål Postgres <${email}> var allerede administrator`);
    const browser = new Browser(t.app, "10.31.0.4");
    await browser.login(email, STRONG);
    expect((await browser.get("/api/v1/backoffice/people")).statusCode).toBe(200);
  });

  it("makes an existing customer administrator only with --promote, keeping their password", async () => {
    await rows(
      t.database,
      "insert into customers (first_name, last_name, email, password_hash) values ('Kari', 'Kunde', $1, $2)",
      [customerEmail, await hashPassword(STRONG)],
    );
    await expect(
      createAdministrator(t.database, { email: customerEmail, promote: false }, "https://butikk.example.no"),
    ).rejects.toThrow(AdminCreateRefused);
    const [unchanged] = await rows<{ role: string }>(t.database, "select role from customers where email = $1", [
      customerEmail,
    ]);
    expect(unchanged.role).toBe("customer");
    const done = await createAdministrator(t.database, { email: customerEmail, promote: true }, "https://x");
    expect(done).toMatchObject({ outcome: "promoted", previousRole: "customer", link: undefined });
    const browser = new Browser(t.app, "10.31.0.3");
    await browser.login(customerEmail, STRONG);
    expect((await browser.get("/api/v1/backoffice/people")).statusCode).toBe(200);
  });
});
