// Scroll behaviour of spec section 2. A hash scrolls smoothly to its element with an 80 px offset
// (the header) after 50 ms. A saved position (breadcrumb back link) or a scrollPosition parameter is
// restored once loading has ended: checked every 50 ms, then after a 300 ms wait. Otherwise React
// Router's ScrollRestoration goes to the top (or back to where the shopper was on back/forward).
import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";

export const HASH_OFFSET_PX = 80;
export const HASH_DELAY_MS = 50;
export const LOADING_POLL_MS = 50;
export const RESTORE_WAIT_MS = 300;

/** The position to restore: the navigation's state, else the scrollPosition query parameter. */
export function positionToRestore(state: unknown, search: string): number | null {
  const fromState = (state as { scrollPosition?: unknown } | null)?.scrollPosition;
  if (typeof fromState === "number" && Number.isFinite(fromState) && fromState >= 0) return fromState;
  const param = new URLSearchParams(search).get("scrollPosition");
  return param && /^\d{1,7}$/.test(param) ? Number(param) : null;
}

export function useScrollBehaviour() {
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state !== "idle";

  useEffect(() => {
    if (!location.hash) return;
    const timer = setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (!target) return;
      const top = target.getBoundingClientRect().top + window.scrollY - HASH_OFFSET_PX;
      window.scrollTo({ top, behavior: "smooth" });
    }, HASH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.hash]);

  const position = positionToRestore(location.state, location.search);
  useEffect(() => {
    if (position === null) return;
    let wait: ReturnType<typeof setTimeout> | undefined;
    const poll = setInterval(() => {
      if (loading) return;
      clearInterval(poll);
      wait = setTimeout(() => window.scrollTo({ top: position }), RESTORE_WAIT_MS);
    }, LOADING_POLL_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(wait);
    };
  }, [position, loading]);
}
