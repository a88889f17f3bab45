// The brand (tenant) a request is for, resolved once per request from its Host header
// (`request.tenant`): API routes, loaders and plugins read it instead of resolving it themselves.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Tenant, TenantService } from "../modules/tenants/service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The brand whose hostnames include the Host header, else the default brand. */
    tenant: Tenant;
  }
}

async function tenant(app: FastifyInstance, { tenants }: { tenants: TenantService }) {
  app.decorateRequest("tenant", null as unknown as Tenant);
  app.addHook("onRequest", async (req) => {
    req.tenant = await tenants.forHost(req.headers.host);
  });
}

export const tenantPlugin = fp(tenant, { name: "tenant" });
