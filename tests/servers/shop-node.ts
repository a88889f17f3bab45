// One shop node as its own OS process, for the several-nodes test: what server/main.ts does
// (configuration from the environment, the database prepared, jobs worked) without the storefront,
// whose Vite or build the API does not need. Logs JSON lines to stdout and, once it serves, one line
// {"listening": "<url>"} (PORT=0 picks a free port).
import { buildApp } from "../../server/app.ts";
import { openDatabase } from "../../server/db/client.ts";
import { prepareDatabase } from "../../server/db/prepare.ts";
import { loadEnv } from "../../server/env.ts";
import { stopOnSignals } from "../../server/lib/stop-on-signals.ts";

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 5 });
await prepareDatabase(database, { seedDemo: env.SEED_DEMO === "1", articles: env.SEED_ARTICLES });
const app = await buildApp({ database, env, jobs: true, logStream: process.stdout });
stopOnSignals(app, database);
const url = await app.listen({ port: env.PORT, host: env.HOST });
process.stdout.write(`${JSON.stringify({ listening: url })}\n`);
