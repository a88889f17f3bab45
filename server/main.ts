// Starts the shop: validate configuration, open and migrate the database, seed demo data on first
// start, then listen.

import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { isDatabaseEmpty, seedDemo, seedReference } from "./db/seed/index.ts";
import { loadEnv } from "./env.ts";

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
await seedReference(database);
if (env.SEED_DEMO === "1" && (await isDatabaseEmpty(database))) {
  console.log(`Empty database: generating demo data (${env.SEED_ARTICLES} articles)…`);
  await seedDemo(database, { articles: env.SEED_ARTICLES });
}

const app = await buildApp({ database, env, web: true, jobs: true });
const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
await app.listen({ port: env.PORT, host: env.HOST });
