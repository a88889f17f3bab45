// Double-submit CSRF protection (DESIGN.md section 5): the XSRF-TOKEN cookie and a csrf-token meta
// tag carry the same random token; state-changing API requests must echo it in a header, else 419.
// A logged-in visitor's token is the one stored with their session (decision 012): the header must
// match it, so a cookie planted by a sibling subdomain cannot forge requests for a session.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { StaleForm } from "../lib/errors.ts";

export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_MISMATCH_MESSAGE = "Vennligst last siden på nytt";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The request's token, issuing a new cookie when it has none (called when a page is rendered). */
export function ensureCsrfToken(req: FastifyRequest, reply: FastifyReply): string {
  const existing = req.cookies[CSRF_COOKIE];
  if (req.session) {
    const token = req.session.csrfToken;
    if (existing !== token) setCsrfCookie(req, reply, token);
    return token;
  }
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const token = randomBytes(32).toString("base64url");
  setCsrfCookie(req, reply, token);
  return token;
}

export function setCsrfCookie(req: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(CSRF_COOKIE, token, {
    path: "/",
    sameSite: "lax",
    secure: req.protocol === "https",
    // Readable by the page's script on purpose: that is what makes it a double submit.
    httpOnly: false,
  });
}

export const csrfPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (req) => {
    if (SAFE_METHODS.has(req.method) || !req.url.startsWith("/api/")) return;
    const cookie = req.session?.csrfToken ?? req.cookies[CSRF_COOKIE];
    const header = req.headers["x-xsrf-token"] ?? req.headers["x-csrf-token"];
    const sent = Array.isArray(header) ? header[0] : header;
    if (!cookie || !sent || !sameToken(cookie, decodeURIComponent(sent))) {
      throw new StaleForm(CSRF_MISMATCH_MESSAGE);
    }
  });
});
