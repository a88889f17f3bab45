import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { preferredEncoding } from "../../lib/encoding.ts";
import type { Services } from "../../services.ts";
import { parseSearchBody } from "./schemas.ts";

export async function searchRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { catalog, search } = services;

  /** A cached JSON answer, precompressed once per encoding (as the catalogue lists are). */
  const sendJson = async (req: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>) => {
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const body = encoding ? await catalog.encodedJson(key, load, encoding) : await catalog.json(key, load);
    reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
    if (encoding) reply.header("content-encoding", encoding);
    return reply.send(body);
  };

  app.post("/articles/search", (req, reply) => {
    const request = parseSearchBody(req.body);
    return sendJson(req, reply, `search:${search.cacheKey(request)}`, () => search.search(request));
  });

  app.post("/articles/searchids", (req, reply) => {
    const request = parseSearchBody(req.body);
    return sendJson(req, reply, `searchids:${search.cacheKey(request)}`, () => search.searchIds(request));
  });
}
