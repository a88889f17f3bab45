// The demo's four logins have their passwords printed in the README (issue 31). They must never
// exist in a real shop: the launch list and every production start name the ones that do.
import { and, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { customers } from "../../db/schema.ts";
import { DEMO_ACCOUNTS } from "../../db/seed/customers.ts";

const DEMO_EMAILS = DEMO_ACCOUNTS.map((a) => a.email.toLowerCase());

/** The demo logins present in this database and not deactivated, by e-mail address. */
export async function demoAccountsPresent(db: Executor): Promise<string[]> {
  const found = await db
    .select({ email: customers.email })
    .from(customers)
    .where(and(inArray(sql`lower(${customers.email})`, DEMO_EMAILS), isNull(customers.deactivatedAt)));
  return found.map((r) => r.email).sort();
}
