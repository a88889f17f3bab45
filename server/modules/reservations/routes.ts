import type { FastifyInstance } from "fastify";
import { parse } from "../../lib/validation.ts";
import type { Services } from "../../services.ts";
import { authorizeSchema, idParams, reservationRequestSchema } from "./schemas.ts";
import { NothingReserved } from "./service.ts";

export async function reservationRoutes(app: FastifyInstance, { services }: { services: Services }) {
  // Spec section 7: body order, shop, promocodeId, payment, orderInfo.
  app.post("/reservations/klarna", async (req, reply) => {
    const body = parse(reservationRequestSchema, req.body);
    try {
      const result = await services.reservations.create(body, req.customer?.id ?? null);
      return reply.code(201).send({ data: result });
    } catch (error) {
      if (error instanceof NothingReserved) {
        return reply.code(409).send({ message: error.message, failed: error.failed });
      }
      throw error;
    }
  });

  // The browser reports what the Klarna widget answered (approved with a token, or not).
  app.post("/reservations/:id/authorize", async (req) => {
    const { id } = parse(idParams, req.params);
    const body = parse(authorizeSchema, req.body);
    return {
      data: await services.reservations.authorize(id, body.session_id, body.approved, body.authorization_token ?? null),
    };
  });
}
