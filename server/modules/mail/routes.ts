// The mail outbox for staff and admins (mails stored when no SMTP server is configured, and the send
// status of every mail when one is). Never open to customers or visitors: the mails hold single-use links.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody } from "../../lib/route-schemas.ts";
import { requirePermission } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";

const outboxQuery = z.strictObject({ to: z.string().trim().max(254).optional() });

const outboxMail = z
  .object({
    id: z.number().int(),
    to_address: z.string(),
    subject: z.string(),
    text: z.string(),
    status: z.string().describe("queued | sent | stored | failed"),
    error: z.string().nullable(),
    attempts: z.number().int(),
    created_at: z.date(),
  })
  .meta({ id: "OutboxMail" });

export const mailRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/mail/outbox",
    {
      schema: {
        tags: ["mail"],
        querystring: outboxQuery,
        response: { 200: z.object({ data: z.array(outboxMail) }), 403: errorBody, 404: errorBody },
      },
    },
    async (req) => {
      requirePermission(req, "reservations.read");
      return { data: await services.mail.outbox(req.query.to) };
    },
  );
};
