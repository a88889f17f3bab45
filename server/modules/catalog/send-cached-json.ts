import type { FastifyReply, FastifyRequest } from "fastify";
import { preferredEncoding } from "../../lib/encoding.ts";
import type { ExpiryLimit } from "../../lib/versioned-cache.ts";
import type { CatalogService } from "./service.ts";

/**
 * Sends a JSON answer from the catalogue cache, precompressed once per encoding the client accepts.
 * Validate the request before calling, so errors are never cached.
 */
export async function sendCachedJson(
  catalog: CatalogService,
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: (limit: ExpiryLimit) => Promise<unknown>,
) {
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  // Headers only once the answer exists: an error answer must not claim to be compressed.
  const body = encoding ? await catalog.encodedJson(key, load, encoding) : await catalog.json(key, load);
  reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
  if (encoding) reply.header("content-encoding", encoding);
  return reply.send(body);
}
