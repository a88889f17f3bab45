// "Bare varer på lager i min butikk" (decision 031): one tap sets the list's shop facet (butikk) to my
// shop, another clears it. A plain link to the list's address, so it works without JavaScript.
import { Link } from "react-router";
import { type MyShop, useMyShop } from "../../shops/my-shop.ts";
import { type ListState, listSearch } from "./list-state.ts";

export const MY_SHOP_FILTER_TEXT = "Bare varer på lager i min butikk";

/** Whether the list shows only my shop's stock, and the address that toggles it (page 1). */
export function myShopFilter(state: ListState, mine: MyShop): { active: boolean; search: string } {
  const active = state.filters.shops.length === 1 && state.filters.shops[0] === mine.id;
  const shops = active ? [] : [mine.id];
  return { active, search: listSearch({ ...state, page: 1, filters: { ...state.filters, shops } }) };
}

export function MyShopFilter({ path, state }: { path: string; state: ListState }) {
  const mine = useMyShop();
  if (!mine) return null;
  const { active, search } = myShopFilter(state, mine);
  return (
    <p className="my-shop-filter-row">
      {active ? (
        <>
          <span className="my-shop-filter-row__active">
            ✓ {MY_SHOP_FILTER_TEXT} ({mine.name})
          </span>{" "}
          <Link to={`${path}${search}`} preventScrollReset>
            Vis varer fra alle butikker
          </Link>
        </>
      ) : (
        <Link to={`${path}${search}`} className="button button--small my-shop-filter" preventScrollReset>
          {MY_SHOP_FILTER_TEXT}
        </Link>
      )}
    </p>
  );
}
