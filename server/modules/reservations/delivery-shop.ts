// The shop a delivery is sent from: the active shop that can hold the most of the order, counting only
// units above each shop's safety buffer (decision 031). Shared by the checkout's hold and its re-check
// before payment, so both judge the same shop.
import type { PricedVariant } from "../catalog/purchase-prices.ts";
import type { ReservationServiceDeps } from "./deps.ts";

export async function deliveryShopFor(
  deps: Pick<ReservationServiceDeps, "database" | "stock">,
  priced: Map<string, PricedVariant>,
  names: Map<number, string>,
  terms: ReadonlyMap<number, { webSafetyBuffer: number }>,
): Promise<{ id: number; name: string } | null> {
  const wanted = [...priced.values()].filter((v) => !v.onlyCC).map((v) => ({ variantId: v.variantId, count: 1 }));
  const buffers = new Map([...terms].map(([id, t]) => [id, t.webSafetyBuffer]));
  const id = await deps.stock.bestStockedShop(deps.database.db, [...names.keys()], wanted, buffers);
  return id === null ? null : { id, name: names.get(id) as string };
}
