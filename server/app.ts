// Builds the Fastify app: API, images, security, and (when asked) the React Router storefront.
// Tests call buildApp without `web` and drive it with app.inject.
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { STANDIN_PREFIX } from "../domain/klarna-standin.ts";
import { apiRoutes } from "./api.ts";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import { PER_REQUEST } from "./lib/encoding.ts";
import { errForLog, LOG_REDACT } from "./lib/log-redaction.ts";
import { requestIdHook, requestIdMixin, requestIdOf } from "./lib/request-id.ts";
import { responseSerializer, validatorCompiler } from "./lib/route-schemas.ts";
import { trustProxyOption } from "./lib/trust-proxy.ts";
import { counterCodeRoutes } from "./modules/backoffice/counter-routes.ts";
import { workMailJobs } from "./modules/mail/service.ts";
import { mediaRoutes } from "./modules/media/routes.ts";
import { klarnaCspSources } from "./modules/payments/klarna-browser.ts";
import { standinBrowserRoutes } from "./modules/payments/standin-browser.ts";
import { createStandinServer } from "./modules/payments/standin-merchant.ts";
import { CHECKOUT_COOKIE } from "./modules/reservations/checkout-key.ts";
import { workReservationJobs } from "./modules/reservations/jobs.ts";
import { csrfPlugin } from "./plugins/csrf.ts";
import { answerFrameworkError, errorsPlugin } from "./plugins/errors.ts";
import { healthPlugin } from "./plugins/health.ts";
import { hostPlugin } from "./plugins/host.ts";
import { inputGuardPlugin } from "./plugins/input-guard.ts";
import { openApiPlugin } from "./plugins/openapi.ts";
import { pageCachePlugin } from "./plugins/page-cache.ts";
import { rateLimitPlugin } from "./plugins/rate-limit.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { sessionPlugin } from "./plugins/session.ts";
import { tenantPlugin } from "./plugins/tenant.ts";
import { createServices, type Services, usesKlarnaStandin } from "./services.ts";

/** What a request log line shows: never the single-use tokens that mail links carry in the query. */
/**
 * A request's address as the log keeps it: a mail link's token, and what staff typed to find a person
 * (the counter's search, the outbox's address filter: names, phones, e-mail addresses) are not kept.
 */
export function urlForLog(url: string): string {
  return url.replace(/([?&](?:token|to|q)=)[^&#]*/gi, "$1[skjult]");
}

function requestForLog(req: { method: string; url: string; host?: string; ip?: string }) {
  return {
    method: req.method,
    url: urlForLog(req.url),
    host: req.host,
    remoteAddress: req.ip,
  };
}

export interface BuildOptions {
  database: Database;
  env: Env;
  /** Mount the storefront (React Router); production serves ./build, development runs Vite. */
  web?: boolean;
  /** Work the job queues (expiry, payment retries, mail retries) in this process. */
  jobs?: boolean;
  /** The database lacks migrations of this build (MIGRATE_AT_START=0): 503 until it has them (decision 077). */
  schemaBehind?: boolean;
  clock?: () => Date;
  /** Where the log goes instead of stdout (tests that check what is logged). */
  logStream?: { write(line: string): void };
}

export async function buildApp({
  database,
  env,
  web = false,
  jobs = false,
  schemaBehind = false,
  clock,
  logStream,
}: BuildOptions): Promise<FastifyInstance & { services: Services }> {
  const app = Fastify({
    logger:
      env.NODE_ENV === "test" && !logStream
        ? false
        : {
            level: env.LOG_LEVEL,
            serializers: { req: requestForLog, err: errForLog },
            redact: LOG_REDACT,
            mixin: requestIdMixin,
            ...(logStream ? { stream: logStream } : {}),
          },
    // X-Request-Id: the given one when it is sensible, else a new one (server/lib/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // On SIGTERM, close() lets requests in flight finish and closes idle keep-alive connections; a
    // request that still arrives on a busy connection is served (with Connection: close) rather than
    // refused with Fastify's English 503, and readiness (/readyz) has already turned 503 by then.
    forceCloseConnections: "idle",
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 8000 },
    bodyLimit: 256 * 1024,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  // The first hook: every answer carries the id, and everything after it runs with the id at hand.
  app.addHook("onRequest", requestIdHook);
  database.onConnectionError = (err) => app.log.warn({ err }, "database connection lost; the pool opens a new one");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(env.NODE_ENV === "test"));
  // Without Klarna credentials the stand-in's merchant half runs beside the app, reachable only in
  // process; the shop mounts its browser half further down (decision 024).
  const standin = usesKlarnaStandin(env) ? await createStandinServer(database) : null;
  const services = createServices(database, env, {
    clock,
    klarnaStandin: standin?.klarna,
    onGeocoderError: (err) => app.log.warn({ err }, "Address lookup unavailable; the address is not checked"),
    onSocialFeedError: (err) => app.log.warn({ err }, "Social feed unavailable"),
    // The queue's workers keep polling while the database is away (so jobs pause and resume by
    // themselves); each failed poll or maintenance run is reported here instead of thrown.
    onJobError: (err) => app.log.warn({ err }, "job queue: database call failed"),
  });
  if (standin) app.addHook("onClose", async () => standin.server.close());
  app.decorate("services", services);
  // Any node may queue jobs (a mail to retry); only a node started with `jobs` works them.
  app.addHook("onClose", async () => services.queue.stop());
  if (jobs) {
    await workReservationJobs(services.queue, services.reservations, app.log);
    await workMailJobs(services.queue, services.mail);
  }

  await app.register(errorsPlugin);
  // First of the hooks: a malformed Host is refused before anything reads it.
  await app.register(hostPlugin);
  // Before the brand, session and page hooks: the probes are answered ahead of them.
  await app.register(healthPlugin, {
    database,
    searchIndexBuilt: () => services.search.indexBuilt(),
    schemaBehind,
  });
  await app.register(inputGuardPlugin);
  await app.register(cookie);
  // Before CSRF and the page cache: both read the session.
  await app.register(sessionPlugin, {
    database,
    idleMinutes: env.SESSION_IDLE_MINUTES,
    absoluteHours: env.SESSION_ABSOLUTE_HOURS,
  });
  await app.register(tenantPlugin, { tenants: services.tenants, env });
  await app.register(securityHeadersPlugin, {
    strictCsp: env.NODE_ENV === "production",
    publicUrl: env.PUBLIC_URL,
    mapTileUrl: env.MAP_TILE_URL,
    // Real Klarna's SDK runs in the shop's pages, so they admit its hosts; the stand-in's is our own.
    thirdParty: standin ? undefined : klarnaCspSources(services.klarnaSdkUrl),
  });
  await app.register(csrfPlugin);
  // Before the routes: it gives each /api/v1 route its tier as the route is added.
  await app.register(rateLimitPlugin, { database, env });
  // The page cache reads and fills in plain HTML, so its hooks must run before compression's.
  if (web && env.NODE_ENV === "production") {
    await app.register(pageCachePlugin, { database, freshSeconds: env.PAGE_CACHE_SECONDS });
  }
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: PER_REQUEST.br,
    zlibOptions: PER_REQUEST.gzip,
  });
  // Before the routes: the document is built from the routes registered after it.
  await app.register(openApiPlugin);
  await app.register(apiRoutes, { prefix: "/api/v1", services });
  await app.register(mediaRoutes, { images: services.images });
  await app.register(counterCodeRoutes);
  if (standin) {
    await app.register(standinBrowserRoutes, {
      prefix: STANDIN_PREFIX,
      database,
      startedBy: (req, session) => services.reservations.paymentStartedBy(session, req.cookies[CHECKOUT_COOKIE]),
    });
  }
  if (web) {
    const { webPlugin } = await import("./web.ts");
    await app.register(webPlugin, { services, env });
  }
  return app as unknown as FastifyInstance & { services: Services };
}
