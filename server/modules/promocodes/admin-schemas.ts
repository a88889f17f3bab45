// Request and answer shapes of the promo codes in the back office (/api/v1/backoffice/promocodes…).
import { z } from "zod";
import {
  isoDate,
  PROMO_CODE_FORMAT,
  PROMO_FIXED,
  PROMO_PERCENT,
  PROMO_PERIOD,
  type PromoCodeBody,
  promoCodeBody,
} from "../../../domain/schemas/promo-code-admin.ts";

export { isoDate, PROMO_CODE_FORMAT, PROMO_FIXED, PROMO_PERCENT, PROMO_PERIOD, promoCodeBody };

export const promoCodeRecord = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    fixed: z.boolean(),
    amount: z.string().describe("as typed: kroner with two decimals when fixed ('49,50'), else percent ('10')"),
    validFrom: isoDate.describe("first Oslo day the code works"),
    validTo: isoDate.describe("last Oslo day the code works"),
    requiresLogin: z.boolean(),
    advertised: z.boolean(),
    active: z.boolean(),
    uses: z.number().int().describe("reservations that used the code"),
  })
  .meta({ id: "BackofficePromoCode" });

export type { PromoCodeBody };
