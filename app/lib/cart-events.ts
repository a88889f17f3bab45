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
