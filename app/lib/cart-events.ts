// The product page (catalog feature) asks the cart (cart feature) to add a variant. Features never
// import each other, so they meet on this browser event: the product page dispatches it, the cart
// listens (mounted once in the layout) and applies the add rule of spec section 4.
import type { ArticleDetail, Variant } from "../../server/modules/catalog/types.ts";

export const ADD_TO_CART_EVENT = "butikk:add-to-cart";

export interface AddToCartDetail {
  article: ArticleDetail;
  variant: Variant;
}

export function requestAddToCart(detail: AddToCartDetail): void {
  window.dispatchEvent(new CustomEvent<AddToCartDetail>(ADD_TO_CART_EVENT, { detail }));
}

export function onAddToCart(listener: (detail: AddToCartDetail) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<AddToCartDetail>).detail);
  window.addEventListener(ADD_TO_CART_EVENT, handle);
  return () => window.removeEventListener(ADD_TO_CART_EVENT, handle);
}

// The cart tells same-tab listeners (the header's cart icon) that its count changed; other tabs
// learn it from the storage event of the "count" key.
export const CART_CHANGED_EVENT = "butikk:cart-changed";

export function announceCartCount(count: number): void {
  window.dispatchEvent(new CustomEvent<number>(CART_CHANGED_EVENT, { detail: count }));
}

export function onCartCount(listener: (count: number) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<number>).detail);
  window.addEventListener(CART_CHANGED_EVENT, handle);
  return () => window.removeEventListener(CART_CHANGED_EVENT, handle);
}
