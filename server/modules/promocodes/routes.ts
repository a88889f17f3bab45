import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { codeParams, promoCodeView } from "./schemas.ts";

export const promoCodeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/promocodes",
    {
      schema: {
        tags: ["promocodes"],
        summary: "Advertised promo codes",
        description:
          "The codes shown to every visitor: advertised by an administrator, active, valid now and usable " +
          "without logging in. Codes given out privately (club, newsletter, customer service) are never " +
          "listed; any valid code can still be checked with /promocodes/check/{code}.",
        response: { 200: z.object({ data: z.array(promoCodeView) }) },
      },
    },
    async () => ({ data: await services.promocodes.listAdvertised() }),
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
