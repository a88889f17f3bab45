// Named prepared statements for the hand-written statements of benched paths: the checkout's
// (decision 054) and an article's loading (decision 060). PostgreSQL parses and plans a statement
// sent without a name on every call; on PGlite that planning runs in WebAssembly and cost the
// checkout's hold 1.7 ms of its 2 ms. A named statement is parsed once per connection and, after a
// few calls, planned once (PostgreSQL's plan cache).
// On node-postgres (PostgreSQL, and the server's PGlite on its own thread, decision 061) the driver
// keeps the names per connection (drizzle passes the name through); on PGlite in the caller's thread
// (tests, scripts) this module sends the extended protocol's Bind, Execute and Sync in one message,
// once the statement is parsed. Everything else goes through `rows()` unchanged.
import { createHash } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { parse, protocol, types } from "@electric-sql/pglite";
import { getTableColumns, is, type SQL, sql, type Table } from "drizzle-orm";
import { NodePgSession } from "drizzle-orm/node-postgres";
import { type Executor, rows } from "./client.ts";

/** Each distinct text is one statement kept by every connection; past this many, texts run unnamed. */
const MAX_NAMES = 64;
const names = new Map<string, string>();

/** The statement's name: its label and a digest of its text, so one name never has two texts. */
function nameOf(label: string, text: string): string | null {
  const known = names.get(text);
  if (known) return known;
  if (names.size >= MAX_NAMES) return null;
  const name = `${label}_${createHash("sha1").update(text).digest("hex").slice(0, 12)}`;
  names.set(text, name);
  return name;
}

interface DrizzleSession {
  client: unknown;
  logger: { logQuery(query: string, params: unknown[]): void };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    arrayMode: boolean,
  ): { execute(): Promise<{ rows: unknown[] }> };
}

/** What drizzle's PGlite driver does to timestamps (ISO text, as `rows()` gives them on both drivers). */
const asText = (value: string) => value;
const textParsers = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
};

type Parsers = Record<number, (value: string, typeId?: number) => unknown>;

interface PgliteState {
  /** The parameter types of each statement this instance has parsed, by name. */
  parsed: Map<string, number[]>;
  /**
   * PGlite's parsers with the text ones over them, merged once: PGlite copies every parser into a new
   * object for each result when a query brings its own (0.5 ms of a checkout).
   */
  parsers: Parsers;
}
const states = new WeakMap<PGlite, PgliteState>();

function stateOf(pg: PGlite, parsers: Parsers): PgliteState {
  let state = states.get(pg);
  if (!state) {
    state = { parsed: new Map(), parsers: { ...parsers, ...textParsers } };
    states.set(pg, state);
  }
  return state;
}

async function pgliteRows<R>(pg: PGlite, name: string, text: string, params: unknown[]): Promise<R[]> {
  const { serialize } = protocol;
  const inner = pg as unknown as {
    _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
    serializers: Record<number, (value: unknown) => string>;
    parsers: Parsers;
  };
  // The same locks as PGlite's own query(): never inside another caller's open transaction.
  const { parsed, parsers } = stateOf(pg, inner.parsers);
  async function parseOnce(): Promise<number[]> {
    const known = parsed.get(name);
    if (known) return known;
    const { messages } = await pg.execProtocol(
      Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
    );
    const description = messages.find((m) => m.name === "parameterDescription") as
      | { dataTypeIDs: number[] }
      | undefined;
    const types = description?.dataTypeIDs ?? [];
    parsed.set(name, types);
    return types;
  }
  async function run(): Promise<R[]> {
    const types = await parseOnce();
    const values = params.map((value, i) => {
      if (value == null) return null;
      const serializer = inner.serializers[types[i] as number];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pg.execProtocol(
      Buffer.concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    const [result] = parse.parseResults(messages, parsers, { rowMode: "object" });
    return (result?.rows ?? []) as R[];
  }
  // The same locks as PGlite's own query(): never inside another caller's open transaction.
  return inner._runExclusiveTransaction(() =>
    pg.runExclusive(async () => {
      try {
        return await run();
      } catch (error) {
        // Deallocated behind our back (DEALLOCATE ALL): parse it again, once.
        if ((error as { code?: string }).code !== "26000") throw error;
        parsed.delete(name);
        return run();
      }
    }),
  );
}

/**
 * Rows of a hand-written statement (as `rows()`), sent as a named prepared statement named after
 * `label`. Only for statements without a transaction of their own that a bench measures; inside a
 * PGlite transaction the statement runs unnamed.
 */
export async function preparedRows<R>(ex: Executor, label: string, query: SQL): Promise<R[]> {
  const session = (ex as unknown as { session: DrizzleSession }).session;
  const compiled = session.dialect.sqlToQuery(query);
  const name = nameOf(label, compiled.sql);
  if (name === null) return rows<R>(ex, query);
  const client = session.client as Partial<PGlite>;
  if (typeof client.execProtocol === "function" && typeof client.runExclusive === "function") {
    session.logger.logQuery(compiled.sql, compiled.params);
    return pgliteRows<R>(client as PGlite, name, compiled.sql, compiled.params);
  }
  if (is(session as object, NodePgSession)) {
    return (await session.prepareQuery(compiled, undefined, name, false).execute()).rows as R[];
  }
  return rows<R>(ex, query);
}

/**
 * Every column of `table` under its field name, for a prepared statement's select list: its rows
 * carry the query builder's field names, with timestamps as ISO text (as `rows()` gives them).
 */
export function fieldsOf(table: Table): SQL {
  return sql.join(
    Object.entries(getTableColumns(table)).map(
      ([field, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(field)}`,
    ),
    sql`, `,
  );
}
