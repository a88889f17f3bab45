// SQL for the storefront lists (gender, category, subcategory, group, bundle pages): one page of a
// scope narrowed by the list filters of spec section 5, and the facets a filter panel offers.
// Hand-written SQL (decision 018): the category and list pages are the hottest paths the bench
// measures. Conditions are drizzle `sql` fragments joined with `and()`: every value is bound, and
// columns and directions come from fixed maps, never from user text.
import { and, type SQL, sql } from "drizzle-orm";
import { roundToKroner } from "../../../domain/money.ts";
import { type Executor, rows } from "../../db/client.ts";
import { UNKNOWN_BESTSELLER_RANK } from "./display-names.ts";

import type {
  FacetOption,
  ListFacets,
  ListFilterValues,
  ListPageQuery,
  ListPageScope,
  ListScope,
  ListSort,
  OrderBy,
  PageQuery,
} from "./list-types.ts";

const BESTSELLER = sql.raw(`coalesce(b.qty_rank, ${UNKNOWN_BESTSELLER_RANK})`);

const SORT_COLUMNS: Record<ListSort, SQL> = {
  bestseller: BESTSELLER,
  price: sql`a.suggested_price_ore`,
  name: sql`a.name`,
};

const VISIBLE = sql`a.visible_web = 1`;
const intArray = (ids: number[]) => sql`${sql.param(ids)}::int[]`;

function scopeCondition(scope: ListPageScope): SQL {
  switch (scope.kind) {
    case "category":
      return sql`a.main_group_id = ${scope.id}`;
    case "subcategory":
      return sql`a.article_group2_id = ${scope.id}`;
    case "group":
      return sql`a.article_group3_id = ${scope.id}`;
    case "campaign":
      return sql`a.id in (select cl.article_id from campaign_lines cl where cl.campaign_id = ${scope.id})`;
    case "productLine":
      return sql`a.product_line_id = ${scope.id}`;
    case "genders":
      return sql`a.gender_id = any(${intArray(scope.ids)})`;
    case "ids":
      return sql`a.id = any(${intArray(scope.ids)})`;
  }
}

function filterConditions(f: ListFilterValues): SQL[] {
  const parts: SQL[] = [];
  if (f.genders.length > 0) parts.push(sql`a.gender_id = any(${intArray(f.genders)})`);
  if (f.brands.length > 0) parts.push(sql`a.product_line_id = any(${intArray(f.brands)})`);
  if (f.groups.length > 0) parts.push(sql`a.article_group3_id = any(${intArray(f.groups)})`);
  if (f.colors.length > 0) {
    parts.push(sql`exists (select 1 from variants v join colors co on co.id = v.color_id
                          where v.article_id = a.id and co.color_group_id = any(${intArray(f.colors)}))`);
  }
  if (f.shops.length > 0) {
    parts.push(sql`exists (select 1 from variants v join stock st on st.variant_id = v.id
                          where v.article_id = a.id and st.qty > 0 and st.shop_id = any(${intArray(f.shops)}))`);
  }
  if (f.price) {
    // Inclusive on the shown (rounded, half up) price: kroner k covers øre [k*100 - 50, k*100 + 50).
    const { min, max } = f.price;
    parts.push(sql`a.suggested_price_ore >= ${min * 100 - 50} and a.suggested_price_ore < ${max * 100 + 50}`);
  }
  return parts;
}

/** One page of ids in the asked order (ties break on id, so pages never overlap) and the total. */
async function pageOfIds(
  ex: Executor,
  where: SQL,
  order: { column: SQL; desc: boolean },
  page: { page: number; perPage: number },
): Promise<{ ids: number[]; total: number }> {
  const direction = sql.raw(order.desc ? "desc" : "asc");
  const found = await rows<{ id: number; total: string | number }>(
    ex,
    sql`select a.id, count(*) over () as total
          from articles a left join bestsellers b on b.article_id = a.id
         where ${where}
         order by ${order.column} ${direction}, a.id ${direction}
         limit ${page.perPage} offset ${(page.page - 1) * page.perPage}`,
  );
  if (found.length > 0) return { ids: found.map((r) => r.id), total: Number(found[0].total) };
  // A page past the end still needs the total (to say how many pages there are).
  const [counted] = await rows<{ total: string | number }>(
    ex,
    sql`select count(*) as total from articles a where ${where}`,
  );
  return { ids: [], total: Number(counted.total) };
}

/** One page of a list page's scope narrowed by its filters, and the total. */
export function listArticleIds(
  ex: Executor,
  scope: ListPageScope,
  query: ListPageQuery,
): Promise<{ ids: number[]; total: number }> {
  const where = and(VISIBLE, scopeCondition(scope), ...filterConditions(query.filters)) as SQL;
  return pageOfIds(ex, where, { column: SORT_COLUMNS[query.sort], desc: query.reverse }, query);
}

const ORDER_COLUMNS: Record<OrderBy, SQL> = { ...SORT_COLUMNS, created: sql`a.created_at` };

function apiScopeCondition(scope: ListScope): SQL {
  if (scope.kind !== "campaigns") return scopeCondition(scope);
  return sql`a.id in (select cl.article_id from campaign_lines cl where cl.campaign_id = any(${intArray(scope.ids)}))`;
}

/** One page of visible article ids of an API list, in the asked order; ties break on id. */
export async function pageArticleIds(ex: Executor, scope: ListScope, query: PageQuery): Promise<number[]> {
  const direction = sql.raw(query.order === "desc" ? "desc" : "asc");
  // No window count here: it would read the whole scope, where the limit can stop early on an index.
  const found = await rows<{ id: number }>(
    ex,
    sql`select a.id from articles a left join bestsellers b on b.article_id = a.id
         where ${VISIBLE} and ${apiScopeCondition(scope)}
         order by ${ORDER_COLUMNS[query.orderBy]} ${direction}, a.id ${direction}
         limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`,
  );
  return found.map((r) => r.id);
}

/** How many visible articles an API list holds (cached by the caller: it does not change with the page). */
export async function countArticles(ex: Executor, scope: ListScope): Promise<number> {
  const [counted] = await rows<{ total: string | number }>(
    ex,
    sql`select count(*) as total from articles a where ${VISIBLE} and ${apiScopeCondition(scope)}`,
  );
  return Number(counted.total);
}

/** What the filter panel offers for a scope: only values some article in it has. */
export async function listFacets(ex: Executor, scope: ListPageScope): Promise<ListFacets> {
  const where = and(VISIBLE, scopeCondition(scope)) as SQL;
  const inScope = sql`select a.id from articles a where ${where}`;
  const [colors, genders, brands, shops, groups, [range]] = await Promise.all([
    rows<FacetOption & { hex: string }>(
      ex,
      sql`select cg.id, cg.label as name, cg.hex from color_groups cg
           where exists (select 1 from variants v join colors co on co.id = v.color_id
                          where co.color_group_id = cg.id and v.article_id in (${inScope}))
           order by cg.label, cg.id`,
    ),
    rows<FacetOption>(
      ex,
      sql`select g.id, g.name from genders g
           where g.id in (select a.gender_id from articles a where ${where}) order by g.id`,
    ),
    rows<FacetOption>(
      ex,
      sql`select pl.id, pl.name from product_lines pl
           where pl.id in (select a.product_line_id from articles a where ${where}) order by pl.name, pl.id`,
    ),
    rows<FacetOption>(
      ex,
      sql`select s.id, s.name from shops s
           where s.active and exists (select 1 from stock st join variants v on v.id = st.variant_id
                                       where st.shop_id = s.id and st.qty > 0 and v.article_id in (${inScope}))
           order by s.name, s.id`,
    ),
    rows<FacetOption>(
      ex,
      sql`select g3.id, g3.name from article_groups3 g3
           where g3.id in (select a.article_group3_id from articles a where ${where}) order by g3.name, g3.id`,
    ),
    rows<{ min: number | null; max: number | null }>(
      ex,
      sql`select min(a.suggested_price_ore) as min, max(a.suggested_price_ore) as max from articles a where ${where}`,
    ),
  ]);
  return {
    colors: colors.map((r) => ({ id: r.id, name: r.name, hex: r.hex })),
    genders,
    brands,
    shops,
    groups,
    price:
      range && range.min !== null && range.max !== null
        ? { min: roundToKroner(range.min), max: roundToKroner(range.max) }
        : null,
  };
}
