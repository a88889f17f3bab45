// Request and answer shapes of the shipping methods in the back office (/api/v1/backoffice/shipping-methods…).
import { z } from "zod";
import { SHIPPING_TYPES, shippingMethodBody } from "../../../domain/schemas/shipping-admin.ts";

export { shippingMethodBody };

export const shippingMethodRecord = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    type: z.enum(SHIPPING_TYPES),
    price: z.string().describe("kroner with two decimals, as the form shows them: '49,00'"),
    priceOre: z.number().int().describe("the price in øre, as stored and charged"),
    sort: z.number().int().describe("the checkout lists methods by this, lowest first"),
    active: z.boolean().describe("only active methods are offered at the checkout"),
  })
  .meta({ id: "BackofficeShippingMethod" });
