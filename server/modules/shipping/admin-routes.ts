// Shipping method routes of the back office (issue 31), registered by server/api.ts under the back
// office's permission guard (backoffice/guard.ts): administrators only ('shipping.edit').
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Staff } from "../../../domain/back-office-roles.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { idParams } from "../reservations/schemas.ts";
import { shippingMethodBody, shippingMethodRecord } from "./admin-schemas.ts";

const errors = { 403: errorBody, 404: errorBody, 422: errorBody };
const one = z.object({ data: shippingMethodRecord });

export const shippingAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const admin = services.shippingAdmin;
  const staffOf = (req: { staff?: Staff }) => req.staff as Staff;
  app.get(
    "/backoffice/shipping-methods",
    {
      schema: { tags: ["backoffice"], response: { 200: z.object({ data: z.array(shippingMethodRecord) }), ...errors } },
    },
    async () => ({ data: await admin.list() }),
  );
  app.get(
    "/backoffice/shipping-methods/:id",
    { schema: { tags: ["backoffice"], params: idParams, response: { 200: one, ...errors } } },
    async (req) => ({ data: await admin.one(req.params.id) }),
  );
  app.post(
    "/backoffice/shipping-methods",
    { schema: { tags: ["backoffice"], body: shippingMethodBody, response: { 201: one, ...errors } } },
    async (req, reply) => reply.code(201).send({ data: await admin.create(staffOf(req), req.body) }),
  );
  // The form sends every field, so one body schema serves both.
  app.patch(
    "/backoffice/shipping-methods/:id",
    { schema: { tags: ["backoffice"], params: idParams, body: shippingMethodBody, response: { 200: one, ...errors } } },
    async (req) => ({ data: await admin.update(staffOf(req), req.params.id, req.body) }),
  );
};
