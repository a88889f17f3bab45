// Server-only helpers of the back office pages: who may see them and the status names.
import { type AppLoadContext, redirect } from "react-router";
import { RESERVATION_STATUSES } from "../../domain/reservation-statuses.ts";
import type { Staff } from "../../server/modules/backoffice/service.ts";

export const STATUS_NAMES: Record<number, string> = Object.fromEntries(RESERVATION_STATUSES.map((s) => [s.id, s.name]));

/** Staff and admins pass; visitors go to the login form; customers are told they have no access. */
function staffOf(context: AppLoadContext, back: string): Staff | null {
  const user = context.user;
  if (!user) throw redirect(`/logg-inn?tilbake=${encodeURIComponent(back)}&melding=krever-innlogging`);
  if (user.role !== "staff" && user.role !== "admin") return null;
  return { id: user.id, role: user.role, staffShopId: user.staffShopId };
}

/**
 * The loader of every back office page: `load` runs only for staff and admins. `back` is where the
 * login form returns a visitor; a customer gets `{ forbidden: true }`, which the page shows as
 * <NoAccessPage />.
 */
export async function loadForStaff<T extends object>(
  context: AppLoadContext,
  back: string,
  load: (staff: Staff) => Promise<T>,
): Promise<{ forbidden: true } | ({ forbidden: false } & T)> {
  const staff = staffOf(context, back);
  if (!staff) return { forbidden: true };
  return { forbidden: false, ...(await load(staff)) };
}
