// Single-use tokens for password reset and e-mail verification links: 32 random bytes in the link,
// only their sha-256 in auth_tokens, valid for 60 minutes, spent by an atomic conditional update.
// An invitation to the back office (decision 068) is a link to choose a password, valid 24 hours: it
// goes to someone who may not read mail within the hour.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { authTokens } from "../../db/schema.ts";

export type TokenPurpose = "password_reset" | "email_verification" | "invite";
export const TOKEN_MINUTES = 60;
export const INVITE_HOURS = 24;

/** How long a token of the purpose is valid. */
export const tokenMinutes = (purpose: TokenPurpose) => (purpose === "invite" ? INVITE_HOURS * 60 : TOKEN_MINUTES);

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new token for the customer; earlier unused tokens of the same purpose stop working. */
export async function issueToken(ex: Executor, customerId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await ex.delete(authTokens).where(and(eq(authTokens.customerId, customerId), eq(authTokens.purpose, purpose)));
  await ex.insert(authTokens).values({
    customerId,
    purpose,
    tokenHash: hashToken(token),
    // The database's clock, like the expiry checks below.
    expiresAt: sql`now() + make_interval(mins => ${tokenMinutes(purpose)}::int)`,
  });
  return token;
}

const live = (token: string, purpose: TokenPurpose) =>
  and(
    eq(authTokens.tokenHash, hashToken(token)),
    eq(authTokens.purpose, purpose),
    gt(authTokens.expiresAt, sql`now()`),
  );

/** Marks the token used and returns its customer, or null when it is unknown, used or expired. */
export async function spendToken(ex: Executor, token: string, purpose: TokenPurpose): Promise<number | null> {
  const [row] = await ex
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(live(token, purpose), isNull(authTokens.usedAt)))
    .returning({ customerId: authTokens.customerId });
  return row?.customerId ?? null;
}

/** The customer of a token already spent (not expired), or null. */
export async function spentBy(ex: Executor, token: string, purpose: TokenPurpose): Promise<number | null> {
  const [row] = await ex
    .select({ customerId: authTokens.customerId })
    .from(authTokens)
    .where(and(live(token, purpose), isNotNull(authTokens.usedAt)));
  return row?.customerId ?? null;
}
