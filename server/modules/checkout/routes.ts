import type { FastifyInstance } from "fastify";
import type { Services } from "../../services.ts";
import { listShippingMethods } from "./shipping-service.ts";

export async function checkoutRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get("/shipping_methods", async () => ({ data: await listShippingMethods(services.database) }));
}
