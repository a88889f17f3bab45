// SQL for the storefront lists (gender, category, subcategory, group, bundle pages): one page of a
// scope narrowed by the list filters of spec section 5, and the facets a filter panel offers.
// Every value is bound; columns and directions come from fixed maps, never from user text.

import { roundToKroner } from "../../../domain/money.ts";
import type { Database } from "../../db/client.ts";
import { UNKNOWN_BESTSELLER_RANK } from "./display-names.ts";

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
}

export interface ListFacets {
  colors: FacetOption[];
  genders: FacetOption[];
  brands: FacetOption[];
  shops: FacetOption[];
  groups: FacetOption[];
  /** Lowest and highest price in the scope, whole kroner; null for an empty scope. */
  price: { min: number; max: number } | null;
}

const SORT_COLUMNS: Record<ListSort, string> = {
  bestseller: `coalesce(b.qty_rank, ${UNKNOWN_BESTSELLER_RANK})`,
  price: "a.suggested_price_ore",
  name: "a.name",
};

export const scopeKey = (scope: ListPageScope): string =>
  "id" in scope ? `${scope.kind}:${scope.id}` : `${scope.kind}:${scope.ids.join(",")}`;

/** Builds "where" text and its parameters; `$n` numbers continue from what is already bound. */
class Conditions {
  readonly parts: string[] = ["a.visible_web = 1"];
  readonly params: unknown[] = [];

  bind(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(sql: (bind: (value: unknown) => string) => string) {
    this.parts.push(sql((value) => this.bind(value)));
  }

  get where(): string {
    return this.parts.join(" and ");
  }
}

function scopeConditions(scope: ListPageScope): Conditions {
  const c = new Conditions();
  switch (scope.kind) {
    case "category":
      c.add((p) => `a.main_group_id = ${p(scope.id)}`);
      break;
    case "subcategory":
      c.add((p) => `a.article_group2_id = ${p(scope.id)}`);
      break;
    case "group":
      c.add((p) => `a.article_group3_id = ${p(scope.id)}`);
      break;
    case "campaign":
      c.add((p) => `a.id in (select cl.article_id from campaign_lines cl where cl.campaign_id = ${p(scope.id)})`);
      break;
    case "productLine":
      c.add((p) => `a.product_line_id = ${p(scope.id)}`);
      break;
    case "genders":
      c.add((p) => `a.gender_id = any(${p(scope.ids)}::int[])`);
      break;
    case "ids":
      c.add((p) => `a.id = any(${p(scope.ids)}::int[])`);
      break;
  }
  return c;
}

function filteredConditions(scope: ListPageScope, f: ListFilterValues): Conditions {
  const c = scopeConditions(scope);
  if (f.genders.length > 0) c.add((p) => `a.gender_id = any(${p(f.genders)}::int[])`);
  if (f.brands.length > 0) c.add((p) => `a.product_line_id = any(${p(f.brands)}::int[])`);
  if (f.groups.length > 0) c.add((p) => `a.article_group3_id = any(${p(f.groups)}::int[])`);
  if (f.colors.length > 0) {
    c.add(
      (p) => `exists (select 1 from variants v join colors co on co.id = v.color_id
                       where v.article_id = a.id and co.color_group_id = any(${p(f.colors)}::int[]))`,
    );
  }
  if (f.shops.length > 0) {
    c.add(
      (p) => `exists (select 1 from variants v join stock st on st.variant_id = v.id
                       where v.article_id = a.id and st.qty > 0 and st.shop_id = any(${p(f.shops)}::int[]))`,
    );
  }
  if (f.price) {
    // Inclusive on the shown (rounded, half up) price: kroner k covers øre [k*100 - 50, k*100 + 50).
    const { min, max } = f.price;
    c.add((p) => `a.suggested_price_ore >= ${p(min * 100 - 50)} and a.suggested_price_ore < ${p(max * 100 + 50)}`);
  }
  return c;
}

/** One page of article ids in the asked order (ties break on id, so pages never overlap) and the total. */
export async function listArticleIds(
  database: Database,
  scope: ListPageScope,
  query: ListPageQuery,
): Promise<{ ids: number[]; total: number }> {
  const c = filteredConditions(scope, query.filters);
  const direction = query.reverse ? "desc" : "asc";
  const orderSql = `${SORT_COLUMNS[query.sort]} ${direction}, a.id ${direction}`;
  const limit = c.bind(query.perPage);
  const offset = c.bind((query.page - 1) * query.perPage);
  const { rows } = await database.query<{ id: number; total: string | number }>(
    `select a.id, count(*) over () as total
       from articles a left join bestsellers b on b.article_id = a.id
      where ${c.where}
      order by ${orderSql}
      limit ${limit} offset ${offset}`,
    c.params,
  );
  if (rows.length > 0) return { ids: rows.map((r) => r.id), total: Number(rows[0].total) };
  // A page past the end still needs the total (to say how many pages there are).
  const count = filteredConditions(scope, query.filters);
  const { rows: counted } = await database.query<{ total: string | number }>(
    `select count(*) as total from articles a where ${count.where}`,
    count.params,
  );
  return { ids: [], total: Number(counted[0].total) };
}

/** What the filter panel offers for a scope: only values some article in it has. */
export async function listFacets(database: Database, scope: ListPageScope): Promise<ListFacets> {
  const c = scopeConditions(scope);
  const inScope = `select a.id from articles a where ${c.where}`;
  const [colors, genders, brands, shops, groups, price] = await Promise.all([
    database.query<{ id: number; name: string; hex: string }>(
      `select cg.id, cg.label as name, cg.hex from color_groups cg
        where exists (select 1 from variants v join colors co on co.id = v.color_id
                       where co.color_group_id = cg.id and v.article_id in (${inScope}))
        order by cg.label, cg.id`,
      c.params,
    ),
    database.query<{ id: number; name: string }>(
      `select g.id, g.name from genders g
        where g.id in (select a.gender_id from articles a where ${c.where}) order by g.id`,
      c.params,
    ),
    database.query<{ id: number; name: string }>(
      `select pl.id, pl.name from product_lines pl
        where pl.id in (select a.product_line_id from articles a where ${c.where}) order by pl.name, pl.id`,
      c.params,
    ),
    database.query<{ id: number; name: string }>(
      `select s.id, s.name from shops s
        where s.active and exists (select 1 from stock st join variants v on v.id = st.variant_id
                                    where st.shop_id = s.id and st.qty > 0 and v.article_id in (${inScope}))
        order by s.name, s.id`,
      c.params,
    ),
    database.query<{ id: number; name: string }>(
      `select g3.id, g3.name from article_groups3 g3
        where g3.id in (select a.article_group3_id from articles a where ${c.where}) order by g3.name, g3.id`,
      c.params,
    ),
    database.query<{ min: number | null; max: number | null }>(
      `select min(a.suggested_price_ore) as min, max(a.suggested_price_ore) as max from articles a where ${c.where}`,
      c.params,
    ),
  ]);
  const range = price.rows[0];
  return {
    colors: colors.rows.map((r) => ({ id: r.id, name: r.name, hex: r.hex })),
    genders: genders.rows,
    brands: brands.rows,
    shops: shops.rows,
    groups: groups.rows,
    price:
      range && range.min !== null && range.max !== null
        ? { min: roundToKroner(range.min), max: roundToKroner(range.max) }
        : null,
  };
}
