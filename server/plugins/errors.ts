// One place maps errors to responses: domain errors get the spec's status and their Norwegian text,
// a request that fails its route schema is a 422 with one message list per field, other malformed
// requests are 4xx, and anything unexpected is a 500 whose details stay in the log.
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DomainError, type DomainErrorKind, type FieldErrors, INVALID_INPUT, Throttled } from "../lib/errors.ts";

export const SERVER_ERROR_MESSAGE = "Noe gikk galt";
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
  unavailable: 503,
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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, too large body.
      return reply.code(status).send({ message: error.message || INVALID_INPUT });
    }
    req.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
  });
});
