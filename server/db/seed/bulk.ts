// Fast bulk loading for both drivers: one INSERT ... SELECT FROM unnest(array, ...) per batch, so a
// batch of thousands of rows costs one round trip and one bound array per column. This is the one
// hand-written statement of the generator (decision 018): the query builder would bind every cell.
// Table, column and conflict texts are the generator's own constants, never user input.
import { sql } from "drizzle-orm";
import type { Executor } from "../client.ts";

export type Row = Record<string, unknown>;

export interface Column {
  name: string;
  /** PostgreSQL element type of the bound array, e.g. 'int4', 'text', 'bool', 'timestamptz'. */
  type: string;
  /**
   * Optional select expression over the unnested value `u.<name>`, e.g. to rebuild a text[] that
   * was sent as one delimited string (unnest flattens multi-dimensional arrays).
   */
  expr?: string;
}

/** Delimiter for text[] cells sent through unnest as one string (unit separator, never in texts). */
export const LIST_SEPARATOR = "\u001f";
export const textListColumn = (name: string): Column => ({
  name,
  type: "text",
  expr: `coalesce(string_to_array(nullif(u."${name}", ''), chr(31)), '{}'::text[])`,
});
/** jsonb sent as text (JSON.stringify'd by the caller), so neither driver re-encodes it. */
export const jsonColumn = (name: string): Column => ({ name, type: "text", expr: `u."${name}"::jsonb` });
export const joinList = (items: readonly string[]): string => items.join(LIST_SEPARATOR);

export const DEFAULT_BATCH_SIZE = 5000;

/**
 * Inserts column-major data: `data[c][r]` is column c of row r. Splits into batches of
 * `batchSize` rows. Returns the number of rows sent.
 */
export async function insertColumns(
  ex: Executor,
  table: string,
  columns: readonly Column[],
  data: readonly (readonly unknown[])[],
  options: { batchSize?: number; onConflict?: string } = {},
): Promise<number> {
  if (data.length !== columns.length) throw new Error(`${table}: ${columns.length} columns, ${data.length} arrays`);
  const total = data[0]?.length ?? 0;
  for (const column of data) {
    if (column.length !== total) throw new Error(`${table}: columns of unequal length`);
  }
  if (total === 0) return 0;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(", "));
  const select = sql.raw(columns.map((c) => c.expr ?? `u."${c.name}"`).join(", "));
  const conflict = sql.raw(options.onConflict ?? "");
  for (let start = 0; start < total; start += batchSize) {
    const end = Math.min(start + batchSize, total);
    // sql.param binds a whole column as one array parameter; a bare array would be spread into a list.
    const arrays = sql.join(
      data.map((column, i) => {
        const values = start === 0 && end === total ? column : column.slice(start, end);
        return sql`${sql.param(values)}::${sql.raw((columns[i] as Column).type)}[]`;
      }),
      sql`, `,
    );
    await ex.execute(
      sql`insert into ${sql.raw(table)} (${names}) select ${select} from unnest(${arrays}) as u(${names}) ${conflict}`,
    );
  }
  return total;
}

/** Row-major convenience for small tables: objects keyed by column name. */
export function insertRows(
  ex: Executor,
  table: string,
  columns: readonly Column[],
  rows: readonly Row[],
  options: { batchSize?: number; onConflict?: string } = {},
): Promise<number> {
  const data = columns.map((c) => rows.map((r) => (r[c.name] === undefined ? null : r[c.name])));
  return insertColumns(ex, table, columns, data, options);
}

/** After inserting explicit ids, move each serial past the largest id so later inserts do not collide. */
export async function resetSequences(ex: Executor, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await ex.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      ),
    );
  }
}
