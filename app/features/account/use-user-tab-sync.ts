// Spec section 4: when another tab logs in or out, this tab reloads.
import { useEffect } from "react";
import { followOtherTabs } from "./user-session.ts";

/** userId: the logged-in customer, null for none, undefined while unknown (an error page). */
export function useUserTabSync(userId: number | null | undefined): void {
  useEffect(() => {
    if (userId === undefined) return;
    return followOtherTabs(userId);
  }, [userId]);
}
