// The visitor's poll cookie (decision 038): 32 random bytes that say "this browser has answered".
// Only its sha-256 is stored with the answers, so the table alone cannot be matched to a browser.
import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Shopper } from "./poll-service.ts";

export const POLL_COOKIE = "butikk_poll";
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

export const visitorKey = (raw: string) => createHash("sha256").update(raw).digest("hex");

/** Who is asking, from a customer id and the raw Cookie header's poll cookie (pages read it too). */
export function shopperOf(customerId: number | null, cookieValue: string | undefined): Shopper {
  if (customerId !== null) return { customerId };
  return { visitorKey: cookieValue && WELL_FORMED.test(cookieValue) ? visitorKey(cookieValue) : null };
}

/** The visitor's shopper identity, issuing the cookie first when they answer without one. */
export function visitorWithCookie(req: FastifyRequest, reply: FastifyReply): Shopper {
  const existing = req.cookies[POLL_COOKIE];
  if (existing && WELL_FORMED.test(existing)) return { visitorKey: visitorKey(existing) };
  const raw = randomBytes(32).toString("base64url");
  reply.setCookie(POLL_COOKIE, raw, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: req.protocol === "https",
    maxAge: ONE_YEAR_SECONDS,
  });
  return { visitorKey: visitorKey(raw) };
}
