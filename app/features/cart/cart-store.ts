// The cart in the browser: one store, kept in local storage as JSON under the keys of spec section 3
// (txData stays in memory), and followed across tabs through the storage event.
import { useSyncExternalStore } from "react";
import { announceCartCount } from "../../lib/cart-events.ts";
import { onSharedChange, readShared, writeShared } from "../../lib/shared-storage.ts";
import { type CartState, emptyCart, recompute } from "./cart-rules.ts";

/** Stored keys; each is shared across tabs. */
export const CART_KEYS = [
  "orders",
  "client",
  "count",
  "total",
  "shipping",
  "discount",
  "klarnaOrders",
  "orderInfo",
  "activePromocode",
] as const satisfies readonly (keyof CartState)[];

const SERVER_SNAPSHOT = emptyCart();
let state: CartState = SERVER_SNAPSHOT;
let loaded = false;
const listeners = new Set<() => void>();

function fromStorage(): CartState {
  const base = emptyCart();
  const stored: Partial<CartState> = {};
  for (const key of CART_KEYS) {
    const value = readShared<never>(key);
    if (value !== null && value !== undefined) (stored as Record<string, unknown>)[key] = value;
  }
  const merged = { ...base, ...stored, client: { ...base.client, ...(stored.client ?? {}) } };
  if (!Array.isArray(merged.orders)) merged.orders = [];
  // Counts and totals are derived again, so a hand-edited store cannot carry a wrong total.
  return recompute(merged);
}

function ensureLoaded() {
  if (loaded || typeof window === "undefined") return;
  loaded = true;
  state = fromStorage();
  for (const key of CART_KEYS) {
    onSharedChange(key, () => {
      state = { ...fromStorage(), txData: state.txData };
      for (const l of listeners) l();
      announceCartCount(state.count);
    });
  }
}

export function getCart(): CartState {
  ensureLoaded();
  return state;
}

/** Applies a change, stores the changed keys and tells every view in this tab. */
export function updateCart(change: (current: CartState) => CartState): CartState {
  ensureLoaded();
  const previous = state;
  state = change(state);
  for (const key of CART_KEYS) {
    if (state[key] !== previous[key]) writeShared(key, state[key]);
  }
  for (const l of listeners) l();
  if (state.count !== previous.count) announceCartCount(state.count);
  return state;
}

function subscribe(listener: () => void) {
  ensureLoaded();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCart(): CartState {
  return useSyncExternalStore(subscribe, getCart, () => SERVER_SNAPSHOT);
}
