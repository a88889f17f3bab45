// Request and answer shapes of the promo codes in the back office (/api/v1/backoffice/promocodes…).
import { z } from "zod";
import { BAD_KRONER, parseKroner } from "../../../domain/kroner-input.ts";
import { TOO_LONG } from "../../../domain/schemas/fields.ts";
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

const text = (max: number) => z.string().trim().max(max, TOO_LONG);
const _required = (max: number) => text(max).min(1, "Feltet må fylles ut");

/** Why a typed amount is no amount for the code's kind, or null when it is one. */
function _amountProblem(fixed: boolean, amount: string): string | null {
  if (!fixed) return /^\d{1,3}$/.test(amount) && Number(amount) >= 1 && Number(amount) <= 100 ? null : PROMO_PERCENT;
  const ore = parseKroner(amount);
  if (ore === null) return BAD_KRONER;
  return ore > 0 ? null : PROMO_FIXED;
}

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
