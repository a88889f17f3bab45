// The shops in the back office (/api/v1/backoffice/shops…), registered by server/api.ts under the back
// office's permission guard (backoffice/guard.ts): staff read and change their own shop's hours, an
// administrator any shop and everything of it.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Staff } from "../../../domain/back-office-roles.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { idParams } from "../reservations/schemas.ts";
import { shopBody, shopHoursBody, shopRecord } from "./admin-schemas.ts";

const errors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const one = z.object({ data: shopRecord });

export const shopAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const admin = services.shopAdmin;
  const staffOf = (req: { staff?: Staff }) => req.staff as Staff;
  app.get(
    "/backoffice/shops",
    { schema: { tags: ["backoffice"], response: { 200: z.object({ data: z.array(shopRecord) }), ...errors } } },
    async (req) => ({ data: await admin.list(staffOf(req)) }),
  );
  app.get(
    "/backoffice/shops/:id",
    { schema: { tags: ["backoffice"], params: idParams, response: { 200: one, ...errors } } },
    async (req) => ({ data: await admin.one(staffOf(req), req.params.id) }),
  );
  app.put(
    "/backoffice/shops/:id/hours",
    { schema: { tags: ["backoffice"], params: idParams, body: shopHoursBody, response: { 200: one, ...errors } } },
    async (req) => ({ data: await admin.updateHours(staffOf(req), req.params.id, req.body) }),
  );
  app.patch(
    "/backoffice/shops/:id",
    { schema: { tags: ["backoffice"], params: idParams, body: shopBody, response: { 200: one, ...errors } } },
    async (req) => ({ data: await admin.update(staffOf(req), req.params.id, req.body) }),
  );
};
