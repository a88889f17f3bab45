// The product page is served from the catalogue cache (CATALOG_CACHE_SECONDS), so its stock table can
// be up to that old, and units another shopper's unfinished payment holds would still show. Once the
// page is in the browser it asks the availability answer, which reads the stock fresh (issue 12, item 3),
// and the table shows what a hold can take now.
import { useEffect, useState } from "react";
import { api } from "../../../lib/api-client.ts";
import type { ShopStockView } from "../product-view.ts";

/** Fresh units per shop of each variant (id): only shops with something to sell online. */
export type FreshStock = ReadonlyMap<number, readonly { id: number; qty: number }[]>;

/**
 * The rows as the server rendered them, with the fresh units: a shop with nothing left drops out, the
 * others show what is left. Without a fresh answer (yet, or it failed) the rows stay as they are.
 */
export function withFreshStock(
  rows: ShopStockView[],
  variantId: number | null,
  fresh: FreshStock | null,
): ShopStockView[] {
  const shops = variantId === null ? undefined : fresh?.get(variantId);
  if (!shops) return rows;
  const units = new Map(shops.map((s) => [s.id, s.qty]));
  return rows.flatMap((row) => {
    const qty = units.get(row.shopId) ?? 0;
    return qty > 0 ? [{ ...row, qty }] : [];
  });
}

/** Asks the article's fresh stock once the page has loaded; null until it answers (or if it fails). */
export function useFreshStock(articleId: number): FreshStock | null {
  const [fresh, setFresh] = useState<FreshStock | null>(null);
  useEffect(() => {
    let current = true;
    api<{ data: { variants: { id: number; shops: { id: number; qty: number }[] }[] } }>(
      "GET",
      `/articles/availability/${articleId}`,
    )
      .then((answer) => {
        if (current) setFresh(new Map(answer.data.variants.map((v) => [v.id, v.shops])));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [articleId]);
  return fresh;
}
