// Single-use tokens for password reset and e-mail verification links: 32 random bytes in the link,
// only their sha-256 in auth_tokens, valid for 60 minutes, spent by an atomic conditional update.
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../../db/client.ts";
import type { Run } from "../../db/seed/bulk.ts";

export type TokenPurpose = "password_reset" | "email_verification";
export const TOKEN_MINUTES = 60;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new token for the customer; earlier unused tokens of the same purpose stop working. */
export async function issueToken(database: Database, customerId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await database.query("delete from auth_tokens where customer_id = $1 and purpose = $2", [customerId, purpose]);
  await database.query(
    `insert into auth_tokens (customer_id, purpose, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(mins => $4::int))`,
    [customerId, purpose, hashToken(token), TOKEN_MINUTES],
  );
  return token;
}

/** Marks the token used and returns its customer, or null when it is unknown, used or expired. */
export async function spendToken(run: Run, token: string, purpose: TokenPurpose): Promise<number | null> {
  const { rows } = await run<{ customer_id: number }>(
    `update auth_tokens set used_at = now()
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
      returning customer_id`,
    [hashToken(token), purpose],
  );
  return rows[0]?.customer_id ?? null;
}

/** The customer of a token already spent (not expired), or null. */
export async function spentBy(run: Run, token: string, purpose: TokenPurpose): Promise<number | null> {
  const { rows } = await run<{ customer_id: number }>(
    `select customer_id from auth_tokens
      where token_hash = $1 and purpose = $2 and used_at is not null and expires_at > now()`,
    [hashToken(token), purpose],
  );
  return rows[0]?.customer_id ?? null;
}
