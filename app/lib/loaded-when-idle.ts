// A part of a page that arrives as plain HTML and is enhanced by a module loaded later (the header
// search's suggestions, the checkout's address suggestions): the module is fetched once the browser
// is idle after hydration, so it stays out of the first visit's JavaScript and out of the way of the
// first paint, and is there before most shoppers reach the field.
import { useEffect, useRef, useState } from "react";

/**
 * True once `load` (a dynamic import) has resolved. `beforeSwitch` runs just before, while the plain
 * version is still on the page (to note whether it has the focus, say).
 */
export function useLoadedWhenIdle(load: () => Promise<unknown>, beforeSwitch?: () => void): boolean {
  const [loaded, setLoaded] = useState(false);
  // The first render's functions: the module is loaded once per mount.
  const once = useRef({ load, beforeSwitch });
  useEffect(() => {
    let cancelled = false;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    idle(() => {
      void once.current.load().then(() => {
        if (cancelled) return;
        once.current.beforeSwitch?.();
        setLoaded(true);
      });
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return loaded;
}
