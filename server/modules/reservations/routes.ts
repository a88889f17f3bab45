import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { linkOrigin } from "../../lib/link-origin.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { checkoutKeyOf, setCheckoutKey } from "./checkout-key.ts";
import {
  authorizeSchema,
  idParams,
  orderFailure,
  reservationCreated,
  reservationData,
  reservationRequestSchema,
  stockCheckAnswer,
  stockCheckSchema,
} from "./schemas.ts";

export const reservationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  // Spec section 7: body order, shop, promocodeId, payment, orderInfo.
  app.post(
    "/reservations/klarna",
    {
      schema: {
        tags: ["reservations"],
        body: reservationRequestSchema,
        response: { 201: reservationCreated, 409: orderFailure, 422: errorBody, 502: errorBody, 504: errorBody },
      },
    },
    async (req, reply) => {
      const key = checkoutKeyOf(req);
      const result = await services.reservations.create(req.body, req.customer?.id ?? null, key);
      setCheckoutKey(req, reply, key);
      return reply.code(201).send({ data: result });
    },
  );

  // The re-check when the shopper presses pay (issue 12): what would not be held, before Klarna opens.
  app.post(
    "/reservations/check",
    {
      schema: {
        tags: ["reservations"],
        body: stockCheckSchema,
        response: { 200: stockCheckAnswer, 422: errorBody },
      },
    },
    async (req) => ({ data: await services.reservations.checkStock(req.body) }),
  );

  // The browser reports what the Klarna widget answered (approved with a token, or not).
  app.post(
    "/reservations/:id/authorize",
    {
      schema: {
        tags: ["reservations"],
        params: idParams,
        body: authorizeSchema,
        // 502/504: Klarna failed or did not answer in time when the order was made (decision 072).
        response: {
          200: reservationData,
          402: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          502: errorBody,
          504: errorBody,
        },
      },
    },
    async (req) => ({
      data: await services.reservations.authorize(
        req.params.id,
        req.body.session_id,
        req.body.approved,
        req.body.authorization_token ?? null,
        { token: req.body.receipt_token ?? null, origin: linkOrigin(req) },
      ),
    }),
  );
};
