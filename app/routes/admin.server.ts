// Server-only helpers of the back office pages: who may see them, the shop an administrator works in,
// and the status names.
import { type AppLoadContext, data, redirect } from "react-router";
import { type Action, can, type Staff, staffFrom, worksInBackOffice } from "../../domain/back-office-roles.ts";
import { parseRecordId } from "../../domain/record-id.ts";
import { RESERVATION_STATUSES } from "../../domain/reservation-statuses.ts";
import { NO_BRAND } from "../features/backoffice/brand-needed.ts";
import { BACKOFFICE_SHOP_COOKIE, type ShopChoice } from "../features/backoffice/shop-choice.ts";
import { readCookie } from "../lib/cookies.ts";

export const STATUS_NAMES: Record<number, string> = Object.fromEntries(RESERVATION_STATUSES.map((s) => [s.id, s.name]));

/** What a forbidden back office page answers, with HTTP 403 (the layout shows it inside the back office). */
export const NO_ACCESS = "Du har ikke tilgang til denne siden.";

/** A brand's page needs a brand: before the first exists it answers 409 with NO_BRAND (the layout shows it). */
export function needsBrand(brands: readonly unknown[]): void {
  if (brands.length === 0) throw data({ message: NO_BRAND }, { status: 409 });
}

function forbidden(): never {
  throw data({ message: NO_ACCESS }, { status: 403 });
}

/** Visitors go to the login form, with the way back. */
function signedIn(context: AppLoadContext, back: string): NonNullable<AppLoadContext["user"]> {
  const user = context.user;
  if (!user) throw redirect(`/logg-inn?tilbake=${encodeURIComponent(back)}&melding=krever-innlogging`);
  return user;
}

/** The layout's guard: anyone whose role works in the back office; everyone else gets 403. */
export function backOfficePerson(context: AppLoadContext, back: string): Staff {
  const user = signedIn(context, back);
  if (!worksInBackOffice(user.role)) forbidden();
  return staffFrom(user);
}

/**
 * The loader of every back office page: `load` runs only for a role that may do `action`
 * (domain/back-office-roles.ts). `back` is where the login form returns a visitor; anyone else is
 * answered 403, before anything is looked up.
 */
export async function loadFor<T>(
  context: AppLoadContext,
  back: string,
  action: Action,
  load: (staff: Staff) => Promise<T>,
): Promise<T> {
  const user = signedIn(context, back);
  if (!can(user.role, action)) forbidden();
  return load(staffFrom(user));
}

/** The reservation pages and the outbox: staff and administrators. */
export function loadForStaff<T>(context: AppLoadContext, back: string, load: (staff: Staff) => Promise<T>): Promise<T> {
  return loadFor(context, back, "reservations.read", load);
}

/**
 * The shop a page works in: staff always their own (the services enforce it); an administrator the
 * one in the address (?butikk=), else the one chosen in the header (remembered in a cookie), else
 * "all" where the page can show every shop, else undefined (the service's default).
 */
export function shopChoice(request: Request, staff: Staff): ShopChoice {
  if (staff.role !== "admin") return staff.staffShopId ?? undefined;
  const asked = new URL(request.url).searchParams.get("butikk");
  const remembered = readCookie(request.headers.get("cookie"), BACKOFFICE_SHOP_COOKIE);
  const value = asked ?? remembered;
  if (value === "alle") return "all";
  return parseRecordId(value) ?? undefined;
}

/** A page that needs one shop: "all" becomes the service's default. */
export function oneShop(choice: ShopChoice): number | undefined {
  return choice === "all" ? undefined : choice;
}
