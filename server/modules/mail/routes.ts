// The mail outbox for staff and admins (mails stored when no SMTP server is configured, and the send
// status of every mail when one is). Never open to customers, visitors or editors; staff see only the
// mails about their own shop's reservations, and nobody sees a link or token (issue 29, mask.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ownShopScope } from "../../../domain/back-office-roles.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import { requirePermission } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";

const outboxQuery = z.strictObject({
  to: z.string().trim().max(254).optional(),
  status: z.enum(["failed"]).optional().describe("failed: only mails whose sending failed"),
});

const outboxMail = z
  .object({
    id: z.number().int(),
    to_address: z.string(),
    subject: z.string(),
    text: z.string().describe("the mail's text with every web address and token masked"),
    reservation_id: z.number().int().nullable(),
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
      const reader = requirePermission(req, "reservations.read");
      const shopId = ownShopScope(reader);
      if (shopId === null) return { data: [] };
      return {
        data: await services.mail.outbox({ to: req.query.to, shopId, failed: req.query.status === "failed" }),
      };
    },
  );
};
