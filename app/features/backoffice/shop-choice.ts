// The shop an administrator works in (issue 29): chosen in the back office's header and remembered in
// a cookie the server reads, so every page and every reload show the same shop.

/** Cookie of the chosen shop: a shop's id, or "alle". */
export const BACKOFFICE_SHOP_COOKIE = "backoffice_shop";

/** A shop's id, every shop ("all"), or none chosen (undefined). */
export type ShopChoice = number | "all" | undefined;

/** Remembers the choice for a year, for the back office's pages only. */
export function rememberShopChoice(value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie the server reads; no API needed.
  document.cookie = `${BACKOFFICE_SHOP_COOKIE}=${encodeURIComponent(value)}; Path=/admin; Max-Age=31536000; SameSite=Lax`;
}
