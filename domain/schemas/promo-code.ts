// 'Verdikode' (spec sections 5 and 8): the field has no validation of its own; any text is checked
// against the server, and what cannot be a code is simply not found.
import { z } from "zod";
import { PROMO_NOT_FOUND } from "../promo-code-messages.ts";

export const promoCode = z.string({ error: PROMO_NOT_FOUND }).trim().max(64, PROMO_NOT_FOUND);

/** The cart's promo code form; the API's path parameter is the same field. */
export const promoCodeSchema = z.object({ code: promoCode });
