// Who answers a poll (decisions 038 and 073). A customer by account. A visitor by client address and
// poll: the rule holds whatever the browser keeps or drops, so a client that throws its cookies away
// cannot answer again. Only sha-256 of the poll and the address (an IPv6 address by its /64, what one
// household or phone is given) is stored, in poll_answers.visitor_key; the table holds no address.
//
// The poll cookie (32 random bytes, set when a visitor answers) only says "this browser has
// answered": a visitor's own answers are shown to a browser holding it, so a page rendered for anyone
// else (the page cache shares those) never shows another visitor's answers from the same address.
import { createHash, randomBytes } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Shopper } from "./poll-service.ts";

export const POLL_COOKIE = "butikk_poll";
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

/** The address as one visitor: IPv4 (also IPv4 mapped into IPv6) whole, IPv6 by its first 64 bits. */
export function visitorAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  // Expand "::" so the first four groups are the /64.
  const [head, tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") && tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** What poll_answers.visitor_key holds for a visitor's answers to one poll. */
export const visitorKey = (pollId: number, address: string) =>
  createHash("sha256").update(`poll:${pollId}\n${address}`).digest("hex");

/**
 * Who is asking, for reading answers: the customer, else the visitor's address when the browser holds
 * the poll cookie (else nobody: no answers to show). Pages read it too.
 */
export function shopperOf(customerId: number | null, cookieValue: string | undefined, ip: string): Shopper {
  if (customerId !== null) return { customerId };
  return { address: cookieValue && WELL_FORMED.test(cookieValue) ? visitorAddress(ip) : null };
}

/** The visitor who answers: their address, with the poll cookie issued when the browser has none. */
export function visitorWithCookie(req: FastifyRequest, reply: FastifyReply): Shopper {
  const existing = req.cookies[POLL_COOKIE];
  if (!existing || !WELL_FORMED.test(existing)) {
    reply.setCookie(POLL_COOKIE, randomBytes(32).toString("base64url"), {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: req.protocol === "https",
      maxAge: ONE_YEAR_SECONDS,
    });
  }
  return { address: visitorAddress(req.ip) };
}
