// Back office API for shop staff (and admins): /api/v1/backoffice/…
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { parse } from "../../lib/validation.ts";
import { requireRole } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { idParams } from "../reservations/schemas.ts";

const listQuery = z.strictObject({
  status: z.coerce.number().int().min(1).max(7).default(2),
  shop: z.coerce.number().int().positive().optional(),
});

const staffOf = (req: FastifyRequest) => requireRole(req, "staff", "admin");

export async function backofficeRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const bo = services.backoffice;
  app.get("/backoffice/reservations", async (req) => {
    const staff = staffOf(req);
    const q = parse(listQuery, req.query);
    return bo.list(staff, q.shop, q.status);
  });
  app.get("/backoffice/reservations/:id", async (req) => {
    const staff = staffOf(req);
    const { id } = parse(idParams, req.params);
    return { data: await bo.one(staff, id), history: await bo.history(staff, id) };
  });
  app.post("/backoffice/reservations/:id/ready", async (req) => {
    const { id } = parse(idParams, req.params);
    return { data: await bo.markReady(staffOf(req), id) };
  });
  app.post("/backoffice/reservations/:id/collect", async (req) => {
    const { id } = parse(idParams, req.params);
    return { data: await bo.collect(staffOf(req), id) };
  });
  app.post("/backoffice/reservations/:id/cancel", async (req) => {
    const { id } = parse(idParams, req.params);
    return { data: await bo.cancel(staffOf(req), id) };
  });
}
