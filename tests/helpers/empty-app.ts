// A shop on an empty database, as a chain's first production start leaves it (issue 31): the schema
// and the reference data every shop needs, no demo. Always an in-memory PGlite of its own, so the
// shared test database (PGlite copy or PostgreSQL) keeps its demo for the other tests.
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../server/app.ts";
import { openDatabase } from "../../server/db/client.ts";
import { prepareDatabase } from "../../server/db/prepare.ts";
import { loadEnv } from "../../server/env.ts";
import { newAccountInput } from "./accounts.ts";
import { Browser } from "./browser.ts";
import { rows, type TestApp } from "./test-app.ts";

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

/** A logged-in administrator on the empty shop: registered (and so logged in), then made administrator. */
export async function emptyShopAdmin(t: TestApp): Promise<Browser> {
  const browser = new Browser(t.app, "10.9.0.1");
  const input = newAccountInput();
  const registered = await browser.post("/api/v1/customers/register", input);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  await rows(t.database, "update customers set role = 'admin' where lower(email) = lower($1)", [input.email]);
  return browser;
}
