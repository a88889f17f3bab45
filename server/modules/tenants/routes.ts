import type { FastifyInstance } from "fastify";
import type { Services } from "../../services.ts";

export async function contentRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { tenants } = services;

  app.get("/tenant/get", async (req) => {
    const { hostnames: _hostnames, ...tenant } = await tenants.forHost(req.headers.host);
    return { data: tenant };
  });

  app.get("/settings", async (req) => ({
    data: await tenants.settings(await tenants.forHost(req.headers.host)),
  }));
}
