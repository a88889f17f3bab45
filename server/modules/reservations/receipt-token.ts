// The receipt link's token (decision 034): 256 random bits given once, at checkout, to the browser
// that pays and in the confirmation mail. The reservation keeps only its sha-256, so a leaked
// database or log cannot open a receipt; the check runs in constant time.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

const TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/;

export const hashReceiptToken = (token: string): string => createHash("sha256").update(token).digest("hex");

export function newReceiptToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashReceiptToken(token) };
}

/** Whether `token` is the one whose hash the reservation keeps. */
export function isReceiptToken(token: string | null | undefined, storedHash: string | null): boolean {
  if (!token || !storedHash || !TOKEN_FORM.test(token)) return false;
  const given = Buffer.from(hashReceiptToken(token));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
