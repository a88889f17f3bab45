// Demo data generator CLI: npm run db:seed -- [--articles N] [--reset] [--data-dir DIR | --database-url URL]
//   --articles N        number of demo articles (default 2000)
//   --database-url URL  PostgreSQL (default: env DATABASE_URL; without it the embedded PGlite is used)
//   --data-dir DIR      PGlite data directory (default: env DATA_DIR or ./data/db)
//   --reset             start from an empty database (drops the schema / deletes the PGlite directory)
//   --progress          show a progress bar (always shown above 5,000 articles)

import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../server/db/client.ts";
import { DataDirLocked, lockDataDir } from "../server/db/data-dir-lock.ts";
import { isDatabaseEmpty, seedDemo, seedReference } from "../server/db/seed/index.ts";

const HELP = `Usage: npm run db:seed -- [--articles N] [--reset] [--data-dir DIR | --database-url URL] [--progress]`;

function options() {
  const { values } = parseArgs({
    options: {
      articles: { type: "string", default: "2000" },
      "database-url": { type: "string" },
      "data-dir": { type: "string" },
      reset: { type: "boolean", default: false },
      progress: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const articles = Number(values.articles);
  if (!Number.isInteger(articles) || articles < 0)
    throw new Error(`--articles must be a whole number ≥ 0: ${values.articles}`);
  const url = values["database-url"] || process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(values["data-dir"] || process.env.DATA_DIR || "./data/db");
  return { articles, url, dataDir, reset: values.reset, progress: values.progress || articles > 5000 };
}

/** Refuses to delete a directory that is not a PGlite/PostgreSQL data directory. */
function removePgliteDir(dir: string): void {
  if (!existsSync(dir)) return;
  const entries = readdirSync(dir);
  if (entries.length > 0 && !entries.includes("PG_VERSION")) {
    throw new Error(`--reset: ${dir} is not a database directory (no PG_VERSION); not deleting it`);
  }
  rmSync(dir, { recursive: true, force: true });
}

async function resetPostgres(database: Database): Promise<void> {
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  const opts = options();
  const started = performance.now();
  // Before --reset deletes anything: a running server keeps its directory (decision 068).
  if (!opts.url) lockDataDir(opts.dataDir, "npm run db:seed");
  if (opts.reset && !opts.url) removePgliteDir(opts.dataDir);
  const database = await openDatabase(opts.url ? { url: opts.url } : { dataDir: opts.dataDir });
  const where = opts.url ? "PostgreSQL" : `PGlite in ${path.relative(process.cwd(), opts.dataDir) || "."}`;
  try {
    if (opts.reset && opts.url) await resetPostgres(database);
    await database.migrate();
    let step = performance.now();
    await seedReference(database);
    console.log(`Reference data (genders, statuses, postcodes): ${seconds(step)}`);

    if (!(await isDatabaseEmpty(database))) {
      console.log(`The database (${where}) already has articles; nothing to do. Use --reset to start over.`);
      return;
    }
    step = performance.now();
    const bar = opts.progress
      ? new cliProgress.SingleBar(
          {
            format:
              "Artikler |{bar}| {percentage}% | {value}/{total} | {duration_formatted} (ca. {eta_formatted} igjen)",
          },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
    bar?.start(opts.articles, 0);
    const result = await seedDemo(database, {
      articles: opts.articles,
      onProgress: (done) => bar?.update(done),
    });
    bar?.stop();
    console.log(
      `Demo data in ${where}: ${result.articles} articles, ${result.variants} variants, ${result.stock} stock rows, ` +
        `${result.campaignLines} campaign lines, ${result.bestsellers} bestsellers, ${result.reviews} reviews: ${seconds(step)}`,
    );
    console.log(`Total: ${seconds(started)}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirLocked ? error.message : error);
  process.exitCode = 1;
});
