// Shapes of the catalogue's lists: the storefront list pages (scope, filters, facets of spec section 5)
// and the API's paged lists. No SQL here, so the app's list state can share them without a repo.

export type ListSort = "bestseller" | "price" | "name";

/** The scope of a list page: which articles it shows before any filter. */
export type ListPageScope =
  | { kind: "category"; id: number }
  | { kind: "subcategory"; id: number }
  | { kind: "group"; id: number }
  | { kind: "campaign"; id: number }
  | { kind: "productLine"; id: number }
  | { kind: "genders"; ids: number[] }
  | { kind: "ids"; ids: number[] };

/** Chosen filter values. Within one filter any value matches; filters are joined with AND. */
export interface ListFilterValues {
  colors: number[];
  sizes: number[];
  genders: number[];
  brands: number[];
  shops: number[];
  groups: number[];
  /** Inclusive range on the gross price in whole kroner, as the shopper sees it. */
  price: { min: number; max: number } | null;
}

export interface ListPageQuery {
  page: number;
  perPage: number;
  sort: ListSort;
  reverse: boolean;
  filters: ListFilterValues;
}

export interface FacetOption {
  id: number;
  name: string;
  /** Colour groups only. */
  hex?: string;
  /** Articles of the list's scope that have this value. */
  count: number;
}

export interface ListFacets {
  colors: FacetOption[];
  sizes: FacetOption[];
  genders: FacetOption[];
  brands: FacetOption[];
  shops: FacetOption[];
  groups: FacetOption[];
  /** Lowest and highest price in the scope, whole kroner; null for an empty scope. */
  price: { min: number; max: number } | null;
}

/** The scope of the API's article lists (spec section 7); combined campaigns come as the ids running now. */
export type ListScope =
  | { kind: "category"; id: number }
  | { kind: "subcategory"; id: number }
  | { kind: "productLine"; id: number }
  | { kind: "campaigns"; ids: number[] };

export type OrderBy = "name" | "price" | "bestseller" | "created";

export interface PageQuery {
  page: number;
  perPage: number;
  orderBy: OrderBy;
  order: "asc" | "desc";
}

export const scopeKey = (scope: ListPageScope): string =>
  "id" in scope ? `${scope.kind}:${scope.id}` : `${scope.kind}:${scope.ids.join(",")}`;
