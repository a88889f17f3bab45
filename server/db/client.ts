// One Drizzle database over either driver: PGlite (embedded, default) or node-postgres (DATABASE_URL).
// Every repo function takes an `Executor`: the database itself or a transaction of it, the same type
// on both drivers, so a function never knows (or cares) whether it runs inside a transaction.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { PROJECT_ROOT } from "../lib/project-root.ts";
import { startEngineThread } from "./pglite-thread.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database or one of its transactions: what every repo function takes as its first argument. */
export type Executor = Db;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** One transaction on one connection: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Runs fn while no other process runs fn under the same name on this database (a PostgreSQL advisory
   * lock held on a connection of its own; PGlite's data directory belongs to one process anyway).
   */
  exclusively<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** PGlite in this thread only: the embedded instance (dump/load in tests, the job queue's adapter). */
  pglite?: PGlite;
  /**
   * Told of a pooled connection that broke while no statement was using it (the database stopped,
   * failed over, or ended the session). The pool has already dropped it; the app logs it.
   */
  onConnectionError: (error: Error) => void;
}

/**
 * Rows of a hand-written statement (drizzle's `sql` template: every value stays a bound parameter).
 * Only for the hot paths named in decision 018 and for statements the query builder cannot express;
 * ordinary reads and writes use the query builder. Timestamps come back as ISO text on both drivers.
 */
export async function rows<R>(ex: Executor, query: SQL): Promise<R[]> {
  const result = (await ex.execute(query)) as unknown as { rows: R[] };
  return result.rows;
}

/** A timestamp as the drivers give it (a Date from the query builder, text from `rows()`), in ISO form. */
export const asIso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export const migrationsFolder = path.join(PROJECT_ROOT, "server", "db", "migrations");

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; absent = in memory. */
  dataDir?: string;
  /** PGlite: start from a dump made by dumpDataDir (tests). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /**
   * PGlite on a worker thread of its own, reached through node-postgres (decision 061): what the
   * server runs. Without it the engine runs in this thread (tests, scripts; `pglite` is then set).
   */
  thread?: boolean;
}

/**
 * A broken connection must never end the process. node-postgres emits 'error' on a client whose
 * connection ends: the pool listens while the client is idle (and re-emits it on the pool), but a
 * client checked out between two statements of a transaction has no listener, and an 'error' event
 * without one is thrown. So every client gets a listener of its own (the statement using it fails
 * and the pool drops it on release, as it is no longer queryable), and the pool's re-emission is
 * reported instead of thrown.
 */
function guardPool(pool: pg.Pool, database: { onConnectionError: (error: Error) => void }): void {
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
  pool.on("error", (error) => database.onConnectionError(error));
}

const warnOnStderr = (error: Error) => console.warn(`database connection lost: ${error.message}`);

/** A Drizzle database over a node-postgres pool: PostgreSQL's, or the PGlite thread's (decision 061). */
function overPool(pool: pg.Pool, kind: Database["kind"], close: () => Promise<void>): Database {
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind,
    onConnectionError: warnOnStderr,
    migrate: () => migratePg(db as never, { migrationsFolder }),
    transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Executor)),
    close,
    async exclusively(name, fn) {
      // PGlite's data directory belongs to one process, and its one session holds every lock anyway.
      if (kind === "pglite") return fn();
      // A session lock, not a transaction's: the work runs on the pool's other connections and may
      // take minutes (demo data), which must not leave a transaction idle all that time.
      const client = await pool.connect();
      const lock = drizzlePg(client);
      try {
        await lock.execute(sql`select pg_advisory_lock(hashtext(${name}))`);
        try {
          return await fn();
        } finally {
          await lock.execute(sql`select pg_advisory_unlock(hashtext(${name}))`);
        }
      } finally {
        client.release();
      }
    },
  };
  guardPool(pool, database);
  return database;
}

/**
 * The embedded engine shares the app's process and memory budget; the operating system's file cache
 * still holds what falls out of these buffers, and hot reads are cached by the app.
 */
const PGLITE_CONF = ["shared_buffers = 32MB"];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A database behind a cut network neither answers nor refuses: a request waiting for a
      // connection gets the 503 after this long instead of hanging (decision 074).
      connectionTimeoutMillis: 5000,
      // Dead peers are noticed on idle connections too, not only when the next statement is sent.
      keepAlive: true,
    });
    return overPool(pool, "postgres", () => pool.end());
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  if (options.thread) {
    const engine = await startEngineThread({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      postgresqlconf: PGLITE_CONF,
    });
    return overPool(engine.pool, "pglite", () => engine.close());
  }
  // Loaded only when used: compiling the WebAssembly build costs ~50 MB a PostgreSQL node need not pay.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const client = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
    postgresqlconf: PGLITE_CONF,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite: client,
    transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Executor)),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    exclusively: (_name, fn) => fn(),
    // In-process PGlite has no connections to lose.
    onConnectionError: warnOnStderr,
  };
}
