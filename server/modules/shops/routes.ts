import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { NotFound } from "../../lib/errors.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { cartPickupPromises } from "./cart-promise.ts";
import { answerTable } from "./osrm.ts";
import {
  addressQuery,
  addressSuggestion,
  osrmAnswer,
  osrmParams,
  osrmQuery,
  PROMISE_LINES_INVALID,
  pickupPromiseBody,
  postcodeParams,
  postcodeView,
  shopCartPromise,
  shopsQuery,
  shopView,
} from "./schemas.ts";
import { POSTCODE_NOT_FOUND } from "./service.ts";

export const shopRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { shops, addresses, env, clock, stock, database } = services;

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

  // The cart's promise (decision 031): its lines live in the browser, so it asks with them, and the
  // answer is computed with the server's clock and the shelf as it is now (never cached).
  app.post(
    "/shops/pickup-promise",
    {
      schema: {
        tags: ["shops"],
        body: pickupPromiseBody,
        response: { 200: z.object({ data: z.array(shopCartPromise) }), 422: errorBody },
      },
      config: { invalidMessage: PROMISE_LINES_INVALID },
    },
    async (req) => {
      const now = clock();
      const { lines } = req.body;
      const [terms, names, shelf] = await Promise.all([
        shops.pickupTerms(now),
        shops.activeShopNames(),
        stock.shelfStock(database.db, [...new Set(lines.map((l) => l.variantId))]),
      ]);
      const active = [...names].flatMap(([id, name]) => {
        const t = terms.get(id);
        return t ? [{ id, name, terms: t }] : [];
      });
      const data = cartPickupPromises(lines, shelf, active, now).map((p) => ({
        ...p,
        readyBy: p.readyBy?.toISOString() ?? null,
      }));
      return { data };
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
