// Starts the shop: validate configuration, open and migrate the database, seed demo data on first
// start when SEED_DEMO=1 (npm run demo), warn about what is not ready for launch, then listen.

import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { lockDataDirOrExit } from "./db/data-dir-lock.ts";
import { prepareDatabase } from "./db/prepare.ts";
import { loadEnv } from "./env.ts";
import { stopOnSignals } from "./lib/stop-on-signals.ts";
import { launchWarnings } from "./modules/backoffice/launch-readiness.ts";

const env = loadEnv();
// A PGlite directory belongs to one process (decision 068); the lock is freed when this one exits.
if (!env.DATABASE_URL) lockDataDirOrExit(env.DATA_DIR, "npm start");
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  thread: env.PGLITE_THREAD === "1",
});
await prepareDatabase(database, { seedDemo: env.SEED_DEMO === "1", articles: env.SEED_ARTICLES, log: console.log });

const app = await buildApp({ database, env, web: true, jobs: true });
// Every production start says what is still a stand-in or missing (issue 31), until it is fixed.
if (env.NODE_ENV === "production") {
  for (const line of launchWarnings(await app.services.launch.report())) app.log.warn(line);
}
stopOnSignals(app, database);
await app.listen({ port: env.PORT, host: env.HOST });
