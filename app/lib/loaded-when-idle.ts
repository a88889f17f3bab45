// A part of a page that arrives as plain HTML and is enhanced by a module loaded later (the header
// search's suggestions, the checkout's address suggestions): the module is fetched once the browser
// is idle after hydration, so it stays out of the first visit's JavaScript and out of the way of the
// first paint, and is there before most shoppers reach the field.
import { useEffect, useRef, useState } from "react";

/** Runs `fn` once the browser is idle (200 ms on, where it cannot tell: Safari). */
export function whenIdle(fn: () => void): void {
  if (window.requestIdleCallback) window.requestIdleCallback(fn);
  else window.setTimeout(fn, 200);
}

/**
 * The module `load` (a dynamic import) gives, once it has arrived, and whether the plain field
 * (`fieldId`) had the focus at that moment, for the enhanced one to take it over; null until then.
 * Held in state, not behind React.lazy: a part first shown after the module arrived (the delivery
 * address, once delivery is chosen) is the enhanced one at once, with no plain stand-in that the
 * shopper could start typing in and then lose.
 */
export function useLoadedWhenIdle<M>(load: () => Promise<M>, fieldId: string): { module: M; hadFocus: boolean } | null {
  const [loaded, setLoaded] = useState<{ module: M; hadFocus: boolean } | null>(null);
  // The first render's arguments: the module is loaded once per mount.
  const once = useRef({ load, fieldId });
  useEffect(() => {
    let cancelled = false;
    whenIdle(() => {
      void once.current.load().then((module) => {
        if (cancelled) return;
        setLoaded({ module, hadFocus: document.activeElement?.id === once.current.fieldId });
      });
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return loaded;
}
