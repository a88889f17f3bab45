// The chosen filters as chips above the list ('Svart ✕'): each is a link to the same list without that
// one value, so one tap removes it, with or without JavaScript.
import { Link } from "react-router";
import { formatPrice } from "../../../../domain/money.ts";
import { LEGENDS } from "./filter-panel.tsx";
import { ID_FILTER_KEYS, type ListFacets, type ListState, listSearch } from "./list-state.ts";

interface Chip {
  key: string;
  label: string;
  /** The filter the value belongs to, for screen readers ('Farge: Svart'). */
  legend: string;
  href: string;
}

/** One chip per chosen value the facets can name, then the price range; each links to the list without it. */
export function activeFilterChips(state: ListState, facets: ListFacets, path: string): Chip[] {
  const chips: Chip[] = [];
  const without = (filters: ListState["filters"]) => `${path}${listSearch({ ...state, page: 1, filters })}`;
  for (const key of ID_FILTER_KEYS) {
    for (const id of state.filters[key]) {
      const option = facets[key].find((o) => o.id === id);
      if (!option) continue;
      chips.push({
        key: `${key}:${id}`,
        label: option.name,
        legend: LEGENDS[key],
        href: without({ ...state.filters, [key]: state.filters[key].filter((v) => v !== id) }),
      });
    }
  }
  const { price } = state.filters;
  if (price) {
    chips.push({
      key: "price",
      label: `${formatPrice(price.min)} – ${formatPrice(price.max)}`,
      legend: "Pris",
      href: without({ ...state.filters, price: null }),
    });
  }
  return chips;
}

export function ActiveFilters({ state, facets, path }: { state: ListState; facets: ListFacets; path: string }) {
  const chips = activeFilterChips(state, facets, path);
  if (chips.length === 0) return null;
  return (
    <ul className="filter-chips" aria-label="Valgte filter">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link className="filter-chip" to={chip.href} preventScrollReset>
            <span className="visually-hidden">Fjern filter {chip.legend}: </span>
            {chip.label}
            <span aria-hidden="true"> ✕</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
