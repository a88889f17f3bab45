// The shop a delivery is sent from: the active shop that can hold the most of the order. Shared by the
// checkout's hold and its re-check before payment, so both judge the same shop.
import type { PricedVariant } from "../catalog/purchase-prices.ts";
import type { ReservationServiceDeps } from "./deps.ts";

export async function deliveryShopFor(
  deps: Pick<ReservationServiceDeps, "database" | "stock">,
  priced: Map<string, PricedVariant>,
  names: Map<number, string>,
): Promise<{ id: number; name: string } | null> {
  const wanted = [...priced.values()].filter((v) => !v.onlyCC).map((v) => ({ variantId: v.variantId, count: 1 }));
  const id = await deps.stock.bestStockedShop(deps.database.db, [...names.keys()], wanted);
  return id === null ? null : { id, name: names.get(id) as string };
}
