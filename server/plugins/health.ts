// Probes for a load balancer or orchestrator (decision 074):
//   GET /healthz  the process answers (no database, no work: restart the node only when this fails);
//   GET /readyz   the node can serve: the database answers, it has every migration of this build,
//                 the search index is built, and the node is not stopping. 503 names what fails.
// Both are answered in the first onRequest hook after the request id, so the brand lookup, the session,
// the page cache and CSRF never run for them: no database work beyond the checks, no cookie set,
// and (outside /api/v1) no rate limit.
//
// Also here: a page whose rendering failed (500) while the database cannot be reached is answered
// with the short 503 page instead; the API's errors reach the error handler, which does the same.
import type { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client.ts";
import { missingMigrations } from "../db/migration-state.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { pageErrorHtml, RETRY_AFTER_SECONDS, sendDatabaseUnavailable } from "./errors.ts";
import { isPageRequest } from "./page-cache.ts";

export const HEALTH_PATH = "/healthz";
export const READY_PATH = "/readyz";

/** How long one readiness check may take before it counts as failed (a probe must not hang). */
const CHECK_TIMEOUT_MS = 3000;

declare module "fastify" {
  interface FastifyContextConfig {
    /** A probe route: answered before the brand, session and page hooks run. */
    probe?: (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

export interface HealthOptions {
  database: Database;
  /** Whether the search index has been built (the first call starts its build). */
  searchIndexBuilt: () => Promise<boolean>;
  /**
   * The database lacked migrations of this build at start (MIGRATE_AT_START=0, decision 077): until it
   * has them, every request but the probes is answered 503, as while the database is away.
   */
  schemaBehind?: boolean;
}

/** While the schema is behind, how often a request looks again (the others take the last answer). */
const SCHEMA_RECHECK_MS = 1000;

type Check = "ok" | string;

class CheckTimeout extends Error {}

async function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new CheckTimeout()), CHECK_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** "ok", or a short reason in English for the operator (the probe's reader is a machine or an admin). */
async function check(run: () => Promise<Check>): Promise<Check> {
  try {
    return await within(run());
  } catch (error) {
    if (error instanceof CheckTimeout) return "timed out";
    return isDatabaseUnavailable(error) ? "database unreachable" : "failed";
  }
}

export const healthPlugin = fp(async (app: FastifyInstance, { database, searchIndexBuilt, ...o }: HealthOptions) => {
  let stopping = false;
  let behind = o.schemaBehind ?? false;
  let lookedAt = 0;
  const stillBehind = async () => {
    if (behind && Date.now() - lookedAt >= SCHEMA_RECHECK_MS) {
      lookedAt = Date.now();
      behind = (await missingMigrations(database.db).catch(() => ["unknown"])).length > 0;
    }
    return behind;
  };
  // Runs as soon as close() is called (on SIGTERM), before the listener closes, so a proxy probing an
  // open connection sees the node leave at once.
  app.addHook("preClose", async () => {
    stopping = true;
  });

  const ping = () =>
    check(async () => {
      await database.db.execute(sql`select 1`);
      return "ok";
    });

  const ready = async (_req: FastifyRequest, reply: FastifyReply) => {
    const [databaseCheck, migrations, searchIndex] = await Promise.all([
      ping(),
      check(async () => {
        const missing = await missingMigrations(database.db);
        return missing.length === 0 ? "ok" : `missing ${missing.join(", ")}`;
      }),
      check(async () => ((await searchIndexBuilt()) ? "ok" : "building")),
    ]);
    // Readiness and the gate on other requests agree: once the migrations are there, both say so.
    if (migrations === "ok") behind = false;
    const checks = {
      database: databaseCheck,
      migrations,
      searchIndex,
      process: stopping ? "stopping" : "ok",
    };
    const failing = Object.entries(checks)
      .filter(([, state]) => state !== "ok")
      .map(([name]) => name);
    return reply
      .code(failing.length === 0 ? 200 : 503)
      .header("cache-control", "no-store")
      .send({ status: failing.length === 0 ? "ready" : "not ready", failing, checks });
  };
  const healthy = async (_req: FastifyRequest, reply: FastifyReply) =>
    reply.header("cache-control", "no-store").send({ status: "ok" });

  const hidden = { hide: true } as object;
  app.get(HEALTH_PATH, { schema: hidden, config: { probe: healthy } }, healthy);
  app.get(READY_PATH, { schema: hidden, config: { probe: ready } }, ready);

  app.addHook("onRequest", async (req, reply) => {
    const probe = req.routeOptions.config.probe;
    if (probe) return probe(req, reply);
    // A page or API call on tables this build expects and the database lacks would be a 500.
    if (await stillBehind()) return sendDatabaseUnavailable(req, reply);
  });

  app.addHook("onSend", async (req, reply, payload) => {
    // A request that came before the stop is answered, and its keep-alive connection then closes
    // (Node closes only the connections idle when the stop began; this one would wait out the
    // keep-alive timeout, 72 s, and hold the exit).
    if (stopping) reply.header("connection", "close");
    // A page React Router rendered as its error page: was it because the database is away?
    if (reply.statusCode !== 500 || !isPageRequest(req) || (await ping()) === "ok") return payload;
    (payload as Readable | null)?.destroy?.();
    req.log.warn("page failed while the database is unreachable: answered 503");
    reply
      .code(503)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("retry-after", RETRY_AFTER_SECONDS);
    return pageErrorHtml(503);
  });
});
