import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { codeParams, promoCodeView } from "./schemas.ts";

export const promoCodeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/promocodes",
    { schema: { tags: ["promocodes"], response: { 200: z.object({ data: z.array(promoCodeView) }) } } },
    async () => ({ data: await services.promocodes.list() }),
  );
  app.get(
    "/promocodes/check/:code",
    {
      schema: {
        tags: ["promocodes"],
        params: codeParams,
        response: { 200: promoCodeView, 404: errorBody, 422: errorBody },
      },
    },
    async (req) => services.promocodes.check(req.params.code, req.customer?.id ?? null),
  );
};
