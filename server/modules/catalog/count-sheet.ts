// The catalogue's side of a shop's stock count (issue 15, decision 048): the count sheet of a main group
// (every variant of the group, stocked or not) and the write of a submitted count. The write takes the
// caller's transaction, so the audit rows commit with it.
import { sql } from "drizzle-orm";
import { type Executor, rows } from "../../db/client.ts";
import { stock } from "../../db/schema.ts";
import { type Paged, paged } from "../../lib/paged.ts";

export const COUNT_SHEET_PAGE_SIZE = 100;

export interface CountSheetLine {
  /** The line's number on the whole sheet of the group (1-based), as printed. */
  line: number;
  variantId: number;
  articleNo: string;
  article: string;
  group: string;
  ean: string;
  color: string;
  size: string;
  qty: number;
}

export interface MainGroup {
  id: number;
  name: string;
}

export async function mainGroups(ex: Executor): Promise<MainGroup[]> {
  return rows<MainGroup>(ex, sql`select id, name from main_groups order by sort, name, id`);
}

/** One page of the sheet, sorted by group, article, colour and size; a variant without a stock row has 0. */
export async function countSheet(
  ex: Executor,
  shopId: number,
  mainGroupId: number,
  page: number,
): Promise<Paged<CountSheetLine>> {
  const offset = (page - 1) * COUNT_SHEET_PAGE_SIZE;
  const [found, [{ total }]] = await Promise.all([
    rows<CountSheetLine>(
      ex,
      sql`select (row_number() over (order by g.sort, g.name, a.name, a.id, c.name, z.sort, z.name, v.id))::int as line,
                 v.id as "variantId", a.article_no as "articleNo", a.name as article, g.name as "group", v.ean,
                 c.name as color, z.name as size, coalesce(st.qty, 0)::int as qty
            from variants v join articles a on a.id = v.article_id
            join article_groups2 g on g.id = a.article_group2_id
            join colors c on c.id = v.color_id join sizes z on z.id = v.size_id
            left join stock st on st.variant_id = v.id and st.shop_id = ${shopId}
           where a.main_group_id = ${mainGroupId}
           order by line limit ${COUNT_SHEET_PAGE_SIZE} offset ${offset}`,
    ),
    rows<{ total: number }>(
      ex,
      sql`select count(*)::int as total from variants v join articles a on a.id = v.article_id
           where a.main_group_id = ${mainGroupId}`,
    ),
  ]);
  return paged(found, total, page, COUNT_SHEET_PAGE_SIZE);
}

export interface CountedLine {
  variantId: number;
  /** The quantity the sheet showed when it was filled in. */
  shown: number;
  counted: number;
}

export interface CountChange {
  variantId: number;
  before: number;
  after: number;
}

/**
 * Sets each line whose count differs from what the sheet showed to the counted number, but only where
 * the stock still is what the sheet showed: the lines whose stock moved since (a sale, another count)
 * come back in `moved` and nothing should be kept (the caller rolls back). A variant without a stock
 * row gets one at 0 first, so "showed 0" compares like any other number.
 */
export async function writeCount(
  tx: Executor,
  shopId: number,
  lines: readonly CountedLine[],
): Promise<{ changed: CountChange[]; moved: number[] }> {
  const differing = lines.filter((l) => l.counted !== l.shown);
  if (differing.length === 0) return { changed: [], moved: [] };
  await tx
    .insert(stock)
    .values(differing.map((l) => ({ variantId: l.variantId, shopId, qty: 0 })))
    .onConflictDoNothing();
  const json = JSON.stringify(differing.map((l) => ({ v: l.variantId, shown: l.shown, counted: l.counted })));
  // One statement: each row changes only if it still holds what the sheet showed (no read-then-write).
  const updated = await rows<{ variantId: number; after: number }>(
    tx,
    sql`update stock st set qty = c.counted
          from jsonb_to_recordset(${json}::jsonb) as c(v int, shown int, counted int)
         where st.variant_id = c.v and st.shop_id = ${shopId} and st.qty = c.shown
        returning st.variant_id as "variantId", st.qty as after`,
  );
  const done = new Set(updated.map((u) => u.variantId));
  return {
    changed: differing
      .filter((l) => done.has(l.variantId))
      .map((l) => ({ variantId: l.variantId, before: l.shown, after: l.counted })),
    moved: differing.filter((l) => !done.has(l.variantId)).map((l) => l.variantId),
  };
}

/** The variants among `ids` that exist, with their EAN (to name a line in a message). */
export async function variantEans(ex: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await rows<{ id: number; ean: string }>(
    ex,
    sql`select id, ean from variants where id = any(${`{${ids.join(",")}}`}::int[])`,
  );
  return new Map(found.map((f) => [f.id, f.ean]));
}
