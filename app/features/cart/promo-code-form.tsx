// 'Verdikode': checked against the server (none → loading → active), then applied to the cart once.
import { useState } from "react";
import { FormMessage } from "../../components/form-field.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { ApiError, api } from "../../lib/api-client.ts";
import { applyDiscount, DISCOUNT_ALREADY_ACTIVE, removeDiscount } from "./cart-rules.ts";
import { getCart, updateCart, useCart } from "./cart-store.ts";
import { PROMO_LOGIN_NOTICE, PROMO_LOGIN_PATH, type PromoStatus, promoFailure } from "./promo-code.ts";

/** A code the cart refuses (one is already active): shown like the server's refusals. */
class Refused extends Error {}

const failureOf = (error: unknown, loggedIn: boolean) =>
  error instanceof Refused
    ? { messages: [error.message], openLogin: false }
    : error instanceof ApiError
      ? promoFailure(error.status, error.body, loggedIn)
      : promoFailure(0, {}, loggedIn);

interface PromoCheck {
  Id: number;
  Name: string;
  Code: string;
  Fixed: boolean;
  Amount: number;
}

/** Checks a code with the server and applies it to the cart once (spec section 4). */
async function applyCode(code: string): Promise<void> {
  // Spec section 4: while one code is active a new one is refused.
  if (getCart().discount.activated) throw new Refused(DISCOUNT_ALREADY_ACTIVE);
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
}

export function PromoCodeForm({
  loggedIn,
  onLoginRequired,
}: {
  loggedIn: boolean;
  /**
   * A login-only code while nobody is logged in: the page opens its login in place and calls `retry`
   * once logged in (issue 12). Without it the login page opens (and the cart reopens after it).
   */
  onLoginRequired?: (retry: () => Promise<void>) => void;
}) {
  const cart = useCart();
  const [afterLogin, setAfterLogin] = useState<string | null>(null);
  const { form, fields, busy, messages, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/promo-code.ts"),
    schema: (m) => m.promoCodeSchema,
    resetsOnSuccess: true,
    send: async ({ code }) => {
      setAfterLogin(null);
      await applyCode(code);
    },
    failure(error) {
      const failure = failureOf(error, loggedIn);
      if (failure.openLogin) {
        const code = new FormData(document.getElementById(form.id) as HTMLFormElement).get("code");
        if (!onLoginRequired || typeof code !== "string") {
          window.location.assign(PROMO_LOGIN_PATH);
          return null;
        }
        onLoginRequired(() =>
          applyCode(code).then(
            () => {
              const input = document.getElementById("promo-code-input") as HTMLInputElement | null;
              if (input) input.value = "";
              setAfterLogin(null);
            },
            (err: unknown) => setAfterLogin(failureOf(err, true).messages[0] ?? null),
          ),
        );
      }
      return { messages: failure.messages };
    },
  });
  const status: PromoStatus = busy ? "loading" : cart.activePromocode ? "active" : "none";
  // After an in-place login the code is tried again: its answer replaces the login notice.
  const fromForm = [...(fields.code.errors ?? []), ...messages].filter((m) => !(loggedIn && m === PROMO_LOGIN_NOTICE));
  const shown = afterLogin !== null ? [afterLogin] : fromForm;

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
      <form id={form.id} onSubmit={onSubmit} noValidate aria-busy={status === "loading"}>
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
