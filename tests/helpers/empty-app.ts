// A shop on an empty database, as a chain's first production start leaves it (issue 31): the schema
// and the reference data every shop needs, no demo. Always an in-memory PGlite of its own, so the
// shared test database (PGlite copy or PostgreSQL) keeps its demo for the other tests.
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../server/app.ts";
import { openDatabase } from "../../server/db/client.ts";
import { prepareDatabase } from "../../server/db/prepare.ts";
import { loadEnv } from "../../server/env.ts";
import type { TestApp } from "./test-app.ts";

export async function createEmptyApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openDatabase({});
  await prepareDatabase(database, { seedDemo: false, articles: 0 });
  const app = await buildApp({
    database,
    env: loadEnv({ NODE_ENV: "test", IMAGE_DIR: join(tmpdir(), `butikk-empty-images-${process.pid}`), ...env }),
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
