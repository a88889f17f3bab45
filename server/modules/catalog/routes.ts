import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { bundleQuerySchema, idParams, limitQuerySchema, pageQuerySchema } from "./schemas.ts";
import { sendCachedJson } from "./send-cached-json.ts";
import {
  articleDetailView,
  articleView,
  bestsellerView,
  campaignView,
  categoryView,
  groupView,
  pagedArticlesView,
} from "./types.ts";

const tags = ["catalog"];
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const reference = z.array(z.object({ id: z.number().int() }).passthrough());

export const catalogRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { catalog } = services;

  // Answers sent from the pre-serialized cache skip the serializer: their schema only documents them.
  const sendJson = (req: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>) =>
    sendCachedJson(catalog, req, reply, key, load);

  app.get("/categories", { schema: { tags, response: { 200: data(z.array(categoryView)) } } }, (req, reply) =>
    sendJson(req, reply, "categories", async () => ({ data: await catalog.categories() })),
  );

  app.get(
    "/subcategories/:id/groups",
    { schema: { tags, params: idParams, response: { 200: data(z.array(groupView)), 404: errorBody } } },
    async (req) => ({ data: await catalog.groups(req.params.id) }),
  );

  const pageRoute = { tags, params: idParams, querystring: pageQuerySchema };
  const pageResponse = { 200: pagedArticlesView, 404: errorBody, 422: errorBody };
  app.get("/categories/:id/articles", { schema: { ...pageRoute, response: pageResponse } }, (req, reply) =>
    sendJson(req, reply, `cat:${req.params.id}:${JSON.stringify(req.query)}`, () =>
      catalog.articlesByCategory(req.params.id, req.query),
    ),
  );

  app.get("/subcategories/:id/articles", { schema: { ...pageRoute, response: pageResponse } }, (req, reply) =>
    sendJson(req, reply, `sub:${req.params.id}:${JSON.stringify(req.query)}`, () =>
      catalog.articlesBySubcategory(req.params.id, req.query),
    ),
  );

  // Static paths are registered before /articles/:id; Fastify prefers them regardless of order.
  app.get(
    "/articles/bundle",
    { schema: { tags, querystring: bundleQuerySchema, response: { 200: data(z.array(articleView)), 422: errorBody } } },
    async (req) => ({ data: await catalog.bundle(req.query.articles) }),
  );

  app.get(
    "/articles/brand",
    { schema: { tags, querystring: pageQuerySchema, response: { 200: pagedArticlesView, 422: errorBody } } },
    async (req) => catalog.articlesOfBrand(req.tenant.productLineId, req.query),
  );

  app.get(
    "/articles/availability/:id",
    {
      schema: {
        tags,
        params: idParams,
        response: {
          200: data(
            z.object({
              articleId: z.number().int(),
              availability: z.number().int(),
              shops: z.array(z.object({ id: z.number().int(), qty: z.number().int() })),
              variants: z.array(z.object({ id: z.number().int(), ean: z.string() }).passthrough()),
            }),
          ),
          404: errorBody,
        },
      },
    },
    async (req) => ({ data: await catalog.availability(req.params.id) }),
  );

  app.get(
    "/articles/:id",
    { schema: { tags, params: idParams, response: { 200: data(articleDetailView), 404: errorBody } } },
    (req, reply) =>
      sendJson(req, reply, `article:${req.params.id}`, async () => ({ data: await catalog.article(req.params.id) })),
  );

  app.get("/productlines", { schema: { tags, response: { 200: data(reference) } } }, async () => ({
    data: await catalog.productLines(),
  }));
  app.get("/genders", { schema: { tags, response: { 200: data(reference) } } }, async () => ({
    data: await catalog.genders(),
  }));
  app.get("/colorgroups", { schema: { tags, response: { 200: data(reference) } } }, async () => ({
    data: await catalog.colorGroups(),
  }));

  app.get(
    "/bestsellers",
    {
      schema: { tags, querystring: limitQuerySchema, response: { 200: data(z.array(bestsellerView)), 422: errorBody } },
    },
    async (req) => ({ data: await catalog.bestsellers(req.query.limit) }),
  );

  app.get("/campaigns/", { schema: { tags, response: { 200: data(z.array(campaignView)) } } }, async () => ({
    data: await catalog.campaigns(),
  }));
  app.get(
    "/campaigns/combined/articles",
    { schema: { tags, querystring: pageQuerySchema, response: { 200: pagedArticlesView, 422: errorBody } } },
    async (req) => catalog.combinedCampaignArticles(req.query),
  );
};
