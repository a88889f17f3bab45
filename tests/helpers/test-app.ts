import type { FastifyInstance } from "fastify";
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
): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({ database, env: loadEnv({ NODE_ENV: "test", ...env }), logStream });
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

/** Rows of a raw query, for computing what a response should contain. */
export async function rows<R = Record<string, unknown>>(database: Database, text: string, params: unknown[] = []) {
  return (await database.query<R>(text, params)).rows;
}
