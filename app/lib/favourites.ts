// Favourites in the browser (spec sections 3 and 4, decision 038): a JSON list of article ids in local
// storage under "favourites", shared across tabs through the storage event. For a logged-in customer
// the account holds the list: the browser's list is merged into it once after login, then every
// change goes to both. "favourites-owner" records whose account the local list is in step with.
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { parseFavourites, toggleFavourite } from "../../domain/favourites.ts";
import { api } from "./api-client.ts";
import { readShared, removeShared, STORAGE_KEYS, writeShared } from "./shared-storage.ts";

const OWNER_KEY = "favourites-owner";
const NONE: number[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; list: number[] } = { raw: null, list: NONE };

function rawList(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.favourites);
  } catch {
    return null;
  }
}

/** The local list (a stable array while local storage holds the same text, as React asks). */
export function readFavourites(): number[] {
  const raw = rawList();
  if (raw !== cached.raw) cached = { raw, list: parseFavourites(readShared(STORAGE_KEYS.favourites)) };
  return cached.list;
}

function writeFavourites(list: number[]): void {
  writeShared(STORAGE_KEYS.favourites, list);
  // The storage event reaches only the other tabs; this tab's components are told here.
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.favourites || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The favourites and a toggle; `userId` null for a visitor, whose list stays in this browser only. */
export function useFavourites(userId: number | null) {
  const list = useSyncExternalStore(subscribe, readFavourites, () => NONE);
  const toggle = useCallback(
    async (articleId: number, on: boolean) => {
      writeFavourites(toggleFavourite(readFavourites(), articleId, on));
      if (userId === null) return;
      try {
        const { data } = await api<{ data: number[] }>(on ? "PUT" : "DELETE", `/favourites/${articleId}`);
        writeFavourites(data);
      } catch {
        // The account did not take the change: show what it holds.
        const { data } = await api<{ data: number[] }>("GET", "/favourites").catch(() => ({ data: readFavourites() }));
        writeFavourites(data);
      }
    },
    [userId],
  );
  return { list, toggle };
}

/**
 * Once per page load: a customer's first page after login joins the browser's list to the account's
 * (nothing chosen before login is lost); later pages take the account's list, so a removal made on
 * another device shows here too. `undefined` while the user is not known yet.
 */
export function useFavouritesSync(userId: number | null | undefined): void {
  useEffect(() => {
    if (userId === undefined || userId === null) return;
    const inStep = readShared<number>(OWNER_KEY) === userId;
    const call = inStep
      ? api<{ data: number[] }>("GET", "/favourites")
      : api<{ data: number[] }>("POST", "/favourites/merge", { articleIds: readFavourites() });
    call
      .then(({ data }) => {
        writeFavourites(data);
        writeShared(OWNER_KEY, userId);
      })
      .catch(() => undefined);
  }, [userId]);
}

/** At logout the list stays on the account; the browser forgets it (a shared computer). */
export function forgetFavourites(): void {
  removeShared(STORAGE_KEYS.favourites);
  removeShared(OWNER_KEY);
}
