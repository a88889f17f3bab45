// Server-side sessions in PostgreSQL (DESIGN.md section 5, decision 012). A session exists only for a
// logged-in customer: anonymous visitors carry no session cookie, so their pages stay in the page cache.
// The cookie holds 32 random bytes; the table keeps only their sha-256, so a database leak does not leak
// live sessions. Each session has its own CSRF token, which replaces the anonymous double-submit token.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type Action, can, type Role } from "../../domain/back-office-roles.ts";
import type { Database } from "../db/client.ts";
import { customers, sessions } from "../db/schema.ts";
import { Forbidden, NotFound } from "../lib/errors.ts";
import { setCsrfCookie } from "./csrf.ts";

export const SESSION_COOKIE = "butikk_session";
export const NO_USER_MESSAGE = "Ingen bruker logget inn - vennligst logg inn";
export const FORBIDDEN_MESSAGE = "Du har ikke tilgang til dette";

export type { Role };

/** The logged-in customer, as every route and loader sees it (`request.customer`, context `user`). */
export interface SessionCustomer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: Role;
  /** The shop a staff member works in; null for customers and admins. */
  staffShopId: number | null;
  /** E-mail address verified. */
  verified: boolean;
  club: boolean;
  /** The customer's own shop (decision 031), null when none is chosen. */
  myShopId: number | null;
}

export interface SessionState {
  idHash: string;
  csrfToken: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** null when nobody is logged in. */
    customer: SessionCustomer | null;
    session: SessionState | null;
  }
  interface FastifyInstance {
    sessions: SessionManager;
  }
}

export interface SessionOptions {
  database: Database;
  idleMinutes: number;
  absoluteHours: number;
}

export interface SessionManager {
  /** Logs the customer in on a brand-new session id (any session the request had is ended first). */
  start(req: FastifyRequest, reply: FastifyReply, customerId: number): Promise<void>;
  /** Ends the request's session and clears its cookies. */
  end(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every session of a customer (password reset, account deletion). */
  endAll(customerId: number): Promise<void>;
}

const hashId = (raw: string) => createHash("sha256").update(raw).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

export const sessionPlugin = fp(
  async (app: FastifyInstance, { database, idleMinutes, absoluteHours }: SessionOptions) => {
    const { db } = database;
    const idleSince = sql`now() - make_interval(mins => ${idleMinutes}::int)`;
    app.decorateRequest("customer", null);
    app.decorateRequest("session", null);

    const cookieOptions = (req: FastifyRequest) => ({
      path: "/",
      httpOnly: true,
      sameSite: "lax" as const,
      secure: req.protocol === "https",
    });
    const clearCookie = (req: FastifyRequest, reply: FastifyReply) =>
      reply.clearCookie(SESSION_COOKIE, cookieOptions(req));

    app.addHook("onRequest", async (req, reply) => {
      const raw = req.cookies[SESSION_COOKIE];
      if (!raw) return;
      const [row] = await db
        .select({
          idHash: sessions.idHash,
          csrfToken: sessions.csrfToken,
          touch: sql<boolean>`${sessions.lastSeenAt} < now() - interval '1 minute'`,
          id: customers.id,
          email: customers.email,
          firstName: customers.firstName,
          lastName: customers.lastName,
          phone: customers.phone,
          role: customers.role,
          staffShopId: customers.staffShopId,
          verified: sql<boolean>`${customers.emailVerifiedAt} is not null`,
          club: customers.club,
          myShopId: customers.myShopId,
        })
        .from(sessions)
        .innerJoin(customers, eq(customers.id, sessions.customerId))
        .where(
          and(
            eq(sessions.idHash, hashId(raw)),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.lastSeenAt, idleSince),
            // Deactivation deletes the sessions; this also ends one started in the same moment (decision 068).
            isNull(customers.deactivatedAt),
          ),
        );
      if (!row) {
        clearCookie(req, reply);
        return;
      }
      // The idle clock is only written once a minute, so browsing does not write on every request.
      if (row.touch) {
        await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.idHash, row.idHash));
      }
      const { idHash, csrfToken, touch: _touch, ...customer } = row;
      req.session = { idHash, csrfToken };
      req.customer = { ...customer, role: customer.role as Role };
    });

    const manager: SessionManager = {
      async start(req, reply, customerId) {
        if (req.session) await manager.end(req, reply);
        const raw = newToken();
        const csrfToken = newToken();
        // Expired sessions are swept here, where a write happens anyway.
        await db.delete(sessions).where(or(lte(sessions.expiresAt, sql`now()`), lte(sessions.lastSeenAt, idleSince)));
        await db.insert(sessions).values({
          idHash: hashId(raw),
          customerId,
          csrfToken,
          expiresAt: sql`now() + make_interval(hours => ${absoluteHours}::int)`,
        });
        reply.setCookie(SESSION_COOKIE, raw, { ...cookieOptions(req), maxAge: absoluteHours * 3600 });
        req.session = { idHash: hashId(raw), csrfToken };
        setCsrfCookie(req, reply, csrfToken);
      },
      async end(req, reply) {
        if (req.session) await db.delete(sessions).where(eq(sessions.idHash, req.session.idHash));
        req.session = null;
        req.customer = null;
        clearCookie(req, reply);
        // A fresh anonymous token, so the old session's token is worth nothing.
        setCsrfCookie(req, reply, newToken());
      },
      async endAll(customerId) {
        await db.delete(sessions).where(eq(sessions.customerId, customerId));
      },
    };
    app.decorate("sessions", manager);
  },
);

/** The logged-in customer, else 404 'Ingen bruker logget inn - vennligst logg inn' (spec section 8). */
export function requireCustomer(req: FastifyRequest): SessionCustomer {
  if (!req.customer) throw new NotFound(NO_USER_MESSAGE);
  return req.customer;
}

/** The logged-in customer when they hold one of the roles, else 404 (nobody logged in) or 403. */
export function requireRole(req: FastifyRequest, ...roles: Role[]): SessionCustomer {
  const customer = requireCustomer(req);
  if (!roles.includes(customer.role)) throw new Forbidden(FORBIDDEN_MESSAGE);
  return customer;
}

/** The logged-in person when their role may do `action` (domain/back-office-roles.ts), else 404 or 403. */
export function requirePermission(req: FastifyRequest, action: Action): SessionCustomer {
  const customer = requireCustomer(req);
  if (!can(customer.role, action)) throw new Forbidden(FORBIDDEN_MESSAGE);
  return customer;
}
