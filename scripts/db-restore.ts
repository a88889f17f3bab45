// npm run db:restore -- FILE [--force]
// Restores a backup made by npm run db:backup into the database the server is configured with
// (DATABASE_URL, else DATA_DIR). Stop the servers first. Refuses a database that has data unless
// --force; either the whole backup is restored or nothing changes.
import { parseArgs } from "node:util";
import { DataDirLocked, lockDataDir } from "../server/db/data-dir-lock.ts";
import { loadEnv } from "../server/env.ts";
import { BackupError, restore, targetOf } from "./backups.ts";

const HELP = `Usage: npm run db:restore -- FILE [--force]
  Restores FILE (from npm run db:backup) into DATABASE_URL (PostgreSQL) or else DATA_DIR (PGlite).
  --force  replace a database that already has data (and, on PostgreSQL, restore although others
           are connected to it)`;

try {
  const { values, positionals } = parseArgs({
    options: {
      force: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    allowPositionals: true,
  });
  if (values.help || positionals.length !== 1) {
    console.log(HELP);
    process.exit(values.help ? 0 : 1);
  }
  const file = positionals[0] as string;
  const target = targetOf(loadEnv());
  const what = target.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${target.dataDir}`;
  // A running server keeps its directory (decision 068): the restore swaps in a new one under the lock.
  if (target.kind === "pglite") lockDataDir(target.dataDir, "npm run db:restore");
  console.log(`Restoring ${file} into ${what}…`);
  await restore(target, file, { force: values.force });
  console.log("Restored. Start the server as usual; it applies any newer migrations at start.");
} catch (error) {
  console.error(
    error instanceof BackupError || error instanceof DataDirLocked ? `Restore failed: ${error.message}` : error,
  );
  process.exit(1);
}
