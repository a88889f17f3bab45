// Fresh accounts for tests: unique addresses and phones, so files sharing one PostgreSQL never collide.
import { randomBytes, randomInt } from "node:crypto";
import type { Database } from "../../server/db/client.ts";
import type { Browser } from "./browser.ts";
import { createTestApp, rows, type TestApp } from "./test-app.ts";

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

/** A reservation with one line and an order for the customer, as checkout would leave them. */
export async function historyFor(database: Database, customerId: number, email: string) {
  const [article] = await rows<{ id: number; name: string; variant_id: number; ean: string }>(
    database,
    `select a.id, a.name, v.id as variant_id, v.ean from articles a join variants v on v.article_id = a.id
      where a.visible_web = 1 order by a.id limit 1`,
  );
  const [reservation] = await rows<{ id: number }>(
    database,
    `insert into reservations (shop_id, customer_id, status_id, name, email, phone, address, city, zipcode, total_ore)
     values (55, $1, 4, 'Per Testesen', $2, '41234567', 'Storgata 1', 'Oslo', '0150', 49900) returning id`,
    [customerId, email],
  );
  await rows(
    database,
    `insert into reservation_lines (reservation_id, variant_id, article_id, ean, name, count, unit_price_ore)
     values ($1, $2, $3, $4, $5, 1, 49900)`,
    [reservation.id, article.variant_id, article.id, article.ean, article.name],
  );
  const [order] = await rows<{ id: number }>(
    database,
    `insert into orders (reservation_id, customer_id, name, email, total_vat_ore, net_ore, total_ore)
     values ($1, $2, 'Per Testesen', $3, 9980, 39920, 49900) returning id`,
    [reservation.id, customerId, email],
  );
  await rows(
    database,
    `insert into order_lines (order_id, article_id, ean, name, count, unit_price_ore, total_ore, vat_ore)
     values ($1, $2, $3, $4, 1, 49900, 49900, 9980)`,
    [order.id, article.id, article.ean, article.name],
  );
  return { reservationId: reservation.id, orderId: order.id, articleId: article.id };
}

/**
 * The test app of an accounts test file: the accounts (and reviews) it makes are removed when the file
 * is done, since on PostgreSQL the test files share one database.
 */
export async function openAccountsTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(env);
  const cleanUp = await removeAddedAccountsLater(t.database);
  return {
    ...t,
    async close() {
      await cleanUp();
      await t.close();
    },
  };
}
