// npm run db:backup -- [FILE | DIRECTORY/]
// Backs up the database the server is configured with (DATABASE_URL, else DATA_DIR) into a file:
// by default a timestamped one under ./backups/. Works while servers run on PostgreSQL; PGlite's
// directory must not be open in a server (stop it first).
import { parseArgs } from "node:util";
import { loadEnv } from "../server/env.ts";
import { BackupError, backup, targetOf } from "./backups.ts";

const HELP = `Usage: npm run db:backup -- [FILE | DIRECTORY/]
  Backs up DATABASE_URL (PostgreSQL, with pg_dump) or else the PGlite directory DATA_DIR
  into FILE, or a timestamped file in DIRECTORY (default: ./backups/).`;

try {
  const { values, positionals } = parseArgs({
    options: { help: { type: "boolean", short: "h", default: false } },
    allowPositionals: true,
  });
  if (values.help || positionals.length > 1) {
    console.log(HELP);
    process.exit(values.help ? 0 : 1);
  }
  const target = targetOf(loadEnv());
  const what = target.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${target.dataDir}`;
  console.log(`Backing up ${what}…`);
  const file = await backup(target, positionals[0]);
  console.log(`Backup written: ${file}\nRestore it with: npm run db:restore -- ${file}`);
} catch (error) {
  console.error(error instanceof BackupError ? `Backup failed: ${error.message}` : error);
  process.exit(1);
}
