// Route contracts of the promo code calls (spec section 7).
import { z } from "zod";
import { promoCode } from "../../../domain/schemas/promo-code.ts";

// Any text may be checked (spec section 5: the field has no validation); what is no code is not found.
export const codeParams = z.strictObject({ code: promoCode });

export const promoCodeView = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Code: z.string(),
    ValidFrom: z.iso.datetime(),
    ValidTo: z.iso.datetime(),
    Fixed: z.boolean(),
    Amount: z.number().describe("kroner when Fixed, else percent"),
    Type: z.string(),
  })
  .meta({ id: "PromoCode" });
