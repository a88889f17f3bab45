// Cart icon with the number of items, linking to the checkout. The cart itself is client state in
// localStorage (spec section 3); until hydration the server renders 0.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { itemCount } from "../../domain/item-count.ts";
import { onCartCount } from "../lib/cart-events.ts";

const COUNT_KEY = "count";

function readCount(): number {
  try {
    const raw = window.localStorage.getItem(COUNT_KEY);
    const value = raw === null ? 0 : JSON.parse(raw);
    return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  } catch {
    return 0;
  }
}

export function cartLabel(count: number): string {
  return `Gå til kassen, ${itemCount(count)} i handlekurven`;
}

export function CartIcon() {
  const [count, setCount] = useState(0);

  useEffect(() => {
    setCount(readCount());
    // The count is shared across tabs (spec section 3).
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === COUNT_KEY) setCount(readCount());
    };
    window.addEventListener("storage", onStorage);
    const stopCount = onCartCount(setCount);
    return () => {
      window.removeEventListener("storage", onStorage);
      stopCount();
    };
  }, []);

  return (
    <Link to="/checkout" className="cart-icon" title="Gå til kassen" aria-label={cartLabel(count)}>
      <svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 24 24">
        <path
          d="M6 7h12l-1 13H7L6 7Zm3 0V6a3 3 0 0 1 6 0v1"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="cart-icon__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
