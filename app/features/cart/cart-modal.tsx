// 'Min Handlekurv': the cart opens as a modal dialog when the product page adds an article (the
// add-to-cart event), and shows the lines, the total and the way to the checkout. Mounted once.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useAlerts } from "../../components/alerts/alerts-context.tsx";
import { onAddToCart } from "../../lib/cart-events.ts";
import { toCartLine } from "./cart-line.ts";
import { CartLines, CartTotals } from "./cart-lines.tsx";
import { CartPromiseLine } from "./cart-promise-line.tsx";
import { addLine } from "./cart-rules.ts";
import { getCart, updateCart } from "./cart-store.ts";
import { refreshStock } from "./fresh-stock.ts";

export function CartModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const alerts = useAlerts();

  useEffect(
    () =>
      onAddToCart((detail) => {
        let refused: string | null = null;
        updateCart((s) => {
          const result = addLine(s, toCartLine(detail));
          refused = result.refused;
          return result.state;
        });
        setRefusal(refused);
        if (refused) alerts.add("warning", { title: refused });
        if (!dialog.current?.open) dialog.current?.showModal();
        setOpen(true);
        // The product page's stock may be a cached minute old: the count limit follows the fresh one.
        void refreshStock(getCart().orders);
      }),
    [alerts],
  );

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      className="cart-modal"
      aria-labelledby="cart-modal-title"
      onClose={() => {
        setRefusal(null);
        setOpen(false);
      }}
    >
      <div className="cart-modal__head">
        <h2 id="cart-modal-title">Min Handlekurv</h2>
        <button type="button" className="button button--plain" onClick={close} aria-label="Lukk handlekurven">
          ✕
        </button>
      </div>
      {refusal ? (
        <p className="form-message form-message--error" role="status">
          {refusal}
        </p>
      ) : null}
      <CartLines onRefused={setRefusal} />
      <CartTotals />
      <CartPromiseLine open={open} />
      <div className="cart-modal__actions">
        <button type="button" className="button" onClick={close}>
          Fortsett å handle
        </button>
        <Link to="/checkout" className="button button--primary" onClick={close}>
          Gå til kassen
        </Link>
      </div>
    </dialog>
  );
}
