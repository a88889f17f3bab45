// The SQL statements drizzle sends through a test app's database while recording: to check what a
// path asks the database (a count, or that a costly statement is not sent), in tests only.
import type { Logger } from "drizzle-orm";
import type { TestApp } from "./test-app.ts";

export function recordStatements(app: TestApp): { statements: string[]; stop(): void } {
  const statements: string[] = [];
  const session = (app.database.db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  const before = { logger: session.logger, optionsLogger: session.options.logger };
  const logger: Logger = { logQuery: (query) => statements.push(query) };
  session.logger = logger;
  session.options.logger = logger;
  return {
    statements,
    stop() {
      session.logger = before.logger;
      session.options.logger = before.optionsLogger;
    },
  };
}
