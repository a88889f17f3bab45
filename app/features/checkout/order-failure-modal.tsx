// The order-failure modal (spec section 8): per shop, its name and message and the names of the
// articles that could not be ordered. The HTTP status stays in the answer for API clients; a shopper is
// shown Norwegian text only (issue 12).
import { useEffect, useRef } from "react";
import type { FailedShop } from "../../../server/modules/reservations/messages.ts";

export type { FailedShop };

export const ORDER_FAILURE_HEADING = "Følgende artikler ble dessverre ikke bestilt:";

export function OrderFailureModal({ failed, onClose }: { failed: FailedShop[]; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (failed.length && !dialog.current?.open) dialog.current?.showModal();
  }, [failed]);
  if (failed.length === 0) return null;
  return (
    <dialog ref={dialog} className="order-failure" aria-labelledby="order-failure-title" onClose={onClose}>
      <h2 id="order-failure-title">{ORDER_FAILURE_HEADING}</h2>
      {failed.map((shop) => (
        <section key={shop.ShopID} aria-label={shop.shopName || "Levering"}>
          <p>
            <strong>{shop.shopName || "Levering"}</strong>: {shop.message}
          </p>
          <ul>
            {shop.items.map((item) => (
              <li key={item.EanNo}>
                {item.name} – {item.message}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <button type="button" className="button button--primary" onClick={() => dialog.current?.close()}>
        OK
      </button>
    </dialog>
  );
}
