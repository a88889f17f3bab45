// One shop node as its own OS process, for the several-nodes test: what server/main.ts does
// (configuration from the environment, the database prepared, jobs worked unless JOBS=0) without the storefront,
// whose Vite or build the API does not need. Logs JSON lines to stdout and, once it serves, one line
// {"listening": "<url>"} (PORT=0 picks a free port).
import { buildApp } from "../../server/app.ts";
import { openDatabase } from "../../server/db/client.ts";
import { loadEnv } from "../../server/env.ts";
import { stopOnSignals } from "../../server/lib/stop-on-signals.ts";
import { prepareNode } from "../../server/start.ts";

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 5 });
const line = (level: string) => (msg: string) => process.stdout.write(`${JSON.stringify({ level, msg })}\n`);
const missing = await prepareNode(database, env, { info: line("info"), warn: line("warn") });
const app = await buildApp({
  database,
  env,
  jobs: env.JOBS === "1",
  schemaBehind: missing.length > 0,
  logStream: process.stdout,
});
app.log.info({ jobs: env.JOBS === "1" }, env.JOBS === "1" ? "working the job queues" : "JOBS=0: working no job queue");
stopOnSignals(app, database);
if (process.env.TEST_HOLD_ROUTE === "1") {
  // The stop test's request in flight: it is answered once the test writes "release" to standard
  // input (after it has sent SIGTERM), and reads the database first, which must still be open.
  const { createInterface } = await import("node:readline");
  const { sql } = await import("drizzle-orm");
  const released = new Promise<void>((resolve) => {
    createInterface({ input: process.stdin }).on("line", (line) => {
      if (line === "release") resolve();
    });
  });
  app.get("/test/hold", async () => {
    await released;
    const result = await database.db.execute(sql`select 42 as answer`);
    return { answer: (result as unknown as { rows: { answer: number }[] }).rows[0].answer };
  });
}
const url = await app.listen({ port: env.PORT, host: env.HOST });
process.stdout.write(`${JSON.stringify({ listening: url })}\n`);
