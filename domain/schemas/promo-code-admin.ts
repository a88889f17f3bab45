// A promo code as an administrator writes it in the back office (issue 15): the body of
// POST/PATCH /backoffice/promocodes, validated by the route and, before it is sent, by the form.
import { z } from "zod";
import { BAD_KRONER, parseKroner } from "../kroner-input.ts";
import { TOO_LONG } from "./fields.ts";

export const PROMO_CODE_FORMAT = "Koden kan bare ha store bokstaver A–Z og sifre";
export const PROMO_PERCENT = "Prosenten må være et helt tall fra 1 til 100";
export const PROMO_FIXED = "Beløpet må være større enn 0";
export const PROMO_PERIOD = "Gyldig fra kan ikke være etter gyldig til";

/** An Oslo calendar day as a form's date field gives it. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Datoen skrives ÅÅÅÅ-MM-DD");

const required = (max: number) => z.string().trim().max(max, TOO_LONG).min(1, "Feltet må fylles ut");

/**
 * A promo code as an administrator writes it: the amount as typed (kroner for a fixed code, percent
 * otherwise), the period as Oslo dates, both days included.
 */
export const promoCodeBody = z
  .strictObject({
    name: required(100),
    code: z
      .string()
      .trim()
      .min(1, "Feltet må fylles ut")
      .max(40, TOO_LONG)
      .regex(/^[A-Z0-9]+$/, PROMO_CODE_FORMAT),
    fixed: z.boolean(),
    amount: required(20),
    validFrom: isoDate,
    validTo: isoDate,
    requiresLogin: z.boolean().default(false),
    advertised: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (body.validFrom > body.validTo) ctx.addIssue({ code: "custom", path: ["validTo"], message: PROMO_PERIOD });
    const problem = amountProblem(body.fixed, body.amount);
    if (problem) ctx.addIssue({ code: "custom", path: ["amount"], message: problem });
  });
export type PromoCodeBody = z.infer<typeof promoCodeBody>;

/** Why a typed amount is no amount for the code's kind, or null when it is one. */
function amountProblem(fixed: boolean, amount: string): string | null {
  if (!fixed) return /^\d{1,3}$/.test(amount) && Number(amount) >= 1 && Number(amount) <= 100 ? null : PROMO_PERCENT;
  const ore = parseKroner(amount);
  if (ore === null) return BAD_KRONER;
  return ore > 0 ? null : PROMO_FIXED;
}
