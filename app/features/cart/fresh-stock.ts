// The cart keeps each line's stock per shop as the product page showed it; that goes stale as soon as
// another shopper holds a unit. The checkout and the cart modal ask again (the availability answer
// reads the stock fresh, issue 12), so "på lager" and the count limit follow what a hold can take.
import { api } from "../../lib/api-client.ts";
import type { CartLine, CartState } from "./cart-rules.ts";
import { updateCart } from "./cart-store.ts";

type Shops = CartLine["variant"]["shops"];

/** The lines with the stock given per EAN; lines the answer does not name keep theirs. */
export function withStock(state: CartState, byEan: Map<string, Shops>): CartState {
  let changed = false;
  const orders = state.orders.map((line) => {
    const shops = byEan.get(line.ean);
    if (!shops) return line;
    changed = true;
    return { ...line, variant: { ...line.variant, shops } };
  });
  return changed ? { ...state, orders } : state;
}

/** Asks the stock of every line's article once and puts it in the cart; a failed ask leaves the cart. */
export async function refreshStock(lines: readonly Pick<CartLine, "articleId">[]): Promise<void> {
  const ids = [...new Set(lines.map((l) => l.articleId))];
  const answers = await Promise.all(
    ids.map((id) =>
      api<{ data: { variants: { ean: string; shops: Shops }[] } }>("GET", `/articles/availability/${id}`).catch(
        () => null,
      ),
    ),
  );
  const byEan = new Map<string, Shops>();
  for (const answer of answers) for (const v of answer?.data.variants ?? []) byEan.set(v.ean, v.shops);
  if (byEan.size) updateCart((s) => withStock(s, byEan));
}
