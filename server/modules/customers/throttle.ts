// Login throttling (ASVS 2.2.1): at most 5 failed logins a minute per account and client address,
// counted in PostgreSQL so every node of the shop sees the same count.
import { createHash } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";

export const MAX_FAILURES = 5;
const windowStart = sql`now() - interval '1 minute'`;

const keyOf = (account: string, ip: string) => createHash("sha256").update(`${account}\n${ip}`).digest("hex");

export function createLoginThrottle(db: Executor) {
  return {
    async blocked(account: string, ip: string): Promise<boolean> {
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(loginFailures)
        .where(and(eq(loginFailures.key, keyOf(account, ip)), gt(loginFailures.createdAt, windowStart)));
      return n >= MAX_FAILURES;
    },
    async fail(account: string, ip: string) {
      await db.delete(loginFailures).where(lte(loginFailures.createdAt, windowStart));
      await db.insert(loginFailures).values({ key: keyOf(account, ip) });
    },
    async clear(account: string, ip: string) {
      await db.delete(loginFailures).where(eq(loginFailures.key, keyOf(account, ip)));
    },
  };
}
