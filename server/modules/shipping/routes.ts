import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { kroner } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";

const shippingMethodView = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    type: z.enum(["pickup", "delivery"]),
    price: kroner,
    delivery: z.boolean(),
  })
  .meta({ id: "ShippingMethod" });

export const shippingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/shipping_methods",
    { schema: { tags: ["shipping"], response: { 200: z.object({ data: z.array(shippingMethodView) }) } } },
    async () => ({ data: await services.shipping.list() }),
  );
};
