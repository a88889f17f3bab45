import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.ts";
import { settingsView, tenantView } from "./schemas.ts";

export const tenantRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/tenant/get",
    { schema: { tags: ["tenants"], response: { 200: z.object({ data: tenantView }) } } },
    async (req) => {
      const { hostnames: _hostnames, ...tenant } = req.tenant;
      return { data: tenant };
    },
  );

  app.get(
    "/settings",
    { schema: { tags: ["tenants"], response: { 200: z.object({ data: settingsView }) } } },
    async (req) => ({ data: await services.tenants.settings(req.tenant) }),
  );
};
