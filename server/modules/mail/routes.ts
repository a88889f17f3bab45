// The mail outbox for staff and admins (mails stored when no SMTP server is configured). Never open to
// customers or visitors: the mails hold single-use links.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parse } from "../../lib/validation.ts";
import { requireRole } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";

const outboxQuery = z.object({ to: z.string().trim().max(254).optional() }).strict();

export async function mailRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get("/mail/outbox", async (req) => {
    requireRole(req, "staff", "admin");
    const { to } = parse(outboxQuery, req.query);
    return { data: await services.mail.outbox(to) };
  });
}
