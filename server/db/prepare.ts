// What every node does with the database before it serves: apply the migrations, add the reference
// data, and fill an empty shop with the demo data when asked. Several nodes may start at once against
// one PostgreSQL: one of them does this work while the others wait, then find nothing left to do.
// Without the lock two nodes starting on an empty database both ran the first migration and one of
// them crashed on CREATE EXTENSION (or, past that, both would have generated the demo data).
import type { Database } from "./client.ts";
import { isDatabaseEmpty, seedDemo, seedReference } from "./seed/index.ts";

export interface PrepareOptions {
  /** Generate the demo data when the shop has no articles (SEED_DEMO). */
  seedDemo: boolean;
  articles: number;
  log?: (message: string) => void;
}

export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<void> {
  await database.exclusively("butikk:prepare-database", async () => {
    await database.migrate();
    await seedReference(database);
    if (options.seedDemo && (await isDatabaseEmpty(database))) {
      options.log?.(`Empty database: generating demo data (${options.articles} articles)…`);
      await seedDemo(database, { articles: options.articles });
    }
  });
}
