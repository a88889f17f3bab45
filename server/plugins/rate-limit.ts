// Rate limits (@fastify/rate-limit) with tiers: a general limit on every /api/v1 route and stricter
// ones where a request costs a password hash or a mail (login, register, password reset, resend
// verification, review posting). A route names its tier in `config.rateLimitTier`. The counts live
// in PostgreSQL (rate_limits), so every node of the shop counts the same requests. The client is
// `request.ip`: behind a proxy, the address the trusted proxy saw (TRUST_PROXY, decision 073).
// Loopback clients (the bench, health checks) are exempt while RATE_LIMIT_EXEMPT_LOOPBACK is "1",
// which production leaves off by default.
// Login's own rule (5 failures a minute per account and address) is the customers module's throttle.
import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LOGIN_THROTTLED } from "../../domain/account-messages.ts";
import type { Database } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { Throttled } from "../lib/errors.ts";

export const RATE_LIMITED_MESSAGE = "For mange forespørsler - vent litt og prøv igjen.";

export type RateLimitTier = "api" | "login" | "register" | "password" | "resend" | "review";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's stricter rate limit tier (plugins/rate-limit.ts); every /api/v1 route has 'api'. */
    rateLimitTier?: Exclude<RateLimitTier, "api">;
  }
}

type LimitEnv = Pick<
  Env,
  | "RATE_LIMIT_WINDOW_SECONDS"
  | "RATE_LIMIT_API"
  | "RATE_LIMIT_LOGIN"
  | "RATE_LIMIT_REGISTER"
  | "RATE_LIMIT_PASSWORD"
  | "RATE_LIMIT_RESEND"
  | "RATE_LIMIT_REVIEW"
  | "RATE_LIMIT_EXEMPT_LOOPBACK"
>;

/** Requests allowed per client and window for each tier; 0 turns a tier off. */
export function tierLimits(env: LimitEnv): Record<RateLimitTier, number> {
  return {
    api: env.RATE_LIMIT_API,
    login: env.RATE_LIMIT_LOGIN,
    register: env.RATE_LIMIT_REGISTER,
    password: env.RATE_LIMIT_PASSWORD,
    resend: env.RATE_LIMIT_RESEND,
    review: env.RATE_LIMIT_REVIEW,
  };
}

/** One counter row per key; a row whose window has passed starts over at 1. */
export async function countRequest(database: Database, key: string, windowMs: number) {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await database.db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then now() + ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.resetAt} - now()) * 1000))::int`,
    });
  // Now and then, rows of windows long past go (1 in 500 counted requests).
  if (Math.random() < 0.002) {
    await database.db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`));
  }
  return { current: row.count, ttl: Number(row.ttl) };
}

function postgresStore(database: Database) {
  return class PostgresStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, ms: number) {
      countRequest(database, key, ms).then(
        (result) => callback(null, result),
        (error) => callback(error),
      );
    }
    child() {
      return new PostgresStore();
    }
  };
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { database, env }: { database: Database; env: LimitEnv }) => {
    const limits = tierLimits(env);
    const timeWindow = env.RATE_LIMIT_WINDOW_SECONDS * 1000;
    const settings = (tier: RateLimitTier) => ({
      max: limits[tier],
      timeWindow,
      keyGenerator: (req: FastifyRequest) => `${tier}:${req.ip}`,
      errorResponseBuilder: (_req: FastifyRequest, context: { ttl: number }) =>
        new Throttled(
          tier === "login" ? LOGIN_THROTTLED : RATE_LIMITED_MESSAGE,
          Math.max(1, Math.ceil(context.ttl / 1000)),
        ),
    });

    // Runs before the library's own onRoute hook (registered below), which reads config.rateLimit.
    app.addHook("onRoute", (route) => {
      if (!route.url.startsWith("/api/v1/") || route.config?.rateLimit !== undefined) return;
      const own = route.config?.rateLimitTier;
      const tier: RateLimitTier = own && limits[own] > 0 ? own : "api";
      if (limits[tier] === 0) return;
      route.config = { ...route.config, rateLimit: settings(tier) };
    });

    await app.register(rateLimit, {
      global: false,
      store: postgresStore(database),
      allowList: env.RATE_LIMIT_EXEMPT_LOOPBACK === "1" ? (req) => LOOPBACK.has(req.ip) : undefined,
      // A counting failure must not take the shop down with it.
      skipOnError: true,
    });
  },
);
