// One place maps errors to responses: domain errors keep their status and Norwegian text,
// malformed requests are 4xx, anything unexpected is a 500 whose details stay in the log.
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../lib/errors.ts";

export const SERVER_ERROR_MESSAGE = "Noe gikk galt";
export const NOT_FOUND_MESSAGE = "Ikke funnet";

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, too large body.
      return reply.code(status).send({ message: error.message || "Ugyldig forespørsel" });
    }
    req.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
  });
});
