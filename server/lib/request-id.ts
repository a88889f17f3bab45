// A request's id (X-Request-Id): the one a proxy or client sends when it is sensible, else a new
// one; answered in the X-Request-Id header and written in every log line made while the request is
// handled, so one request can be followed from the proxy's log through the shop's.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { symbols } from "pino";

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * What an id given by a client may be: visible ASCII without quotes, spaces or control characters,
 * up to 128 characters (a UUID, a proxy's hex or base64 id). Anything else is replaced by a new id,
 * so no one can write line breaks or a page of text into the log under this name.
 */
const GIVEN_ID = /^[A-Za-z0-9._:+/=@-]{1,128}$/;

/** Fastify's `genReqId`: the given id when it is sensible, else a new random one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && GIVEN_ID.test(given) ? given : randomUUID();
}

const current = new AsyncLocalStorage<string>();

/**
 * The first onRequest hook: answers the id, and runs the rest of the request's handling with the id
 * at hand, so lines logged through the app's own logger (a service's warning) carry it too.
 */
export function requestIdHook(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.header(REQUEST_ID_HEADER, req.id);
  current.run(req.id, done);
}

/**
 * Pino's `mixin`: the request's id on a line logged while a request is handled, unless the logger
 * already names it (Fastify's request logger binds `reqId` itself; a key twice would be two keys).
 */
export function requestIdMixin(_object: object, _level: number, logger: unknown): { reqId?: string } {
  const id = current.getStore();
  if (id === undefined) return {};
  const bindings = (logger as Record<symbol, unknown>)[symbols.chindingsSym];
  return typeof bindings === "string" && bindings.includes('"reqId":') ? {} : { reqId: id };
}
