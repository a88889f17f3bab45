import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pathId } from "../../lib/path-id.ts";
import { parse } from "../../lib/validation.ts";
import type { Services } from "../../services.ts";
import { bundleQuerySchema, limitQuerySchema, pageQuerySchema } from "./schemas.ts";
import { sendCachedJson } from "./send-cached-json.ts";
import { ARTICLE_NOT_FOUND, CATEGORY_NOT_FOUND, SUBCATEGORY_NOT_FOUND } from "./service.ts";

export async function catalogRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { catalog, tenants } = services;

  const sendJson = (req: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>) =>
    sendCachedJson(catalog, req, reply, key, load);

  app.get("/categories", (req, reply) =>
    sendJson(req, reply, "categories", async () => ({ data: await catalog.categories() })),
  );

  app.get<{ Params: { id: string } }>("/subcategories/:id/groups", async (req) => ({
    data: await catalog.groups(pathId(req.params.id, SUBCATEGORY_NOT_FOUND)),
  }));

  app.get<{ Params: { id: string } }>("/categories/:id/articles", (req, reply) => {
    const id = pathId(req.params.id, CATEGORY_NOT_FOUND);
    const query = parse(pageQuerySchema, req.query);
    return sendJson(req, reply, `cat:${id}:${JSON.stringify(query)}`, () => catalog.articlesByCategory(id, query));
  });

  app.get<{ Params: { id: string } }>("/subcategories/:id/articles", (req, reply) => {
    const id = pathId(req.params.id, SUBCATEGORY_NOT_FOUND);
    const query = parse(pageQuerySchema, req.query);
    return sendJson(req, reply, `sub:${id}:${JSON.stringify(query)}`, () => catalog.articlesBySubcategory(id, query));
  });

  // Static paths are registered before /articles/:id; Fastify prefers them regardless of order.
  app.get("/articles/bundle", async (req) => ({
    data: await catalog.bundle(parse(bundleQuerySchema, req.query).articles),
  }));

  app.get("/articles/brand", async (req) => {
    const query = parse(pageQuerySchema, req.query);
    const tenant = await tenants.forHost(req.headers.host);
    if (tenant.productLineId == null) {
      return { data: [], meta: { current_page: query.page, last_page: 1, per_page: query.perPage, total: 0 } };
    }
    return catalog.articlesByProductLine(tenant.productLineId, query);
  });

  app.get<{ Params: { id: string } }>("/articles/availability/:id", async (req) => ({
    data: await catalog.availability(pathId(req.params.id, ARTICLE_NOT_FOUND)),
  }));

  app.get<{ Params: { id: string } }>("/articles/:id", (req, reply) => {
    const id = pathId(req.params.id, ARTICLE_NOT_FOUND);
    return sendJson(req, reply, `article:${id}`, async () => ({ data: await catalog.article(id) }));
  });

  app.get("/productlines", async () => ({ data: await catalog.productLines() }));
  app.get("/genders", async () => ({ data: await catalog.genders() }));
  app.get("/colorgroups", async () => ({ data: await catalog.colorGroups() }));

  app.get("/bestsellers", async (req) => ({
    data: await catalog.bestsellers(parse(limitQuerySchema, req.query).limit),
  }));

  app.get("/campaigns/", async () => ({ data: await catalog.campaigns() }));
  app.get("/campaigns/combined/articles", async (req) =>
    catalog.combinedCampaignArticles(parse(pageQuerySchema, req.query)),
  );
}
