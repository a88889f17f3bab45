// The cart's lines with count buttons and removal, shared by the cart modal and the checkout.
import { formatPrice } from "../../../domain/money.ts";
import { sizePhrase } from "../../../domain/size-name.ts";
import { OrderSummaryView } from "../../components/order-summary.tsx";
import { cartSummary, decrement, increment, removeAt } from "./cart-rules.ts";
import { updateCart, useCart } from "./cart-store.ts";

export function CartLines({ onRefused }: { onRefused: (message: string) => void }) {
  const cart = useCart();
  if (cart.orders.length === 0) return <p className="cart-empty">Handlekurven er tom.</p>;
  return (
    <ul className="cart-lines">
      {cart.orders.map((line, index) => (
        <li key={line.ean} className="cart-line">
          <img src={line.image} alt="" width={64} height={64} className="cart-line__image" />
          <div className="cart-line__text">
            <span className="cart-line__name">{line.name}</span>
            <span className="cart-line__variant">
              {line.color}, {sizePhrase(line.size)}
              {line.onlyCC ? " · Kun klikk og hent" : ""}
            </span>
            <span className="cart-line__price">
              <span className="cart-line__unit">
                {line.count} × {formatPrice(line.price)}
              </span>
              <strong className="cart-line__total">{formatPrice(line.price * line.count)}</strong>
            </span>
          </div>
          <div className="cart-line__count">
            <button
              type="button"
              className="button button--plain"
              aria-label={`Én færre ${line.name}`}
              disabled={line.count <= 1}
              onClick={() => updateCart((s) => decrement(s, index))}
            >
              −
            </button>
            <output aria-label={`Antall ${line.name}`}>{line.count}</output>
            <button
              type="button"
              className="button button--plain"
              aria-label={`Én til ${line.name}`}
              onClick={() => {
                let refused: string | null = null;
                updateCart((s) => {
                  const result = increment(s, index);
                  refused = result.refused;
                  return result.state;
                });
                if (refused) onRefused(refused);
              }}
            >
              +
            </button>
            <button
              type="button"
              className="button button--plain"
              aria-label={`Fjern ${line.name}`}
              onClick={() => updateCart((s) => removeAt(s, index))}
            >
              Fjern
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The sums as the checkout will charge them, the delivery by name once the checkout has one chosen. */
export function CartTotals() {
  const cart = useCart();
  return <OrderSummaryView summary={cartSummary(cart)} />;
}
