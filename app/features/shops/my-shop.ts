// "My shop" (issue 13, decision 031): the shop a shopper chose as theirs. Kept in local storage, so
// every tab follows a change through the storage event, and on the account when logged in. Storage
// may be missing or refuse (private mode, a full quota): the choice then lasts as long as the tab.
import { useEffect, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { api } from "../../lib/api-client.ts";

export interface MyShop {
  id: number;
  name: string;
  /** The shop page is /butikker/{slug}. */
  slug: string;
}

export const MY_SHOP_KEY = "myShop";

type Reading = Pick<Storage, "getItem">;
type Writing = Pick<Storage, "setItem" | "removeItem">;

/** A stored value that is not a shop (hand-edited, an older shape) counts as none. */
export function parseMyShop(raw: string | null): MyShop | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<MyShop> | null;
    if (
      value &&
      Number.isSafeInteger(value.id) &&
      (value.id as number) > 0 &&
      typeof value.name === "string" &&
      value.name !== "" &&
      typeof value.slug === "string" &&
      /^[a-z0-9-]+$/.test(value.slug)
    ) {
      return { id: value.id as number, name: value.name, slug: value.slug };
    }
  } catch {}
  return null;
}

export function readMyShop(storage: Reading | null): MyShop | null {
  try {
    return parseMyShop(storage?.getItem(MY_SHOP_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Stores the shop, or forgets it for null; false when the storage refused. */
export function writeMyShop(storage: Writing | null, shop: MyShop | null): boolean {
  if (!storage) return false;
  try {
    if (shop) storage.setItem(MY_SHOP_KEY, JSON.stringify({ id: shop.id, name: shop.name, slug: shop.slug }));
    else storage.removeItem(MY_SHOP_KEY);
    return true;
  } catch {
    return false;
  }
}

export function sameShop(a: MyShop | null, b: MyShop | null): boolean {
  return (a?.id ?? null) === (b?.id ?? null) && a?.name === b?.name && a?.slug === b?.slug;
}

/** Merely reading window.localStorage throws where storage is blocked. */
function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

// One value per tab, read once and then followed through this tab's writes and the storage event.
let current: MyShop | null = null;
let loaded = false;
const listeners = new Set<() => void>();

function notify() {
  for (const l of listeners) l();
}

function ensureLoaded() {
  if (loaded || typeof window === "undefined") return;
  loaded = true;
  current = readMyShop(browserStorage());
  window.addEventListener("storage", (event) => {
    if (event.key !== MY_SHOP_KEY && event.key !== null) return;
    const next = readMyShop(browserStorage());
    if (sameShop(next, current)) return;
    current = next;
    notify();
  });
}

export function getMyShop(): MyShop | null {
  ensureLoaded();
  return current;
}

/** Sets this browser's shop (every tab follows); the account is the caller's business. */
export function setLocalMyShop(shop: MyShop | null): void {
  ensureLoaded();
  writeMyShop(browserStorage(), shop);
  if (sameShop(shop, current)) return;
  current = shop;
  notify();
}

/** Chooses (or, with null, forgets) the shop in this browser and, when logged in, on the account. */
export async function chooseMyShop(shop: MyShop | null, loggedIn: boolean): Promise<void> {
  setLocalMyShop(shop);
  if (loggedIn) await api("PUT", "/customers/current/my-shop", { shopId: shop?.id ?? null });
}

function subscribe(listener: () => void) {
  ensureLoaded();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface RootUser {
  id: number;
  myShop: MyShop | null;
}

/** The logged-in customer as the root loader gives it (null for nobody, or on an error page). */
export function useRootUser(): RootUser | null {
  return useRouteLoaderData<{ user: RootUser | null }>("root")?.user ?? null;
}

/**
 * The chosen shop. The server renders the account's (when logged in), as the browser's storage is
 * out of its reach; the browser then shows its own.
 */
export function useMyShop(): MyShop | null {
  const user = useRootUser();
  return useSyncExternalStore(subscribe, getMyShop, () => user?.myShop ?? null);
}

export type AccountSync = { to: "browser"; shop: MyShop } | { to: "account"; shop: MyShop } | { to: "nowhere" };

/**
 * At login (the first page a logged-in customer loads): the account's shop wins when it has one;
 * an account without one takes the browser's.
 */
export function accountSync(account: MyShop | null, browser: MyShop | null): AccountSync {
  if (account) return sameShop(account, browser) ? { to: "nowhere" } : { to: "browser", shop: account };
  return browser ? { to: "account", shop: browser } : { to: "nowhere" };
}

/** Runs accountSync once per page load and customer (in the root layout). */
export function useMyShopAccountSync(): void {
  const user = useRootUser();
  const userId = user?.id ?? null;
  const accountShopId = user?.myShop?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the user object is new on every render.
  useEffect(() => {
    if (!user) return;
    const sync = accountSync(user.myShop, getMyShop());
    if (sync.to === "browser") setLocalMyShop(sync.shop);
    if (sync.to === "account") {
      // A shop closed since it was chosen is refused (422); the browser then forgets it too.
      api("PUT", "/customers/current/my-shop", { shopId: sync.shop.id }).catch((error: { status?: number }) => {
        if (error.status === 422) setLocalMyShop(null);
      });
    }
  }, [userId, accountShopId]);
}
