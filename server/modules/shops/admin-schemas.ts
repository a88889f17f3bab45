// Request and answer shapes of the shops in the back office (/api/v1/backoffice/shops…).
import { z } from "zod";
import { newShopBody, shopBody, shopHoursBody, shopLocateQuery } from "../../../domain/schemas/shop-admin.ts";

export { newShopBody, shopBody, shopHoursBody, shopLocateQuery };

export const shopLocated = z
  .object({
    latitude: z.number(),
    longitude: z.number(),
    source: z.enum(["address", "postcode"]).describe("the address register's point, or the postcode's centre"),
    postPlace: z.string(),
    message: z.string().describe("what the operator is told about where the coordinates came from"),
  })
  .meta({ id: "BackofficeShopLocated" });

export const shopRecord = z
  .object({
    id: z.number().int(),
    no: z.string(),
    name: z.string(),
    fullName: z.string(),
    orgNo: z.string(),
    description: z.string(),
    address: z.string(),
    postNo: z.string(),
    postPlace: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    phone: z.string(),
    email: z.string(),
    messengerId: z.string().nullable(),
    openingHours: z.string(),
    preparationMinutes: z.number().int(),
    webSafetyBuffer: z.number().int(),
    active: z.boolean(),
    specialHours: z.array(
      z.object({ date: z.string(), name: z.string(), opens: z.string().nullable(), closes: z.string().nullable() }),
    ),
  })
  .meta({ id: "BackofficeShop" });
