// The audit log in the back office (/api/v1/backoffice/audit), registered by server/api.ts under the
// back office's permission guard (backoffice/guard.ts, 'audit.read').
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { auditPage, auditQuery } from "./admin-schemas.ts";

const errors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

export const auditLogRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const log = services.auditLog;
  app.get(
    "/backoffice/audit",
    { schema: { tags: ["backoffice"], querystring: auditQuery, response: { 200: auditPage, ...errors } } },
    async (req) => {
      const q = req.query;
      const [page, actors] = await Promise.all([
        log.page({ entityType: q.entity, entityId: q.id, actorId: q.actor, from: q.from, to: q.to, page: q.page }),
        log.actors(),
      ]);
      return { ...page, actors };
    },
  );
};
