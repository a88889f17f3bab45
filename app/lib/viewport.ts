/** Spec section 9: the mobile layout is used below 1020 px width (the CSS uses the same breakpoint). */
export const MOBILE_MAX_WIDTH = 1019;

export function isMobileWidth(): boolean {
  return typeof window !== "undefined" && window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches;
}
