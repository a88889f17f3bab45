// The brand (tenant) a request is for, resolved once per request from its Host header
// (`request.tenant`): API routes, loaders and plugins read it instead of resolving it themselves.
// Beside it, the shop's public origin for this request (`request.publicOrigin`, see host.ts).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Tenant, TenantService } from "../modules/tenants/service.ts";
import { type OriginSettings, publicOrigin } from "./host.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The brand whose hostnames include the Host header, else the default brand. */
    tenant: Tenant;
    /**
     * The origin for canonical, share and mail links and the page cache's key: PUBLIC_URL or one of
     * the brand's configured hostnames, never X-Forwarded-Host or an unknown Host (decision 073).
     */
    publicOrigin: string;
  }
}

async function tenant(app: FastifyInstance, { tenants, env }: { tenants: TenantService; env: OriginSettings }) {
  app.decorateRequest("tenant", null as unknown as Tenant);
  app.decorateRequest("publicOrigin", "");
  app.addHook("onRequest", async (req) => {
    req.tenant = await tenants.forHost(req.headers.host);
    req.publicOrigin = publicOrigin(req.parsedHost, req.tenant, req.protocol, env);
  });
}

export const tenantPlugin = fp(tenant, { name: "tenant", dependencies: ["host"] });
