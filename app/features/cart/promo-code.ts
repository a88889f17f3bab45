// What the shopper is told when a verdikode check fails (spec section 8, Promo code).
import { PROMO_NOT_FOUND } from "../../../domain/promo-code-messages.ts";

export { PROMO_NOT_FOUND };
export const UNKNOWN_422 = "Ukjent 422 error";
export const PROMO_LOGIN_NOTICE = "Denne koden krever at du er innlogget";

export type PromoStatus = "none" | "loading" | "active";

export interface PromoFailure {
  messages: string[];
  /** A customer_id error while nobody is logged in: the login form opens. */
  openLogin: boolean;
}

export function promoFailure(
  status: number,
  body: { message?: string; errors?: Record<string, string[]> },
  loggedIn: boolean,
): PromoFailure {
  if (status === 404) return { messages: [PROMO_NOT_FOUND], openLogin: false };
  if (status === 422) {
    const errors = body.errors ?? {};
    const fields = Object.keys(errors);
    if (fields.length === 0) return { messages: [UNKNOWN_422], openLogin: false };
    return { messages: fields.flatMap((f) => errors[f] ?? []), openLogin: !loggedIn && "customer_id" in errors };
  }
  return { messages: [body.message ?? UNKNOWN_422], openLogin: false };
}

/** Where the login form opens for a login-only code: back to the cart afterwards, with the notice. */
export const PROMO_LOGIN_PATH = "/logg-inn?openCart=1&melding=krever-kode";
