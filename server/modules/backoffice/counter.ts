// The counter (issue 29): finding a reservation by its number, the customer's phone, name or e-mail,
// or a scanned code. Staff find their own shop's reservations only; an administrator every shop's, or
// the one chosen. The reservations module owns the table and runs the query.
import { boundToOneShop, OTHER_SHOP, type Staff } from "../../../domain/back-office-roles.ts";
import { parseCounterQuery } from "../../../domain/counter-code.ts";
import { Forbidden } from "../../lib/errors.ts";
import type { ReservationService } from "../reservations/service.ts";
import type { ShopService } from "../shops/service.ts";

/** Enough for a name many share; the counter narrows by typing more, not by paging. */
export const COUNTER_RESULTS = 20;

export type Counter = ReturnType<typeof createCounter>;

export function createCounter(deps: {
  reservations: Pick<ReservationService, "searchForCounter">;
  shops: Pick<ShopService, "activeShopNames">;
}) {
  return {
    async search(staff: Staff, text: string, asked: number | undefined) {
      let shopId: number | null = asked ?? null;
      if (boundToOneShop(staff.role)) {
        if (!staff.staffShopId) throw new Forbidden(OTHER_SHOP);
        shopId = staff.staffShopId;
      }
      const query = parseCounterQuery(text);
      const [found, names] = await Promise.all([
        deps.reservations.searchForCounter({ ...query, shopId, limit: COUNTER_RESULTS }),
        deps.shops.activeShopNames(),
      ]);
      return found.map((r) => ({ ...r, shop: names.get(r.shopID) ?? "" }));
    },
  };
}
