// One place maps errors to responses: domain errors get the spec's status and their Norwegian text,
// a request that fails its route schema is a 422 with one message list per field, other malformed
// requests are 4xx (a short Norwegian page when a page was asked for), a database that cannot be
// reached is a 503 (decision 074), and anything unexpected is a 500 whose details stay in the log.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { DomainError, type DomainErrorKind, type FieldErrors, INVALID_INPUT, Throttled } from "../lib/errors.ts";
import { REQUEST_ID_HEADER } from "../lib/request-id.ts";

export const SERVER_ERROR_MESSAGE = "Noe gikk galt";
/** The API's answer while the database cannot be reached (SPEC.md has no text for it; decision 074). */
export const DATABASE_UNAVAILABLE_MESSAGE = "Butikken er midlertidig utilgjengelig – prøv igjen om litt";
/** Seconds a client (or proxy) is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
export const NOT_FOUND_MESSAGE = "Ikke funnet";

/** The HTTP status of each kind of domain error (DESIGN.md section 5, spec section 8). */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payment_not_completed: 402,
  already_exists: 423,
  throttled: 429,
  stale_form: 419,
  upstream: 502,
  upstream_timeout: 504,
  unavailable: 503,
  too_large: 413,
};

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The top-level message of this route's 422 when its input fails the schema (default
     * 'Ugyldig forespørsel'); the spec gives some routes their own (login: 'Feil brukernavn eller passord').
     */
    invalidMessage?: string;
  }
}

const body = (message: string, errors?: FieldErrors) => (errors ? { message, errors } : { message });

/** Fastify's own client errors in the shop's words (its messages are English and name internals). */
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  404: NOT_FOUND_MESSAGE,
  413: "Forespørselen er for stor",
  414: "Adressen er for lang",
  415: "Formatet støttes ikke – send JSON",
};

/**
 * A PostgreSQL data exception (SQLSTATE class 22: a number out of range, text the database cannot
 * store, a malformed value): input that a route's schema should have stopped reached the database.
 * The visitor gets the 422 the schema would have given; the log says which route let it through.
 */
function isDataException(error: unknown): boolean {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  const sqlState = typeof code === "string" ? code : cause?.code;
  return typeof sqlState === "string" && /^22[0-9A-Z]{3}$/.test(sqlState);
}

const PAGE_ERRORS: Record<number, { title: string; text: string }> = {
  400: { title: "Ugyldig adresse", text: "Adressen inneholder tegn eller verdier som siden ikke kan vise." },
  404: { title: "Siden finnes ikke", text: "Vi fant ikke siden du ba om." },
  414: { title: "Adressen er for lang", text: "Adressen er lengre enn siden kan vise." },
  503: {
    title: "Midlertidig utilgjengelig",
    text: "Butikken er ikke tilgjengelig akkurat nå. Prøv igjen om litt.",
  },
};

/** The short page of sendPageError, as HTML text. */
export function pageErrorHtml(status: number, own?: { title: string; text: string }): string {
  const { title, text } = own ??
    PAGE_ERRORS[status] ?? { title: "Ugyldig forespørsel", text: "Siden kunne ikke vises." };
  return `<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;margin:2rem auto;max-width:36rem;padding:0 1rem;line-height:1.5"><main><h1>${title}</h1><p>${text}</p><p><a href="/">Gå til forsiden</a></p></main></body></html>`;
}

/**
 * A short page in Norwegian for a request the storefront cannot route or render (a malformed address);
 * React Router never sees these, so the page is plain HTML with a way back to the shop.
 */
export function sendPageError(reply: FastifyReply, status: number, own?: { title: string; text: string }) {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(pageErrorHtml(status, own));
}

/**
 * The database is away (stopped, failing over, its connections ended): 503 with a Norwegian message
 * for the API, the short page for a page, and Retry-After; the request itself did nothing wrong.
 */
export function sendDatabaseUnavailable(req: FastifyRequest, reply: FastifyReply) {
  reply.header("retry-after", RETRY_AFTER_SECONDS);
  if (!req.url.startsWith("/api/")) return sendPageError(reply, 503);
  return reply.code(503).header("cache-control", "no-store").send({ message: DATABASE_UNAVAILABLE_MESSAGE });
}

/**
 * Errors Fastify meets before a route is found (a malformed address such as "/x%"): they never reach
 * the error handler, so they get the same Norwegian answers here (Fastify's `frameworkErrors`).
 */
export function answerFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  // No hook runs for these, so the request id (server/lib/request-id.ts) is answered here.
  reply.header(REQUEST_ID_HEADER, req.id);
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  if (!req.url.startsWith("/api/")) return sendPageError(reply, status);
  return reply.code(status).send({ message: CLIENT_ERROR_MESSAGES[status] ?? INVALID_INPUT });
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof DomainError) {
      if (error instanceof Throttled && error.retryAfterSeconds) reply.header("retry-after", error.retryAfterSeconds);
      return reply.code(STATUS_OF[error.kind]).send({ ...body(error.message, error.errors), ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.split("/").filter(Boolean).join(".") || "_";
        errors[field] ??= [];
        errors[field].push(issue.message ?? INVALID_INPUT);
      }
      return reply.code(422).send(body(req.routeOptions.config.invalidMessage ?? INVALID_INPUT, errors));
    }
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, "database unavailable");
      return sendDatabaseUnavailable(req, reply);
    }
    if (isDataException(error)) {
      req.log.warn({ err: error, route: req.routeOptions.url }, "the database refused input the route let through");
      return reply.code(422).send(body(req.routeOptions.config.invalidMessage ?? INVALID_INPUT));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON or address, unsupported media type, too large body.
      if (!req.url.startsWith("/api/")) return sendPageError(reply, status);
      return reply.code(status).send({ message: CLIENT_ERROR_MESSAGES[status] ?? INVALID_INPUT });
    }
    req.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
  });
});
