// The state of a list page (sort, reverse, filters, page) lives in the URL query, so a filtered list
// can be shared, reloaded and rendered on the server. Parsing is lenient: a shared or hand-edited
// address never fails; values that make no sense are dropped. The output is canonical (sorted,
// deduplicated) so equal lists have equal addresses and cache keys.
import { parseRecordId } from "../../../../domain/record-id.ts";
import type { ListFilterValues, ListSort } from "../../../../server/modules/catalog/list-types.ts";

export type {
  FacetOption,
  ListFacets,
  ListFilterValues,
  ListSort,
} from "../../../../server/modules/catalog/list-types.ts";

/** Spec section 2, list header: Bestselger=bestseller, Pris=price, Navn=name. */
export const SORT_OPTIONS: readonly { value: ListSort; label: string }[] = [
  { value: "bestseller", label: "Bestselger" },
  { value: "price", label: "Pris" },
  { value: "name", label: "Navn" },
];
export const DEFAULT_SORT: ListSort = "bestseller";

/** Query parameter of each filter; the form fields of the filter panel carry the same names. */
export const FILTER_PARAMS = {
  colors: "farge",
  sizes: "storrelse",
  genders: "kjonn",
  brands: "merke",
  shops: "butikk",
  groups: "gruppe",
} as const;
export type IdFilterKey = keyof typeof FILTER_PARAMS;
export const ID_FILTER_KEYS = Object.keys(FILTER_PARAMS) as IdFilterKey[];

export const PARAM = { sort: "sorter", reverse: "omvendt", minPrice: "pris_fra", maxPrice: "pris_til", page: "page" };

export interface ListState {
  sort: ListSort;
  reverse: boolean;
  filters: ListFilterValues;
  page: number;
}

const MAX_VALUES = 50;
const MAX_PAGE = 100_000;
const MAX_PRICE = 10_000_000;

const isSort = (value: string | null): value is ListSort => SORT_OPTIONS.some((o) => o.value === value);

function ids(values: string[]): number[] {
  const set = new Set<number>();
  for (const value of values.flatMap((v) => v.split(","))) {
    const id = parseRecordId(value);
    if (id !== null) set.add(id);
    if (set.size === MAX_VALUES) break;
  }
  return [...set].sort((a, b) => a - b);
}

function kroner(value: string | null): number | null {
  if (value === null || !/^\d{1,8}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n <= MAX_PRICE ? n : null;
}

export function emptyFilters(): ListFilterValues {
  return { colors: [], sizes: [], genders: [], brands: [], shops: [], groups: [], price: null };
}

export function parseListState(params: URLSearchParams): ListState {
  const filters = emptyFilters();
  for (const key of ID_FILTER_KEYS) filters[key] = ids(params.getAll(FILTER_PARAMS[key]));
  const min = kroner(params.get(PARAM.minPrice));
  const max = kroner(params.get(PARAM.maxPrice));
  if (min !== null || max !== null) {
    const low = min ?? 0;
    const high = max ?? MAX_PRICE;
    filters.price = low <= high ? { min: low, max: high } : { min: high, max: low };
  }
  const sort = params.get(PARAM.sort);
  const pageText = params.get(PARAM.page);
  const page = pageText && /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  return {
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    reverse: params.get(PARAM.reverse) === "1",
    filters,
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The canonical query of a state ("" or "?…"); the defaults are left out. */
export function listSearch(state: ListState): string {
  const params = new URLSearchParams();
  if (state.sort !== DEFAULT_SORT) params.set(PARAM.sort, state.sort);
  if (state.reverse) params.set(PARAM.reverse, "1");
  for (const key of ID_FILTER_KEYS) {
    for (const id of state.filters[key]) params.append(FILTER_PARAMS[key], String(id));
  }
  if (state.filters.price) {
    params.set(PARAM.minPrice, String(state.filters.price.min));
    params.set(PARAM.maxPrice, String(state.filters.price.max));
  }
  if (state.page > 1) params.set(PARAM.page, String(state.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Spec section 2: the filter button shows Filter(n), n the count of chosen filter values. */
export function filterCount(filters: ListFilterValues): number {
  return ID_FILTER_KEYS.reduce((n, key) => n + filters[key].length, 0) + (filters.price ? 1 : 0);
}

export function filterButtonLabel(filters: ListFilterValues): string {
  const n = filterCount(filters);
  return n > 0 ? `Filter(${n})` : "Filter";
}

/** A price filter that covers the whole range filters nothing, so it is dropped (and not counted). */
export function withoutNoopPrice(filters: ListFilterValues, bounds: { min: number; max: number } | null) {
  if (!filters.price || !bounds) return filters;
  const { min, max } = filters.price;
  return min <= bounds.min && max >= bounds.max ? { ...filters, price: null } : filters;
}

export const pageOf = (state: ListState, page: number): ListState => ({ ...state, page });
