// The one shape of a paged list answer (DESIGN.md section 5): `{data, meta}` with Laravel's names.

export interface Paged<T> {
  data: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

/** Page `page` (1-based) of `total` rows, `perPage` a page; an empty list still has one page. */
export function paged<T>(data: T[], total: number, page: number, perPage: number): Paged<T> {
  return {
    data,
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
  };
}
