// Route contracts of the brand (tenant) and settings calls (spec section 7).
import { z } from "zod";

export const tenantView = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    logo: z.string().describe("inline SVG"),
    colors: z.object({ primary: z.string(), onPrimary: z.string(), accent: z.string() }),
    productLineId: z.number().int().nullable(),
    menu: z.object({
      maintenance: z.boolean(),
      information: z.boolean(),
      about: z.boolean(),
      support: z.boolean(),
      collection: z.boolean(),
    }),
    pages: z.record(z.string(), z.string()),
    isDefault: z.boolean(),
  })
  .meta({ id: "Tenant" });

export const settingsView = z.record(z.string(), z.unknown()).meta({ id: "Settings" });
