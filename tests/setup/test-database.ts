// The integration tests' database: migrated and seeded with a small deterministic demo catalogue.
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../server/db/client.ts";

export const TEST_ARTICLES = 240;
export const PGLITE_DUMP = path.join(tmpdir(), `butikk-test-db-${process.pid}.tar.gz`);

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDump: string;
  }
}

/**
 * Opens the seeded test database: a private PGlite copy, or the shared PostgreSQL database. With
 * TEST_PGLITE_THREAD=1 the copy runs on a worker thread, as the server runs it (decision 061).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openDatabase({ url, poolSize: 20 });
  const dump = inject("pgliteDump");
  if (!dump) throw new Error("The global test setup did not run");
  const bytes = await readFile(dump);
  return openDatabase({ loadDataDir: new Blob([bytes]), thread: process.env.TEST_PGLITE_THREAD === "1" });
}
