import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../server/app.ts";
import type { Database } from "../../server/db/client.ts";
import { loadEnv } from "../../server/env.ts";
import type { Services } from "../../server/services.ts";
import { openTestDatabase } from "../setup/test-database.ts";

export interface TestApp {
  app: FastifyInstance & { services: Services };
  database: Database;
  close(): Promise<void>;
}

/** The API on the seeded test database, driven with app.inject. */
export async function createTestApp(
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
  options: { clock?: () => Date } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({
    database,
    // Uploaded images go to a folder of the test run, never into the repository's data folder.
    env: loadEnv({ NODE_ENV: "test", IMAGE_DIR: join(tmpdir(), `butikk-test-images-${process.pid}`), ...env }),
    logStream,
    clock: options.clock,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Opens a test app before a file's tests and closes it after them. `keep` receives the app (to store in
 * the file's own variable) and may prepare more before the first test.
 */
export function appForFile<T extends { close(): Promise<void> }>(
  open: () => Promise<T>,
  keep: (app: T) => unknown,
): void {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
    await keep(opened);
  });
  afterAll(async () => {
    await opened?.close();
  });
}

/** The driver under drizzle (pg Pool or PGlite): both answer query(text, params) with {rows}. */
type DriverClient = { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * Rows of a raw `$n` statement sent straight to the driver. Tests only: they set up state and compute
 * what an answer should contain independently of the code under test (product code uses Executor).
 */
export async function rows<R = Record<string, unknown>>(database: Database, text: string, params: unknown[] = []) {
  const client = (database.db as unknown as { $client: DriverClient }).$client;
  return (await client.query(text, params)).rows as R[];
}
