// The checkout key: a random value the shop gives a browser, in an httpOnly cookie, when it starts a
// checkout. The reservation keeps only its sha-256, so the shop can tell later whether a request
// comes from the browser that started a reservation (the Klarna stand-in's approval asks it,
// decision 024) without anything in an answer, a page or a log being enough to pass for it.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

export const CHECKOUT_COOKIE = "butikk_checkout";
const KEY_FORM = /^[A-Za-z0-9_-]{43}$/;

/** The browser's checkout key: the one its cookie holds, or a new one (sent with `setCheckoutKey`). */
export function checkoutKeyOf(req: FastifyRequest): string {
  const existing = req.cookies[CHECKOUT_COOKIE];
  return existing && KEY_FORM.test(existing) ? existing : randomBytes(32).toString("base64url");
}

/**
 * The key goes back on every checkout (a browser keeps one for all its checkouts). A session cookie,
 * strictly same-site: only the shop's own pages ever send it.
 */
export function setCheckoutKey(req: FastifyRequest, reply: FastifyReply, key: string): void {
  reply.setCookie(CHECKOUT_COOKIE, key, {
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    secure: req.protocol === "https",
  });
}

export const hashCheckoutKey = (key: string): string => createHash("sha256").update(key).digest("hex");

/** Whether the key is the one whose hash the reservation keeps (compared in constant time). */
export function isCheckoutKey(key: string | undefined, storedHash: string | null): boolean {
  if (!key || !storedHash) return false;
  const given = Buffer.from(hashCheckoutKey(key));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
