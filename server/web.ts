// Mounts the React Router app: Vite middleware in development, the built server bundle in production.
import { reactRouterFastify } from "@mcansh/remix-fastify/react-router";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Env } from "./env.ts";
import { formOrigin } from "./lib/form-origin.ts";
import type { ShopLoadContext } from "./load-context.ts";
import { renderTokens } from "./plugins/page-cache.ts";
import type { Services } from "./services.ts";

export async function webPlugin(app: FastifyInstance, { services, env }: { services: Services; env: Env }) {
  // Forms without JavaScript (see form-origin.ts); only this plugin's routes, the pages, see it.
  app.addHook("onRequest", async (req) => {
    if (req.method !== "POST" || req.headers.origin !== "null") return;
    const origin = formOrigin(req.headers, `${req.protocol}://${req.host}`);
    if (origin) req.raw.headers.origin = origin;
  });
  await app.register(reactRouterFastify, {
    mode: env.NODE_ENV === "production" ? "production" : "development",
    getLoadContext: (request, response) => {
      const req = request as FastifyRequest;
      const reply = response as FastifyReply;
      const context: ShopLoadContext = {
        services,
        tenant: req.tenant,
        ...renderTokens(req, reply),
        origin: req.publicOrigin,
        clientAddress: req.ip,
        user: req.customer,
      };
      return context;
    },
  });
}
