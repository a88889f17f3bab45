import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { parse } from "../../lib/validation.ts";
import type { Services } from "../../services.ts";
import { PROMO_NOT_FOUND } from "./service.ts";

/** The logged-in customer's id (session plugin), or null for a visitor. */
export function customerIdOf(req: FastifyRequest): number | null {
  return req.customer?.id ?? null;
}

// Any text may be checked (spec section 5: the field has no validation); what is no code is not found.
const codeParams = z.strictObject({ code: z.string().trim().max(64, PROMO_NOT_FOUND) });

export async function promoCodeRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get("/promocodes", async () => ({ data: await services.promocodes.list(services.clock()) }));
  app.get("/promocodes/check/:code", async (req) => {
    const { code } = parse(codeParams, req.params);
    return services.promocodes.check(code, customerIdOf(req), services.clock());
  });
}
