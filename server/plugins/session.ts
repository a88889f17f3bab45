// Server-side sessions in PostgreSQL (DESIGN.md section 5, decision 012). A session exists only for a
// logged-in customer: anonymous visitors carry no session cookie, so their pages stay in the page cache.
// The cookie holds 32 random bytes; the table keeps only their sha-256, so a database leak does not leak
// live sessions. Each session has its own CSRF token, which replaces the anonymous double-submit token.
import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client.ts";
import { HttpError } from "../lib/errors.ts";
import { setCsrfCookie } from "./csrf.ts";

export const SESSION_COOKIE = "butikk_session";
export const NO_USER_MESSAGE = "Ingen bruker logget inn - vennligst logg inn";
export const FORBIDDEN_MESSAGE = "Du har ikke tilgang til dette";

export type Role = "customer" | "staff" | "admin";

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

interface SessionRow {
  id_hash: string;
  csrf_token: string;
  touch: boolean;
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: Role;
  staff_shop_id: number | null;
  verified: boolean;
  club: boolean;
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, { database, idleMinutes, absoluteHours }: SessionOptions) => {
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
      const { rows } = await database.query<SessionRow>(
        `select s.id_hash, s.csrf_token, s.last_seen_at < now() - interval '1 minute' as touch,
              c.id, c.email, c.first_name, c.last_name, c.phone, c.role, c.staff_shop_id,
              c.email_verified_at is not null as verified, c.club
         from sessions s join customers c on c.id = s.customer_id
        where s.id_hash = $1 and s.expires_at > now()
          and s.last_seen_at > now() - make_interval(mins => $2::int)`,
        [hashId(raw), idleMinutes],
      );
      const row = rows[0];
      if (!row) {
        clearCookie(req, reply);
        return;
      }
      // The idle clock is only written once a minute, so browsing does not write on every request.
      if (row.touch) await database.query("update sessions set last_seen_at = now() where id_hash = $1", [row.id_hash]);
      req.session = { idHash: row.id_hash, csrfToken: row.csrf_token };
      req.customer = {
        id: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        phone: row.phone,
        role: row.role,
        staffShopId: row.staff_shop_id,
        verified: row.verified,
        club: row.club,
      };
    });

    const manager: SessionManager = {
      async start(req, reply, customerId) {
        if (req.session) await manager.end(req, reply);
        const raw = newToken();
        const csrfToken = newToken();
        // Expired sessions are swept here, where a write happens anyway.
        await database.query(
          "delete from sessions where expires_at <= now() or last_seen_at <= now() - make_interval(mins => $1::int)",
          [idleMinutes],
        );
        await database.query(
          `insert into sessions (id_hash, customer_id, csrf_token, expires_at)
         values ($1, $2, $3, now() + make_interval(hours => $4::int))`,
          [hashId(raw), customerId, csrfToken, absoluteHours],
        );
        reply.setCookie(SESSION_COOKIE, raw, { ...cookieOptions(req), maxAge: absoluteHours * 3600 });
        req.session = { idHash: hashId(raw), csrfToken };
        setCsrfCookie(req, reply, csrfToken);
      },
      async end(req, reply) {
        if (req.session) await database.query("delete from sessions where id_hash = $1", [req.session.idHash]);
        req.session = null;
        req.customer = null;
        clearCookie(req, reply);
        // A fresh anonymous token, so the old session's token is worth nothing.
        setCsrfCookie(req, reply, newToken());
      },
      async endAll(customerId) {
        await database.query("delete from sessions where customer_id = $1", [customerId]);
      },
    };
    app.decorate("sessions", manager);
  },
);

/** The logged-in customer, else 404 'Ingen bruker logget inn - vennligst logg inn' (spec section 8). */
export function requireCustomer(req: FastifyRequest): SessionCustomer {
  if (!req.customer) throw new HttpError(404, NO_USER_MESSAGE);
  return req.customer;
}

/** The logged-in customer when they hold one of the roles, else 404 (nobody logged in) or 403. */
export function requireRole(req: FastifyRequest, ...roles: Role[]): SessionCustomer {
  const customer = requireCustomer(req);
  if (!roles.includes(customer.role)) throw new HttpError(403, FORBIDDEN_MESSAGE);
  return customer;
}
