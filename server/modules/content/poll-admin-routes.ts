// Poll routes of the back office (issue 15, decision 049), registered by server/api.ts under the back
// office's permission guard (backoffice/guard.ts, 'content.edit': editors and administrators).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Staff } from "../../../domain/back-office-roles.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { idParams } from "../reservations/schemas.ts";
import { pollBody, pollRecord } from "./admin-schemas.ts";

const tags = ["backoffice"];
const errors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const one = z.object({ data: pollRecord });

export const pollAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const admin = services.pollAdmin;
  const staffOf = (req: { staff?: Staff }) => req.staff as Staff;
  app.get(
    "/backoffice/polls",
    { schema: { tags, response: { 200: z.object({ data: z.array(pollRecord) }), ...errors } } },
    async () => ({ data: await admin.list() }),
  );
  app.get(
    "/backoffice/polls/:id",
    { schema: { tags, params: idParams, response: { 200: one, ...errors } } },
    async (req) => ({ data: await admin.one(req.params.id) }),
  );
  app.post(
    "/backoffice/polls",
    { schema: { tags, body: pollBody, response: { 201: one, ...errors } } },
    async (req, reply) => reply.code(201).send({ data: await admin.create(staffOf(req), req.body) }),
  );
  // The whole poll with its questions in order: ids keep questions and options, no id adds one, a
  // missing one is removed (refused with 409 once shoppers have answered).
  app.put(
    "/backoffice/polls/:id",
    { schema: { tags, params: idParams, body: pollBody, response: { 200: one, ...errors } } },
    async (req) => ({ data: await admin.update(staffOf(req), req.params.id, req.body) }),
  );
};
