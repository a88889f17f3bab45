// Fresh accounts for tests: unique addresses and phones, so files sharing one PostgreSQL never collide.
import { randomBytes, randomInt } from "node:crypto";
import type { Database } from "../../server/db/client.ts";
import type { Browser } from "./browser.ts";
import { rows } from "./test-app.ts";

export const TEST_PASSWORD = "Fjelltur-i-regnet-42";

export function newAccountInput(over: Record<string, unknown> = {}) {
  return {
    first_name: "Per",
    last_name: "Testesen",
    email: `per.${randomBytes(6).toString("hex")}@example.no`,
    phone: `4${randomInt(1_000_000, 9_999_999)}`,
    password: TEST_PASSWORD,
    password_confirmation: TEST_PASSWORD,
    terms_conditions: 1,
    ...over,
  };
}

/** Registers (and so logs in) a new customer in the browser. */
export async function registerCustomer(browser: Browser, over: Record<string, unknown> = {}) {
  const input = newAccountInput(over);
  const response = await browser.post("/api/v1/customers/register", input);
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...input, id: (response.json().data as { id: number }).id };
}

/** The link of the newest mail to the address (from the outbox). */
export async function lastMailLink(database: Database, to: string): Promise<{ link: string; token: string }> {
  const [mail] = await rows<{ text: string }>(
    database,
    "select text from mail_outbox where to_address = $1 order by id desc limit 1",
    [to],
  );
  const link = mail?.text.match(/https?:\/\/\S+token=([A-Za-z0-9_-]{43})/);
  if (!link) throw new Error(`no link mailed to ${to}`);
  return { link: link[0], token: link[1] };
}

/**
 * Removes the customers and reviews a test file adds, so on PostgreSQL (one database for all files)
 * the seed determinism test still compares against the pristine demo data. Call before the file's
 * first change; run the returned function in afterAll.
 */
export async function removeAddedAccountsLater(database: Database): Promise<() => Promise<void>> {
  const [max] = await rows<{ customer: number; review: number }>(
    database,
    "select (select coalesce(max(id), 0) from customers) as customer, (select coalesce(max(id), 0) from reviews) as review",
  );
  return async () => {
    await rows(database, "delete from reviews where id > $1", [max.review]);
    await rows(database, "delete from customers where id > $1", [max.customer]);
  };
}
