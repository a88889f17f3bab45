// 'Verdikode': checked against the server (none → loading → active), then applied to the cart once.
import { type FormEvent, useState } from "react";
import { FormMessage } from "../../components/form-field.tsx";
import { ApiError, api } from "../../lib/api-client.ts";
import { applyDiscount, DISCOUNT_ALREADY_ACTIVE, removeDiscount } from "./cart-rules.ts";
import { updateCart, useCart } from "./cart-store.ts";
import { PROMO_LOGIN_PATH, type PromoStatus, promoFailure } from "./promo-code.ts";

interface PromoCheck {
  Id: number;
  Name: string;
  Code: string;
  Fixed: boolean;
  Amount: number;
}

export function PromoCodeForm({ loggedIn }: { loggedIn: boolean }) {
  const cart = useCart();
  const [code, setCode] = useState("");
  const [loading, setLoading] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const status: PromoStatus = loading ? "loading" : cart.activePromocode ? "active" : "none";

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessages([]);
    // Spec section 4: while one code is active a new one is refused.
    if (cart.discount.activated) {
      setMessages([DISCOUNT_ALREADY_ACTIVE]);
      return;
    }
    setLoading(true);
    try {
      const promo = await api<PromoCheck>("GET", `/promocodes/check/${encodeURIComponent(code.trim())}`);
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
      if (refused) setMessages([refused]);
      else setCode("");
    } catch (error) {
      const failure =
        error instanceof ApiError ? promoFailure(error.status, error.body, loggedIn) : promoFailure(0, {}, loggedIn);
      if (failure.openLogin) {
        window.location.assign(PROMO_LOGIN_PATH);
        return;
      }
      setMessages(failure.messages);
    } finally {
      setLoading(false);
    }
  }

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
      <form onSubmit={submit} aria-busy={status === "loading"}>
        <div className="form-field">
          <label htmlFor="promo-code-input">Verdikode</label>
          <div className="form-field__control">
            <input
              id="promo-code-input"
              name="verdikode"
              autoComplete="off"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            {/* Spec section 5: the field has no validation; the server answers for any text. */}
            <button type="submit" className="button" disabled={status === "loading"}>
              Bruk
            </button>
          </div>
        </div>
        {messages.length ? (
          <FormMessage kind="error">
            {messages.map((m) => (
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
