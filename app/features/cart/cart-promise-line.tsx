// The cart modal's pickup promise line (decision 031), asked of the server while the modal is open.
import { useEffect, useState } from "react";
import { api } from "../../lib/api-client.ts";
import { useMyShop } from "../shops/my-shop.ts";
import { cartPromiseText, promiseLines, type ShopCartPromise } from "./cart-promise.ts";
import { useCart } from "./cart-store.ts";

export function CartPromiseLine({ open }: { open: boolean }) {
  const { orders } = useCart();
  const myShopId = useMyShop()?.id ?? null;
  const [promises, setPromises] = useState<ShopCartPromise[] | null>(null);
  const lines = promiseLines(orders);
  const key = JSON.stringify(lines);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the lines.
  useEffect(() => {
    setPromises(null);
    if (!open || lines.length === 0) return;
    let current = true;
    api<{ data: ShopCartPromise[] }>("POST", "/shops/pickup-promise", { lines })
      .then((answer) => current && setPromises(answer.data))
      // Without an answer the cart shows no promise; it is a help, not a condition.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [open, key]);

  if (!promises) return null;
  const { text, kind } = cartPromiseText(promises, myShopId);
  return (
    <p className={`my-shop-promise cart-promise${kind === "none" ? " my-shop-promise--none" : ""}`} role="status">
      {text}
    </p>
  );
}
