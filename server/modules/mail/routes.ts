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
    const { rows } = await services.database.query(
      `select id, to_address, subject, text, status, created_at from mail_outbox
        where $1::text is null or lower(to_address) = lower($1)
        order by id desc limit 50`,
      [to ?? null],
    );
    return { data: rows };
  });
}
