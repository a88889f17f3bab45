// Fast bulk loading for both drivers: one INSERT ... SELECT FROM unnest($1::type[], ...) per batch,
// so a batch of thousands of rows costs one round trip and a handful of parameters.
import { type SQL, sql } from "drizzle-orm";
import type { Database, Db } from "../client.ts";

export type Row = Record<string, unknown>;
/** Runs one parameterised statement ($1, $2, ... placeholders). */
export type Run = <R = Row>(text: string, params?: unknown[]) => Promise<{ rows: R[] }>;

/** Turns '$n' placeholders into Drizzle params, so the same text runs on a transaction of either driver. */
export function toSql(text: string, params: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 0) {
      if (parts[i]) chunks.push(sql.raw(parts[i]));
    } else {
      const index = Number(parts[i]) - 1;
      if (index < 0 || index >= params.length) throw new Error(`missing parameter $${parts[i]}`);
      // sql.param binds the value as one parameter; a bare array would be spread into a list.
      chunks.push(sql`${sql.param(params[index])}`);
    }
  }
  return sql.join(chunks);
}

type Executor = Pick<Db, "execute">;

export function runner(executor: Executor): Run {
  return async <R>(text: string, params?: unknown[]) => {
    const result = (await executor.execute(toSql(text, params))) as unknown as { rows: R[] };
    return { rows: result.rows };
  };
}

/** Runs `fn` in one transaction (a half-seeded shop is rolled back, and PGlite commits once). */
export function inTransaction<T>(database: Database, fn: (run: Run) => Promise<T>): Promise<T> {
  return database.db.transaction((tx) => fn(runner(tx as unknown as Executor)));
}

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
  run: Run,
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
  const names = columns.map((c) => `"${c.name}"`).join(", ");
  const unnest = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(", ");
  const select = columns.map((c) => c.expr ?? `u."${c.name}"`).join(", ");
  const text =
    `insert into ${table} (${names}) select ${select} from unnest(${unnest}) as u(${names})` +
    (options.onConflict ? ` ${options.onConflict}` : "");
  for (let start = 0; start < total; start += batchSize) {
    const end = Math.min(start + batchSize, total);
    await run(
      text,
      data.map((column) => (start === 0 && end === total ? column : column.slice(start, end))),
    );
  }
  return total;
}

/** Row-major convenience for small tables: objects keyed by column name. */
export function insertRows(
  run: Run,
  table: string,
  columns: readonly Column[],
  rows: readonly Row[],
  options: { batchSize?: number; onConflict?: string } = {},
): Promise<number> {
  const data = columns.map((c) => rows.map((r) => (r[c.name] === undefined ? null : r[c.name])));
  return insertColumns(run, table, columns, data, options);
}

/** After inserting explicit ids, move each serial past the largest id so later inserts do not collide. */
export async function resetSequences(run: Run, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await run(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    );
  }
}
