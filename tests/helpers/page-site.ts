// What the tenant plugin gives each request (its brand and public origin), for test apps that mount the
// page cache without the whole shop: the page cache keys pages by them (decision 073).
import type { FastifyInstance } from "fastify";
import type { Tenant } from "../../server/modules/tenants/service.ts";

export function standInSite(app: FastifyInstance, origin = "http://localhost") {
  app.addHook("onRequest", async (req) => {
    req.tenant = { id: 1, hostnames: ["localhost"] } as Tenant;
    req.publicOrigin = origin;
  });
}
