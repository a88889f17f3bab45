// npm run db:migrate: the deploy step (decision 077). Applies this version's migrations to the database
// the shop is configured with (DATABASE_URL, else the PGlite directory DATA_DIR) and adds the reference
// data, under the same lock nodes take at start, so it is safe while old nodes run and while another
// migrator or a starting node does the same. On PostgreSQL run it before the new version's nodes
// start (they stay not ready until it has run); a PGlite directory belongs to one process, so there
// the shop must be stopped (or simply started: on PGlite the shop migrates at start).
// Exit codes: 0 done (or nothing to do), 1 failed (the migration that failed is rolled back).
import path from "node:path";
import { openDatabase } from "../server/db/client.ts";
import { DataDirLocked, lockDataDir } from "../server/db/data-dir-lock.ts";
import { missingMigrations } from "../server/db/migration-state.ts";
import { prepareDatabase } from "../server/db/prepare.ts";
import { loadEnv } from "../server/env.ts";

async function main(): Promise<number> {
  const env = loadEnv();
  const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${path.resolve(env.DATA_DIR)}`;
  let lock: { release(): void } | undefined;
  try {
    if (!env.DATABASE_URL) lock = lockDataDir(env.DATA_DIR, "npm run db:migrate");
    const database = await openDatabase(
      env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: 2 } : { dataDir: env.DATA_DIR },
    );
    try {
      const missing = await missingMigrations(database.db);
      console.log(
        missing.length === 0
          ? `${where} has every migration of this version; checking the reference data…`
          : `Applying ${missing.length} migration(s) to ${where}: ${missing.join(", ")}`,
      );
      await prepareDatabase(database, { seedDemo: false, articles: 0 });
      const left = await missingMigrations(database.db);
      if (left.length > 0) throw new Error(`still missing after migrating: ${left.join(", ")}`);
      console.log("The database is current.");
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof DataDirLocked) {
      console.error(`Stop the shop first: a PGlite directory belongs to one process.\n${error.message}`);
      return 1;
    }
    console.error(`db:migrate failed: ${(error as Error).message}`);
    return 1;
  } finally {
    lock?.release();
  }
}

process.exitCode = await main();
