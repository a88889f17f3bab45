// Dialogs that only ever open on a browser event (the cart on add-to-cart, the consent settings and
// the privacy text from the footer or banner) are neither rendered on the server nor part of a first
// visit's JavaScript: the first such event loads the dialog, mounts it and hands it that same event
// again once it listens (decision 053).
import { type ComponentType, useEffect, useRef, useState } from "react";

interface Loaded {
  Component: ComponentType;
  /** The event that asked for the dialog, given again once the dialog listens. */
  first: Event;
}

export function MountOnEvent({ event, load }: { event: string; load: () => Promise<ComponentType> }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const replayed = useRef<Event | null>(null);

  useEffect(() => {
    if (loaded) return;
    let cancelled = false;
    const handle = (first: Event) => {
      window.removeEventListener(event, handle);
      void load().then((Component) => {
        if (!cancelled) setLoaded({ Component, first });
      });
    };
    window.addEventListener(event, handle);
    return () => {
      cancelled = true;
      window.removeEventListener(event, handle);
    };
  }, [event, load, loaded]);

  // A child's effects run before its parent's: the dialog listens by the time this runs. Once per
  // event, also under StrictMode's second run of effects (a cart line must not be added twice).
  useEffect(() => {
    if (!loaded || replayed.current === loaded.first) return;
    replayed.current = loaded.first;
    const { first } = loaded;
    window.dispatchEvent(
      first instanceof CustomEvent ? new CustomEvent(first.type, { detail: first.detail }) : new Event(first.type),
    );
  }, [loaded]);

  return loaded ? <loaded.Component /> : null;
}
