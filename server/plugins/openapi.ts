// The API's contract, generated from the zod schemas every /api/v1 route declares (decision 019):
// the OpenAPI document at /api/v1/openapi.json and a browsable reference at /api/v1/docs.
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, FastifySchema } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { finishOpenApiDocument } from "./openapi-document.ts";

export const OPENAPI_PATH = "/api/v1/openapi.json";
export const API_DOCS_PATH = "/api/v1/docs";

declare module "fastify" {
  interface FastifyInstance {
    /** Every documented API route as "METHOD /path" (the OpenAPI test compares it with the document). */
    apiRouteList: string[];
  }
}

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  const routes: string[] = [];
  app.decorate("apiRouteList", routes);
  app.addHook("onRoute", (route) => {
    if (!isApiRoute(route.url, route.schema)) return;
    for (const method of [route.method].flat()) if (method !== "HEAD") routes.push(`${method} ${route.url}`);
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Butikk API",
        description: "The REST contract of spec section 7 (SPEC.md), under /api/v1.",
        version: "1",
      },
    },
    // Only the API is documented; the storefront's pages, images and the Klarna stand-in are not.
    transform: (input) =>
      input.url.startsWith("/api/v1/")
        ? jsonSchemaTransform(input)
        : { schema: { ...input.schema, hide: true } as FastifySchema, url: input.url },
    transformObject: jsonSchemaTransformObject,
  });
  // The routes are all registered before the first request, so the document is finished once.
  let finished: object | undefined;
  const document = () => {
    finished ??= finishOpenApiDocument(app.swagger());
    return finished;
  };
  app.get(OPENAPI_PATH, { schema: { hide: true } as FastifySchema }, async (_req, reply) =>
    reply.header("cache-control", "no-store").send(document()),
  );
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { docExpansion: "list", deepLinking: true },
    // The document above is the one source; the UI reads it rather than a copy of its own.
    transformSpecification: () => document(),
  });
});

/** A route is part of the documented API when it lives under /api/v1 and is not hidden. */
export function isApiRoute(url: string, schema: FastifySchema | undefined): boolean {
  return url.startsWith("/api/v1/") && !(schema as { hide?: boolean } | undefined)?.hide;
}
