// The logged-in state in the browser (spec section 4, User): login empties favourites and reloads or
// reopens the cart; logout and deletion clear the user; every tab follows a change made in another.
import { backPath } from "../../lib/back-path.ts";
import { onSharedChange, readShared, removeShared, STORAGE_KEYS, writeShared } from "../../lib/shared-storage.ts";

interface SharedUser {
  id: number;
}

/**
 * After login: favourites are emptied, then the cart reopens (openCart) or the page loads anew at
 * `back`, which came from the address bar (?tilbake=) and so is checked here too, where it is used.
 */
export function afterLogin(user: SharedUser, next: { openCart: boolean; back: string }): void {
  rememberLogin(user);
  window.location.assign(next.openCart ? "/checkout" : backPath(next.back, window.location.origin, "/konto"));
}

/** What every login does, also one made in place (the checkout's login dialog): favourites emptied, tabs told. */
export function rememberLogin(user: SharedUser): void {
  removeShared(STORAGE_KEYS.favourites);
  writeShared(STORAGE_KEYS.user, { id: user.id });
}

export function afterLogout(): void {
  writeShared(STORAGE_KEYS.user, null);
  window.location.assign("/");
}

export function afterDeletion(): void {
  removeShared(STORAGE_KEYS.favourites);
  writeShared(STORAGE_KEYS.user, null);
  window.location.assign("/");
}

/** Records this tab's user for the others, and reloads when another tab logs in or out. */
export function followOtherTabs(userId: number | null): () => void {
  const shared = readShared<SharedUser>(STORAGE_KEYS.user);
  if ((shared?.id ?? null) !== userId) writeShared(STORAGE_KEYS.user, userId === null ? null : { id: userId });
  return onSharedChange<SharedUser>(STORAGE_KEYS.user, (value) => {
    if ((value?.id ?? null) !== userId) window.location.reload();
  });
}
