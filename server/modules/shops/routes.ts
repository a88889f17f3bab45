import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { NotFound } from "../../lib/errors.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { answerTable } from "./osrm.ts";
import {
  addressQuery,
  addressSuggestion,
  osrmAnswer,
  osrmParams,
  osrmQuery,
  postcodeParams,
  postcodeView,
  shopsQuery,
  shopView,
} from "./schemas.ts";
import { POSTCODE_NOT_FOUND } from "./service.ts";

export const shopRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { shops, addresses, env, clock } = services;

  app.get(
    "/shops",
    {
      schema: {
        tags: ["shops"],
        querystring: shopsQuery,
        response: { 200: z.object({ data: z.array(shopView) }), 422: errorBody },
      },
    },
    async (req) => {
      const { lat, lon } = req.query;
      const from = lat !== undefined && lon !== undefined ? { latitude: lat, longitude: lon } : undefined;
      return { data: await shops.list(clock(), from) };
    },
  );

  app.get(
    "/postalcodes",
    { schema: { tags: ["shops"], response: { 200: z.object({ data: z.array(postcodeView) }) } } },
    async () => ({ data: await shops.postcodes() }),
  );

  app.get(
    "/postalcodes/:code",
    {
      schema: {
        tags: ["shops"],
        params: postcodeParams,
        response: { 200: postcodeView, 404: errorBody, 422: errorBody },
      },
    },
    async (req) => {
      const postcode = await shops.postcode(req.params.code);
      if (!postcode) throw new NotFound(POSTCODE_NOT_FOUND);
      return postcode;
    },
  );

  app.get(
    "/osrm/table/v1/car/:coordinates",
    {
      schema: {
        tags: ["shops"],
        params: osrmParams,
        querystring: osrmQuery,
        response: { 200: osrmAnswer, 400: osrmAnswer },
      },
    },
    async (req, reply) => {
      const search = req.url.includes("?") ? req.url.slice(req.url.indexOf("?")) : "";
      const upstream = { url: env.OSRM_URL, timeoutMs: env.OSRM_TIMEOUT_MS };
      const { status, body } = await answerTable(upstream, req.params.coordinates, req.query, search, (err) =>
        req.log.warn({ err }, "OSRM unavailable, answering with great-circle distances"),
      );
      return reply.code(status).send(body as z.infer<typeof osrmAnswer>);
    },
  );

  // Spec section 7 names address queries to a maps service but no path of the shop's own: this one is
  // the checkout's (decision 028). Empty without a geocoder or while it is down: suggestions are a help.
  app.get(
    "/addresses",
    {
      schema: {
        tags: ["shops"],
        querystring: addressQuery,
        response: { 200: z.object({ data: z.array(addressSuggestion) }), 422: errorBody },
      },
    },
    async (req) => ({ data: await addresses.suggest(req.query.q) }),
  );
};
