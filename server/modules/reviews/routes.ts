// POST /api/v1/articles/{id}/reviews: a logged-in customer reviews an article (spec section 7).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { INVALID_DATA } from "../../../domain/account-messages.ts";
import { checkParams } from "../../lib/params-first.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import { requireCustomer } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { articleIdParams, reviewPosted, reviewSchema } from "./schemas.ts";

export const reviewRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post(
    "/articles/:id/reviews",
    {
      schema: {
        tags: ["reviews"],
        params: articleIdParams,
        body: reviewSchema,
        response: { 201: reviewPosted, 404: errorBody, 422: errorBody },
      },
      config: { invalidMessage: INVALID_DATA, rateLimitTier: "review" },
      // Who is asking, then which article, then what they wrote: the order the answers always had.
      preValidation: async (req) => {
        requireCustomer(req);
        checkParams(articleIdParams, req.params);
      },
    },
    async (req, reply) => {
      const review = await services.reviews.post(requireCustomer(req), req.params.id, req.body);
      return reply.code(201).send({ data: review });
    },
  );
};
