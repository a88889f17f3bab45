import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { sendCachedJson } from "../catalog/send-cached-json.ts";
import { searchAnswer, searchBodyError, searchBodySchema, searchIdsAnswer } from "./schemas.ts";

export const searchRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { catalog, search } = services;

  // attachValidation: a failed body reaches the handler, which answers with the spec's own 422 text
  // where the spec gives one ('Only numbers supported as value'). Answers come pre-serialized from
  // the catalogue cache; their schema documents them.
  const route = (response: typeof searchAnswer | typeof searchIdsAnswer) => ({
    attachValidation: true,
    schema: { tags: ["search"], body: searchBodySchema, response: { 200: response, 419: errorBody, 422: errorBody } },
  });

  app.post("/articles/search", route(searchAnswer), (req, reply) => {
    if (req.validationError) throw searchBodyError(req.validationError);
    return sendCachedJson(catalog, req, reply, `search:${search.cacheKey(req.body)}`, (limit) =>
      search.search(req.body, limit),
    );
  });

  app.post("/articles/searchids", route(searchIdsAnswer), (req, reply) => {
    if (req.validationError) throw searchBodyError(req.validationError);
    return sendCachedJson(catalog, req, reply, `searchids:${search.cacheKey(req.body)}`, () =>
      search.searchIds(req.body),
    );
  });
};
