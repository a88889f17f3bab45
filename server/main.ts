// Starts the shop: validate configuration, open the database and migrate it (or, with
// MIGRATE_AT_START=0, check that it is migrated: decision 077), seed demo data on first start when
// SEED_DEMO=1 (npm run demo), warn about what is not ready for launch, then listen. JOBS=0 starts a
// node that works no job queue.

import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { lockDataDirOrExit } from "./db/data-dir-lock.ts";
import { loadEnv } from "./env.ts";
import { stopOnSignals } from "./lib/stop-on-signals.ts";
import { launchWarnings } from "./modules/backoffice/launch-readiness.ts";
import { prepareNode } from "./start.ts";

const env = loadEnv();
// A PGlite directory belongs to one process (decision 068); the lock is freed when this one exits.
if (!env.DATABASE_URL) lockDataDirOrExit(env.DATA_DIR, "npm start");
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  thread: env.PGLITE_THREAD === "1",
});
const missing = await prepareNode(database, env, { info: console.log, warn: console.warn });

const app = await buildApp({ database, env, web: true, jobs: env.JOBS === "1", schemaBehind: missing.length > 0 });
// Every production start says what is still a stand-in or missing (issue 31), until it is fixed
// (not on a database that lacks migrations: the node is not ready, and /readyz says why).
if (env.NODE_ENV === "production" && missing.length === 0) {
  for (const line of launchWarnings(await app.services.launch.report())) app.log.warn(line);
}
// A node started with JOBS=0 only queues jobs; the nodes with JOBS=1 work them (decision 077).
app.log.info({ jobs: env.JOBS === "1" }, env.JOBS === "1" ? "working the job queues" : "JOBS=0: working no job queue");
stopOnSignals(app, database);
await app.listen({ port: env.PORT, host: env.HOST });
