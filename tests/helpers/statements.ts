// The SQL statements drizzle sends through a test app's database while recording, and the
// transactions opened (each a BEGIN and a COMMIT more): to check what a path asks the database (a
// count, or that a costly statement is not sent), in tests only; the product has no counter. A
// cache's version check (versioned-cache.ts) is left out: each cache makes it at most once a second,
// whatever the traffic, so it is no cost of the path measured.
import type { Logger } from "drizzle-orm";
import { rows, type TestApp } from "./test-app.ts";

export interface Recording {
  statements: { query: string; params: unknown[] }[];
  readonly transactions: number;
  /** Statements plus a BEGIN and a COMMIT per transaction. */
  readonly roundTrips: number;
  stop(): void;
}

export function recordStatements(app: TestApp): Recording {
  const statements: Recording["statements"] = [];
  let transactions = 0;
  const session = (app.database.db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  const before = {
    logger: session.logger,
    optionsLogger: session.options.logger,
    transaction: app.database.transaction,
  };
  const logger: Logger = {
    logQuery: (query, params) => {
      if (!query.includes('from "cache_versions"')) statements.push({ query, params });
    },
  };
  session.logger = logger;
  session.options.logger = logger;
  app.database.transaction = (fn) => {
    transactions++;
    return before.transaction(fn);
  };
  return {
    statements,
    get transactions() {
      return transactions;
    },
    get roundTrips() {
      return statements.length + 2 * transactions;
    },
    stop() {
      session.logger = before.logger;
      session.options.logger = before.optionsLogger;
      app.database.transaction = before.transaction;
    },
  };
}

/**
 * The labels of the statements PGlite's one session holds prepared (decision 054): a name is the
 * label and a digest, and over the PGlite thread (decision 061) its connection's suffix ("_c3").
 */
export async function preparedLabels(app: TestApp): Promise<string[]> {
  const named = await rows<{ name: string }>(app.database, "select name from pg_prepared_statements");
  return named.map((n) => n.name.replace(/_[0-9a-f]{12}(_c\d+)?$/, ""));
}
