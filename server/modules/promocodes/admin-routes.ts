// Promo code routes of the back office (issue 15), registered by server/api.ts under the back office's
// permission guard (backoffice/guard.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Staff } from "../../../domain/back-office-roles.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { idParams } from "../reservations/schemas.ts";
import { promoCodeBody, promoCodeRecord } from "./admin-schemas.ts";

const errors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const one = z.object({ data: promoCodeRecord });

export const promoCodeAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const admin = services.promoCodeAdmin;
  const staffOf = (req: { staff?: Staff }) => req.staff as Staff;
  app.get(
    "/backoffice/promocodes",
    { schema: { tags: ["backoffice"], response: { 200: z.object({ data: z.array(promoCodeRecord) }), ...errors } } },
    async () => ({ data: await admin.list() }),
  );
  app.get(
    "/backoffice/promocodes/:id",
    { schema: { tags: ["backoffice"], params: idParams, response: { 200: one, ...errors } } },
    async (req) => ({ data: await admin.one(req.params.id) }),
  );
  app.post(
    "/backoffice/promocodes",
    { schema: { tags: ["backoffice"], body: promoCodeBody, response: { 201: one, ...errors } } },
    async (req, reply) => reply.code(201).send({ data: await admin.create(staffOf(req), req.body) }),
  );
  // The form sends every field, so the one body schema checks the period and the amount together.
  app.patch(
    "/backoffice/promocodes/:id",
    { schema: { tags: ["backoffice"], params: idParams, body: promoCodeBody, response: { 200: one, ...errors } } },
    async (req) => ({ data: await admin.update(staffOf(req), req.params.id, req.body) }),
  );
};
