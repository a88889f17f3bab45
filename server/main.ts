// Starts the shop: validate configuration, open and migrate the database, seed demo data on first
// start, then listen.

import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { prepareDatabase } from "./db/prepare.ts";
import { loadEnv } from "./env.ts";
import { stopOnSignals } from "./lib/stop-on-signals.ts";

const env = loadEnv();
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  thread: env.PGLITE_THREAD === "1",
});
await prepareDatabase(database, { seedDemo: env.SEED_DEMO === "1", articles: env.SEED_ARTICLES, log: console.log });

const app = await buildApp({ database, env, web: true, jobs: true });
stopOnSignals(app, database);
await app.listen({ port: env.PORT, host: env.HOST });
