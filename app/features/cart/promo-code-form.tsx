// 'Verdikode': checked against the server (none → loading → active), then applied to the cart once.
import { promoCodeSchema } from "../../../domain/schemas/promo-code.ts";
import { FormMessage } from "../../components/form-field.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { ApiError, api } from "../../lib/api-client.ts";
import { applyDiscount, DISCOUNT_ALREADY_ACTIVE, removeDiscount } from "./cart-rules.ts";
import { updateCart, useCart } from "./cart-store.ts";
import { PROMO_LOGIN_PATH, type PromoStatus, promoFailure } from "./promo-code.ts";

/** A code the cart refuses (one is already active): shown like the server's refusals. */
class Refused extends Error {}

interface PromoCheck {
  Id: number;
  Name: string;
  Code: string;
  Fixed: boolean;
  Amount: number;
}

export function PromoCodeForm({ loggedIn }: { loggedIn: boolean }) {
  const cart = useCart();
  const { form, fields, busy, messages } = useApiForm({
    schema: promoCodeSchema,
    resetsOnSuccess: true,
    async send({ code }) {
      // Spec section 4: while one code is active a new one is refused.
      if (cart.discount.activated) throw new Refused(DISCOUNT_ALREADY_ACTIVE);
      const promo = await api<PromoCheck>("GET", `/promocodes/check/${encodeURIComponent(code)}`);
      let refused: string | null = null;
      updateCart((s) => {
        const result = applyDiscount(s, {
          id: promo.Id,
          code: promo.Code,
          name: promo.Name,
          fixed: promo.Fixed,
          amount: promo.Amount,
        });
        refused = result.refused;
        return result.state;
      });
      if (refused) throw new Refused(refused);
    },
    failure(error) {
      if (error instanceof Refused) return { messages: [error.message] };
      const failure =
        error instanceof ApiError ? promoFailure(error.status, error.body, loggedIn) : promoFailure(0, {}, loggedIn);
      if (failure.openLogin) {
        window.location.assign(PROMO_LOGIN_PATH);
        return null;
      }
      return { messages: failure.messages };
    },
  });
  const status: PromoStatus = busy ? "loading" : cart.activePromocode ? "active" : "none";
  const shown = [...(fields.code.errors ?? []), ...messages];

  return (
    <div className="promo-code">
      {status === "active" && cart.activePromocode ? (
        <div className="promo-code__active">
          <p>
            Verdikode <strong>{cart.activePromocode.code}</strong> ({cart.activePromocode.name}) er brukt.
          </p>
          <button type="button" className="button button--plain" onClick={() => updateCart(removeDiscount)}>
            Fjern verdikode
          </button>
        </div>
      ) : null}
      <form id={form.id} onSubmit={form.onSubmit} noValidate aria-busy={status === "loading"}>
        <div className="form-field">
          <label htmlFor="promo-code-input">Verdikode</label>
          <div className="form-field__control">
            <input id="promo-code-input" name="code" autoComplete="off" />
            {/* Spec section 5: the field has no validation; the server answers for any text. */}
            <button type="submit" className="button" disabled={status === "loading"}>
              Bruk
            </button>
          </div>
        </div>
        {shown.length ? (
          <FormMessage kind="error">
            {shown.map((m) => (
              <span key={m} className="promo-code__message">
                {m}
              </span>
            ))}
          </FormMessage>
        ) : null}
      </form>
    </div>
  );
}
