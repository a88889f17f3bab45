// What every node does with the database before it serves: apply the migrations, add the reference
// data, and fill an empty shop with the demo data when asked. Several nodes may start at once against
// one PostgreSQL: one of them does this work while the others wait, then find nothing left to do.
// Without the lock two nodes starting on an empty database both ran the first migration and one of
// them crashed on CREATE EXTENSION (or, past that, both would have generated the demo data).
import type { Database } from "./client.ts";
import { missingMigrations } from "./migration-state.ts";
import { isDatabaseEmpty, seedDemo, seedReference } from "./seed/index.ts";

export interface PrepareOptions {
  /** Generate the demo data when the shop has no articles (SEED_DEMO). */
  seedDemo: boolean;
  articles: number;
  log?: (message: string) => void;
  /** Apply the migrations first (default); false: the database must already have them all. */
  migrate?: boolean;
}

export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<void> {
  await database.exclusively("butikk:prepare-database", async () => {
    if (options.migrate !== false) await database.migrate();
    await seedReference(database);
    if (options.seedDemo && (await isDatabaseEmpty(database))) {
      options.log?.(`Empty database: generating demo data (${options.articles} articles)…`);
      await seedDemo(database, { articles: options.articles });
    }
  });
}

/**
 * What a node does at start (decision 077): with `migrate`, prepareDatabase. Without it (production on
 * PostgreSQL: migrating is the deploy step `npm run db:migrate`) a database that lacks one of this
 * build's migrations is left alone, and the tags it lacks are answered: the node serves its probes,
 * and /readyz says 503 until someone migrates. A current database gets its reference (and demo) data.
 */
export async function prepareAtStart(database: Database, options: PrepareOptions): Promise<string[]> {
  if (options.migrate !== false) {
    await prepareDatabase(database, options);
    return [];
  }
  const missing = await missingMigrations(database.db);
  if (missing.length > 0) return missing;
  await prepareDatabase(database, { ...options, migrate: false });
  return [];
}
