// Server-only helpers of the back office pages: who may see them and the status names.
import { type AppLoadContext, redirect } from "react-router";
import { type Action, can } from "../../domain/back-office-roles.ts";
import { RESERVATION_STATUSES } from "../../domain/reservation-statuses.ts";
import { type Staff, staffFrom } from "../../server/modules/backoffice/service.ts";

export const STATUS_NAMES: Record<number, string> = Object.fromEntries(RESERVATION_STATUSES.map((s) => [s.id, s.name]));

/**
 * Whoever's role may do `action` passes (domain/back-office-roles.ts); visitors go to the login form;
 * everyone else is told they have no access.
 */
function staffOf(context: AppLoadContext, back: string, action: Action): Staff | null {
  const user = context.user;
  if (!user) throw redirect(`/logg-inn?tilbake=${encodeURIComponent(back)}&melding=krever-innlogging`);
  if (!can(user.role, action)) return null;
  return staffFrom(user);
}

/**
 * The loader of every back office page: `load` runs only for a role that may do `action`. `back` is
 * where the login form returns a visitor; anyone else gets `{ forbidden: true }`, which the page
 * shows as <NoAccessPage />.
 */
export async function loadFor<T extends object>(
  context: AppLoadContext,
  back: string,
  action: Action,
  load: (staff: Staff) => Promise<T>,
): Promise<{ forbidden: true } | ({ forbidden: false } & T)> {
  const staff = staffOf(context, back, action);
  if (!staff) return { forbidden: true };
  return { forbidden: false, ...(await load(staff)) };
}

/** The reservation pages and the outbox: staff and administrators. */
export function loadForStaff<T extends object>(
  context: AppLoadContext,
  back: string,
  load: (staff: Staff) => Promise<T>,
): Promise<{ forbidden: true } | ({ forbidden: false } & T)> {
  return loadFor(context, back, "reservations.read", load);
}
