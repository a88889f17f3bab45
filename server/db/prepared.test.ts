// Named prepared statements (decision 054): the same rows as an unnamed statement, parsed once per
// connection, and the database's errors unchanged.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/setup/test-database.ts";
import { type Database, type Executor, rows } from "./client.ts";
import { preparedRows } from "./prepared.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/**
 * Runs fn on one connection: PostgreSQL keeps prepared statements per connection, so the check of
 * pg_prepared_statements must ask the connection that prepared them (PGlite has one session).
 */
async function onOneConnection<T>(fn: (ex: Executor) => Promise<T>): Promise<T> {
  // A pool (PostgreSQL's, the PGlite thread's) may give each statement another connection.
  return database.pglite ? fn(database.db) : database.transaction(fn);
}

const preparedNamed = (ex: Executor, label: string) =>
  rows<{ name: string }>(ex, sql`select name from pg_prepared_statements where name like ${`${label}\\_%`}`);

describe("preparedRows", () => {
  it("answers what the unnamed statement answers, timestamps as ISO text and nulls included", async () => {
    const query = (n: number) =>
      sql`select ${n}::int as n, ${null}::text as nothing, ${"2026-11-24T01:02:03.000Z"}::timestamptz as at, ${"æøå"}::text as word`;
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      expect(await preparedRows(database.db, "probe_same", query(n))).toEqual(await rows(database.db, query(n)));
    }
  });

  it("parses a statement once per connection, and a different text gets a name of its own", async () => {
    await onOneConnection(async (ex) => {
      for (const n of [1, 2, 3]) await preparedRows(ex, "probe_once", sql`select ${n}::int as n`);
      await preparedRows(ex, "probe_once", sql`select ${1}::int as n, ${2}::int as m`);
      const named = await preparedNamed(ex, "probe_once");
      // PGlite's transaction runs it unnamed; one session of PGlite outside a transaction names it.
      expect(named).toHaveLength(2);
      expect(new Set(named.map((n) => n.name)).size).toBe(2);
    });
  });

  it("passes the database's error on and leaves the connection usable", async () => {
    const insert = (id: number) => sql`insert into prepared_probe (id, at) values (${id}::int, now()) returning id`;
    await onOneConnection(async (ex) => {
      // Temporary: it lives and goes with this connection (the transaction's, on PostgreSQL).
      await ex.execute(sql`create temporary table prepared_probe (id int primary key, at timestamptz)`);
      expect(await preparedRows(ex, "probe_insert", insert(1))).toEqual([{ id: 1 }]);
      if (!database.pglite) return; // in a transaction (see onOneConnection) a failed statement ends it
      // node-postgres's error comes wrapped by drizzle (the PGlite thread's too); PGlite's in this thread as it is.
      const error = await preparedRows(ex, "probe_insert", insert(1)).catch((e: unknown) => e);
      expect((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code).toBe("23505");
      expect(await preparedRows(ex, "probe_insert", insert(2))).toEqual([{ id: 2 }]);
    });
  });

  it("parses it again when the statement was deallocated", async () => {
    // node-postgres (PostgreSQL's pool, the PGlite thread's) keeps its own record per connection
    if (!database.pglite) return;
    expect(await preparedRows(database.db, "probe_again", sql`select ${1}::int as n`)).toEqual([{ n: 1 }]);
    await database.db.execute(sql`deallocate all`);
    expect(await preparedRows(database.db, "probe_again", sql`select ${2}::int as n`)).toEqual([{ n: 2 }]);
  });
});
