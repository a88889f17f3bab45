// The list header and the filter panel share one GET form, so sort, reverse and filters become the
// URL query (shareable, reloadable, server-rendered). Without JavaScript the form submits as is;
// with it, a change navigates at once to the canonical address of the new state (page 1).
import { type FormEvent, type ReactNode, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { ActiveFilters } from "./active-filters.tsx";
import { FilterPanel } from "./filter-panel.tsx";
import { ListHeader } from "./list-header.tsx";
import {
  emptyFilters,
  type ListFacets,
  type ListState,
  listSearch,
  parseListState,
  withoutNoopPrice,
} from "./list-state.ts";
import { enterMax, enterMin, type PriceRange, sliderBounds } from "./price-range.ts";

interface ListControlsProps {
  title?: string;
  total: number;
  state: ListState;
  facets: ListFacets;
  share?: ReactNode;
}

/** The state a submitted form describes, with the price checked against the slider's rules. */
export function stateFromForm(form: HTMLFormElement, facets: ListFacets, price?: PriceRange): ListState {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  const state = parseListState(params);
  const bounds = facets.price ? sliderBounds(facets.price) : null;
  let range = price ?? state.filters.price;
  if (range && bounds) range = enterMax(range.max, enterMin(range.min, range, bounds), bounds);
  return { ...state, page: 1, filters: withoutNoopPrice({ ...state.filters, price: range ?? null }, bounds) };
}

export function ListControls({ title, total, state, facets, share }: ListControlsProps) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const { pathname } = useLocation();

  const go = (next: ListState) => navigate(`${pathname}${listSearch(next)}`, { preventScrollReset: true });

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    // The price fields commit on release or on entry (PriceSlider), not on every move or keystroke.
    if (target.type === "range" || target.type === "number") return;
    go(stateFromForm(event.currentTarget, facets));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(stateFromForm(event.currentTarget, facets));
  };

  const resetHref = `${pathname}${listSearch({ ...state, page: 1, filters: emptyFilters() })}`;

  return (
    <form
      ref={formRef}
      method="get"
      action={pathname}
      className="list-controls"
      onChange={onChange}
      onSubmit={onSubmit}
    >
      <ListHeader title={title} total={total} state={state} share={share} />
      <ActiveFilters state={state} facets={facets} path={pathname} />
      <FilterPanel
        facets={facets}
        state={state}
        resetHref={resetHref}
        onPriceCommit={(range) => {
          if (formRef.current) go(stateFromForm(formRef.current, facets, range));
        }}
      />
    </form>
  );
}
