// A logged-in customer's favourites (decision 038). Visitors keep theirs in local storage only, so
// every call here needs a customer (404 'Ingen bruker logget inn - vennligst logg inn' otherwise).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { favouriteIds } from "../../../domain/schemas/favourites.ts";
import { recordIdText } from "../../../domain/schemas/fields.ts";
import { checkParams } from "../../lib/params-first.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import { requireCustomer } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";

const list = z.object({ data: z.array(z.number().int()) }).meta({ id: "Favourites" });
const articleParams = z.strictObject({ articleId: recordIdText });
const tags = ["favourites"];

export const favouriteRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { favourites } = services;
  app.get(
    "/favourites",
    {
      schema: {
        tags,
        summary: "The customer's favourite article ids, newest first",
        response: { 200: list, 404: errorBody },
      },
    },
    async (req) => ({ data: await favourites.of(requireCustomer(req).id) }),
  );
  app.post(
    "/favourites/merge",
    {
      schema: {
        tags,
        summary: "Join the browser's list to the account's (at login); answers the union",
        body: z.strictObject({ articleIds: favouriteIds }),
        response: { 200: list, 404: errorBody, 422: errorBody },
      },
      preValidation: async (req) => {
        requireCustomer(req);
      },
    },
    async (req) => ({ data: await favourites.merge(requireCustomer(req).id, req.body.articleIds) }),
  );
  app.put(
    "/favourites/:articleId",
    {
      schema: { tags, params: articleParams, response: { 200: list, 404: errorBody, 422: errorBody } },
      preValidation: async (req) => {
        requireCustomer(req);
        checkParams(articleParams, req.params);
      },
    },
    async (req) => ({ data: await favourites.add(requireCustomer(req).id, req.params.articleId) }),
  );
  app.delete(
    "/favourites/:articleId",
    {
      schema: { tags, params: articleParams, response: { 200: list, 404: errorBody, 422: errorBody } },
      preValidation: async (req) => {
        requireCustomer(req);
        checkParams(articleParams, req.params);
      },
    },
    async (req) => ({ data: await favourites.remove(requireCustomer(req).id, req.params.articleId) }),
  );
};
