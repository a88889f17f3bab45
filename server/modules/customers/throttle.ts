// Login throttling (ASVS 2.2.1): at most 5 failed logins a minute per account and client address,
// counted in PostgreSQL so every node of the shop sees the same count.
import { createHash } from "node:crypto";
import type { Database } from "../../db/client.ts";

export const MAX_FAILURES = 5;
const WINDOW = "1 minute";

const keyOf = (account: string, ip: string) => createHash("sha256").update(`${account}\n${ip}`).digest("hex");

export function createLoginThrottle(database: Database) {
  return {
    async blocked(account: string, ip: string): Promise<boolean> {
      const { rows } = await database.query<{ n: number }>(
        `select count(*)::int as n from login_failures where key = $1 and created_at > now() - interval '${WINDOW}'`,
        [keyOf(account, ip)],
      );
      return (rows[0]?.n ?? 0) >= MAX_FAILURES;
    },
    async fail(account: string, ip: string) {
      await database.query(`delete from login_failures where created_at <= now() - interval '${WINDOW}'`);
      await database.query("insert into login_failures (key) values ($1)", [keyOf(account, ip)]);
    },
    async clear(account: string, ip: string) {
      await database.query("delete from login_failures where key = $1", [keyOf(account, ip)]);
    },
  };
}
