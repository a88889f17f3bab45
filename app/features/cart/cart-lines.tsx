// The cart's lines with count buttons and removal, shared by the cart modal and the checkout.

import { itemCount } from "../../../domain/item-count.ts";
import { formatPrice, oreToKroner } from "../../../domain/money.ts";
import { sizePhrase } from "../../../domain/size-name.ts";
import { cartTotals, decrement, increment, removeAt } from "./cart-rules.ts";
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
            <span className="cart-line__price">{formatPrice(line.price * line.count)}</span>
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

/** The sums as the checkout will charge them; the delivery fee once the checkout has a method chosen. */
export function CartTotals() {
  const cart = useCart();
  const sums = cartTotals(cart);
  const kr = (ore: number) => formatPrice(oreToKroner(ore));
  return (
    <dl className="cart-totals">
      {cart.discount.activated ? (
        <>
          <dt>Før rabatt</dt>
          <dd>{kr(sums.goodsOre)}</dd>
          <dt>Verdikode</dt>
          <dd>−{kr(sums.discountOre)}</dd>
        </>
      ) : null}
      <dt>Totalt ({itemCount(cart.count)})</dt>
      <dd className="cart-totals__total">{formatPrice(cart.total)}</dd>
      {cart.orders.length > 0 && sums.shippingOre > 0 ? (
        <>
          <dt>Frakt</dt>
          <dd>{kr(sums.shippingOre)}</dd>
          <dt className="cart-totals__pay-label">Å betale</dt>
          <dd className="cart-totals__pay">{kr(sums.totalOre)}</dd>
        </>
      ) : null}
    </dl>
  );
}
