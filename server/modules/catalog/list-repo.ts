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

export const BESTSELLER = sql.raw(`coalesce(b.qty_rank, ${UNKNOWN_BESTSELLER_RANK})`);

/**
 * What the shopper pays at `now`, in øre: the lowest campaign line running at the shop's clock when
 * below the suggested price, else the suggested price (domain/selling-price.ts in SQL, so sorting and
 * the price filter agree with the cards and paging stays right). `now` is bound, never the database's.
 */
export function payingPriceOre(now: Date): SQL {
  const at = now.toISOString();
  return sql`least(a.suggested_price_ore, coalesce((select min(cl.price_ore) from campaign_lines cl
                join campaigns c on c.id = cl.campaign_id
               where cl.article_id = a.id and c.starts_at <= ${at}::timestamptz and c.ends_at >= ${at}::timestamptz),
              a.suggested_price_ore))`;
}

function sortColumns(now: Date): Record<ListSort, SQL> {
  return { bestseller: BESTSELLER, price: payingPriceOre(now), name: sql`a.name` };
}

export const VISIBLE = sql`a.visible_web = 1`;
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

/**
 * Stock the web may sell at a shop: units above its safety buffer (decision 030). `st` is the stock
 * row; shops without a buffer in the map keep every unit.
 */
function webStockAbove(buffers: ReadonlyMap<number, number>): SQL {
  if (buffers.size === 0) return sql`st.qty > 0`;
  const cases = sql.join(
    [...buffers].map(([shopId, buffer]) => sql`when ${shopId}::int then ${buffer}::int`),
    sql` `,
  );
  return sql`st.qty > greatest(0, case st.shop_id ${cases} else 0 end)`;
}

function filterConditions(f: ListFilterValues, now: Date, buffers: ReadonlyMap<number, number>): SQL[] {
  const parts: SQL[] = [];
  if (f.genders.length > 0) parts.push(sql`a.gender_id = any(${intArray(f.genders)})`);
  if (f.brands.length > 0) parts.push(sql`a.product_line_id = any(${intArray(f.brands)})`);
  if (f.groups.length > 0) parts.push(sql`a.article_group3_id = any(${intArray(f.groups)})`);
  if (f.colors.length > 0) {
    parts.push(sql`exists (select 1 from variants v join colors co on co.id = v.color_id
                          where v.article_id = a.id and co.color_group_id = any(${intArray(f.colors)}))`);
  }
  if (f.sizes.length > 0) {
    parts.push(
      sql`exists (select 1 from variants v where v.article_id = a.id and v.size_id = any(${intArray(f.sizes)}))`,
    );
  }
  if (f.shops.length > 0) {
    parts.push(sql`exists (select 1 from variants v join stock st on st.variant_id = v.id
                          where v.article_id = a.id and ${webStockAbove(buffers)}
                            and st.shop_id = any(${intArray(f.shops)}))`);
  }
  if (f.price) {
    // Inclusive on the shown (rounded, half up) price: kroner k covers øre [k*100 - 50, k*100 + 50).
    const { min, max } = f.price;
    const paying = payingPriceOre(now);
    parts.push(sql`${paying} >= ${min * 100 - 50} and ${paying} < ${max * 100 + 50}`);
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
  now: Date,
  buffers: ReadonlyMap<number, number>,
): Promise<{ ids: number[]; total: number }> {
  const where = and(VISIBLE, scopeCondition(scope), ...filterConditions(query.filters, now, buffers)) as SQL;
  return pageOfIds(ex, where, { column: sortColumns(now)[query.sort], desc: query.reverse }, query);
}

// The API's `price` is the suggested price (spec section 3), so its price order stays on that column.
const ORDER_COLUMNS: Record<OrderBy, SQL> = {
  bestseller: BESTSELLER,
  price: sql`a.suggested_price_ore`,
  name: sql`a.name`,
  created: sql`a.created_at`,
};

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

/**
 * The image of each article's first variant in one of the chosen colour groups, so a list filtered on
 * 'Svart' shows the black jacket, not the article's first colour. Articles without one are absent.
 */
export async function colourImages(ex: Executor, ids: number[], colorGroups: number[]): Promise<Map<number, string>> {
  if (ids.length === 0 || colorGroups.length === 0) return new Map();
  const found = await rows<{ article_id: number; image: string }>(
    ex,
    sql`select distinct on (v.article_id) v.article_id, v.image
          from variants v join colors co on co.id = v.color_id
         where v.article_id = any(${intArray(ids)}) and co.color_group_id = any(${intArray(colorGroups)})
           and v.image is not null
         order by v.article_id, v.id`,
  );
  return new Map(found.map((r) => [r.article_id, r.image]));
}

type CountedRow = FacetOption & { count: string | number };
const counted = (found: CountedRow[]): FacetOption[] =>
  found.map(({ count, hex, ...option }) => ({ ...option, ...(hex ? { hex } : {}), count: Number(count) }));

/**
 * What the filter panel offers for a scope: only values some article in it has, each with how many
 * articles of the scope have it (counted over the scope, not the current filters: one cached entry
 * per scope serves every filter combination), and the range of the prices shoppers pay at `now`.
 */
export async function listFacets(
  ex: Executor,
  scope: ListPageScope,
  now: Date,
  buffers: ReadonlyMap<number, number>,
): Promise<ListFacets> {
  const where = and(VISIBLE, scopeCondition(scope)) as SQL;
  const inScope = sql`select a.id from articles a where ${where}`;
  const byColumn = (table: SQL, column: SQL, order: SQL) =>
    rows<CountedRow>(
      ex,
      sql`select t.id, t.name, count(*) as count from articles a join ${table} t on t.id = ${column}
           where ${where} group by t.id, t.name order by ${order}, t.id`,
    );
  const [colors, sizes, genders, brands, shops, groups, [range]] = await Promise.all([
    rows<CountedRow>(
      ex,
      sql`select cg.id, cg.label as name, cg.hex, count(distinct v.article_id) as count
            from color_groups cg join colors co on co.color_group_id = cg.id join variants v on v.color_id = co.id
           where v.article_id in (${inScope})
           group by cg.id, cg.label, cg.hex order by cg.label, cg.id`,
    ),
    rows<CountedRow>(
      ex,
      sql`select s.id, s.name, count(distinct v.article_id) as count
            from sizes s join variants v on v.size_id = s.id
           where v.article_id in (${inScope})
           group by s.id, s.name, s.sort order by s.sort, s.id`,
    ),
    byColumn(sql`genders`, sql`a.gender_id`, sql`t.id`),
    byColumn(sql`product_lines`, sql`a.product_line_id`, sql`t.name`),
    rows<CountedRow>(
      ex,
      sql`select s.id, s.name, count(distinct v.article_id) as count
            from shops s join stock st on st.shop_id = s.id join variants v on v.id = st.variant_id
           where s.active and ${webStockAbove(buffers)} and v.article_id in (${inScope})
           group by s.id, s.name order by s.name, s.id`,
    ),
    byColumn(sql`article_groups3`, sql`a.article_group3_id`, sql`t.name`),
    rows<{ min: number | null; max: number | null }>(
      ex,
      sql`select min(p.ore) as min, max(p.ore) as max
            from (select ${payingPriceOre(now)} as ore from articles a where ${where}) p`,
    ),
  ]);
  return {
    colors: counted(colors),
    sizes: counted(sizes),
    genders: counted(genders),
    brands: counted(brands),
    shops: counted(shops),
    groups: counted(groups),
    price:
      range && range.min !== null && range.max !== null
        ? { min: roundToKroner(Number(range.min)), max: roundToKroner(Number(range.max)) }
        : null,
  };
}
