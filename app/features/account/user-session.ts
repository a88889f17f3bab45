// The logged-in state in the browser (spec section 4, User): login reloads or reopens the cart, keeping
// the favourites chosen before it for the merge with the account's (decision 038, instead of the spec's
// emptying); logout and deletion clear the user; every tab follows a change made in another.
import { type Role, worksInBackOffice } from "../../../domain/back-office-roles.ts";
import { backPath } from "../../../domain/back-path.ts";
import { forgetFavourites } from "../../lib/favourites.ts";
import { onSharedChange, readShared, STORAGE_KEYS, writeShared } from "../../lib/shared-storage.ts";

interface SharedUser {
  id: number;
}

/** Where a login with no page asked for lands: staff, editors and administrators in the back office. */
export function landingFor(role: Role | undefined): string {
  return role && worksInBackOffice(role) ? "/admin" : "/konto";
}

/**
 * After login the cart reopens (openCart) or the page loads anew at `back`, which came from the
 * address bar (?tilbake=) and so is checked here too, where it is used; with no page asked for, the
 * person's landing page (issue 29). The favourites stay: the next page merges them into the account's.
 */
export function afterLogin(user: SharedUser & { role?: Role }, next: { openCart: boolean; back: string | null }): void {
  rememberLogin({ id: user.id });
  const landing = landingFor(user.role);
  window.location.assign(next.openCart ? "/checkout" : backPath(next.back ?? landing, window.location.origin, landing));
}

/**
 * What every login does, also one made in place (the checkout's login dialog): the other tabs are
 * told. The favourites stay for the merge with the account's (decision 038).
 */
export function rememberLogin(user: SharedUser): void {
  writeShared(STORAGE_KEYS.user, { id: user.id });
}

export function afterLogout(): void {
  forgetFavourites();
  writeShared(STORAGE_KEYS.user, null);
  window.location.assign("/");
}

export function afterDeletion(): void {
  forgetFavourites();
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
