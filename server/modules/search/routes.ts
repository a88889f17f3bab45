import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Services } from "../../services.ts";
import { sendCachedJson } from "../catalog/send-cached-json.ts";
import { parseSearchBody } from "./schemas.ts";

export async function searchRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { catalog, search } = services;

  const sendJson = (req: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>) =>
    sendCachedJson(catalog, req, reply, key, load);

  app.post("/articles/search", (req, reply) => {
    const request = parseSearchBody(req.body);
    return sendJson(req, reply, `search:${search.cacheKey(request)}`, () => search.search(request));
  });

  app.post("/articles/searchids", (req, reply) => {
    const request = parseSearchBody(req.body);
    return sendJson(req, reply, `searchids:${search.cacheKey(request)}`, () => search.searchIds(request));
  });
}
