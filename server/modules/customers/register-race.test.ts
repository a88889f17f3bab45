// Parallel registrations with one e-mail address (issue 32 item 10, decision 073): one 201, the others
// the spec's 423, never a 500, and no log line holds the password hash or the person's data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_EXISTS } from "../../../domain/account-messages.ts";
import { newAccountInput } from "../../../tests/helpers/accounts.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { errForLog } from "../../lib/log-redaction.ts";

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: "info" }, { write: (line) => lines.push(line) });
});
afterAll(() => t.close());

describe("parallel registrations with one e-mail address", () => {
  it("give one 201 and 423 with the spec's text for the others, and the log keeps no personal data", async () => {
    const email = `samtidig.${Date.now()}@example.no`;
    const inputs = Array.from({ length: 8 }, (_, i) =>
      newAccountInput({ email, first_name: "Samtidigfornavn", last_name: "Samtidigetternavn", phone: `4870000${i}` }),
    );
    const answers = await Promise.all(
      inputs.map((input, i) => new Browser(t.app, `10.32.0.${i + 1}`).post("/api/v1/customers/register", input)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 423, 423, 423, 423, 423, 423, 423]);
    for (const answer of answers.filter((a) => a.statusCode === 423)) {
      expect(answer.json()).toEqual({ message: ACCOUNT_EXISTS });
    }
    const [account] = await rows<{ password_hash: string; n: number }>(
      t.database,
      "select min(password_hash) as password_hash, count(*)::int as n from customers where lower(email) = $1",
      [email],
    );
    expect(account.n).toBe(1);

    const log = lines.join("\n");
    expect(log).not.toContain(account.password_hash);
    expect(log).not.toContain("$argon2");
    for (const personal of [email, "Samtidigfornavn", "Samtidigetternavn", ...inputs.map((i) => i.phone)]) {
      expect(log).not.toContain(personal);
    }
  });
});

describe("the logger", () => {
  it("blanks passwords, hashes and personal fields wherever a log call passes them", () => {
    const before = lines.length;
    t.app.log.warn(
      {
        email: "ute@example.no",
        customer: { passwordHash: "$argon2id$v=19$hemmelig", phone: "98765432", firstName: "Ute", lastName: "Logg" },
        body: { password: "Hemmelig-1", address: "Loggveien 1" },
      },
      "redaction check",
    );
    const line = lines.slice(before).join("\n");
    expect(line).toContain("redaction check");
    expect(line).toContain("[skjult]");
    for (const secret of ["ute@example.no", "$argon2id", "98765432", "Ute", "Logg", "Hemmelig-1", "Loggveien"]) {
      expect(line).not.toContain(secret);
    }
  });

  it("logs a failed query without its parameters or the violated key's values", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "customers_email_idx"'), {
      code: "23505",
      detail: "Key (lower(email))=(per@example.no) already exists.",
    });
    // What drizzle throws: the statement, then its parameters, in the message.
    const error = Object.assign(
      new Error(
        'Failed query: insert into "customers" ("email", "password_hash") values ($1, $2)\nparams: per@example.no,$argon2id$v=19$x',
      ),
      {
        query: 'insert into "customers" ("email", "password_hash") values ($1, $2)',
        params: ["per@example.no", "$argon2id$v=19$x"],
        cause,
      },
    );
    const logged = JSON.stringify(errForLog(error));
    expect(logged).toContain("Failed query: insert into");
    expect(logged).toContain("23505");
    expect(logged).not.toContain("per@example.no");
    expect(logged).not.toContain("$argon2id");

    const before = lines.length;
    t.app.log.error({ err: error }, "unhandled error");
    const line = lines.slice(before).join("\n");
    expect(line).toContain("customers_email_idx");
    expect(line).not.toContain("per@example.no");
    expect(line).not.toContain("$argon2id");
  });
});
