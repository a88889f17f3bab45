// A browser's first page of the shop: it carries no XSRF-TOKEN cookie yet (every page sets one). Only
// such a page carries the common stylesheets inside itself, so a first paint needs no second round
// trip; later pages link them, and the browser has them cached from then on (decision 053). The
// page cache keeps both kinds apart.
export const FIRST_VISIT_MARKER_COOKIE = "XSRF-TOKEN";

export function isFirstVisit(cookie: (name: string) => string | undefined): boolean {
  return !cookie(FIRST_VISIT_MARKER_COOKIE);
}
