// Breadcrumbs (spec section 2): the last 10 visited routes in session storage, each with name,
// params, title and scroll position. Home and search start a new trail. The default back target
// is home, titled Forside. The store functions take the storage, so they are tested without a browser.
import { useEffect, useSyncExternalStore } from "react";
import { useLocation, useMatches } from "react-router";

export const BREADCRUMB_KEY = "breadcrumbs";
/** Spec section 9: breadcrumb history 10 entries. */
export const BREADCRUMB_LIMIT = 10;
export const HOME_CRUMB: Crumb = { name: "home", params: {}, title: "Forside", path: "/", scrollPosition: 0 };

/** Routes that reset the trail (spec section 2). */
const RESETTING_ROUTES = new Set(["home", "search"]);

export interface Crumb {
  /** Route id (the spec's route name). */
  name: string;
  params: Record<string, string | undefined>;
  title: string;
  /** Path with query. */
  path: string;
  scrollPosition: number;
}

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

export function readTrail(storage: KeyValueStorage): Crumb[] {
  try {
    const value = JSON.parse(storage.getItem(BREADCRUMB_KEY) ?? "[]");
    return Array.isArray(value) ? (value as Crumb[]) : [];
  } catch {
    return [];
  }
}

function writeTrail(storage: KeyValueStorage, trail: Crumb[]) {
  try {
    storage.setItem(BREADCRUMB_KEY, JSON.stringify(trail));
  } catch {
    // Full or blocked storage: the trail is a convenience, browsing goes on without it.
  }
}

/** Adds a visit; a visit to the same path as the last one replaces it. Keeps the last 10. */
export function recordVisit(storage: KeyValueStorage, crumb: Crumb): Crumb[] {
  const trail = RESETTING_ROUTES.has(crumb.name) ? [] : readTrail(storage);
  if (trail.at(-1)?.path === crumb.path) trail.pop();
  const next = [...trail, crumb].slice(-BREADCRUMB_LIMIT);
  writeTrail(storage, next);
  return next;
}

/** Remembers how far down the shopper was on the current (last) entry. */
export function saveScrollPosition(storage: KeyValueStorage, path: string, scrollPosition: number) {
  const trail = readTrail(storage);
  const last = trail.at(-1);
  if (last?.path !== path) return;
  trail[trail.length - 1] = { ...last, scrollPosition };
  writeTrail(storage, trail);
}

/** Where "back" goes from the current path: the entry before it, else home (Forside). */
export function backTarget(trail: Crumb[], currentPath: string): Crumb {
  const earlier = trail.filter((c) => c.path !== currentPath);
  return earlier.at(-1) ?? HOME_CRUMB;
}

/** "Klær | Butikk" → "Klær": the page's own part of the document title. */
export const pageTitle = (documentTitle: string) => documentTitle.split(" | ")[0].trim() || HOME_CRUMB.title;

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Records each visited route (mounted once, in the layout). */
export function useBreadcrumbTrail() {
  const location = useLocation();
  const matches = useMatches();
  const leaf = matches.at(-1);
  const path = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!leaf) return;
    // The title is set by <Meta> in the same commit; read it after that.
    const timer = setTimeout(() => {
      recordVisit(sessionStorage, {
        name: leaf.id,
        params: leaf.params,
        title: pageTitle(document.title),
        path,
        scrollPosition: 0,
      });
      notify();
    }, 0);
    return () => {
      clearTimeout(timer);
      saveScrollPosition(sessionStorage, path, Math.round(window.scrollY));
    };
  }, [leaf, path]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The back target of the current page; home on the server and before the trail is read. */
export function useBackTarget(): Crumb {
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const raw = useSyncExternalStore(
    subscribe,
    () => sessionStorage.getItem(BREADCRUMB_KEY) ?? "[]",
    () => "[]",
  );
  const trail = readTrail({ getItem: () => raw, setItem: () => undefined });
  return backTarget(trail, path);
}
