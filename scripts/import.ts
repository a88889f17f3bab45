// The import from the command line (decision 071), the same service as the back office's /admin/import:
//   npm run import -- articles FILE.csv [--dry-run]   the chain's ERP export (one line per variant)
//   npm run import -- stock FILE.csv [--dry-run]      shop;ean;qty (shop by number or name)
//   npm run import -- pictures FILE.zip [--dry-run]   pictures named by EAN or article number
//   --database-url URL  PostgreSQL (default: env DATABASE_URL; without it the embedded PGlite is used)
//   --data-dir DIR      PGlite data directory (default: env DATA_DIR or ./data/db); the shop must be
//                       stopped, since PGlite's directory belongs to one process
// The dry run prints every line's change or refusal with its number; the real run checks the file,
// prints the refusals and stops if there are any, else writes it in one transaction with a progress bar.
import { existsSync } from "node:fs";
import { basename, resolve } from "node:path";
import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import { openDatabase } from "../server/db/client.ts";
import { DomainError } from "../server/lib/errors.ts";
import { createAuditService } from "../server/modules/audit/service.ts";
import { createCatalogCache } from "../server/modules/catalog/catalog-cache.ts";
import { createCsvImport } from "../server/modules/catalog/csv-import-service.ts";
import { IMPORT_KINDS, type ImportKind } from "../server/modules/catalog/import-file.ts";
import { createImageStore } from "../server/modules/media/image-store.ts";

const HELP = `Bruk: npm run import -- articles|stock|pictures FIL [--dry-run] [--data-dir DIR | --database-url URL]`;

/** Who the audit log names for a run from the command line. */
const CLI_ACTOR = { id: 0, name: "Import fra kommandolinjen", role: "admin" as const };

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "dry-run": { type: "boolean", default: false },
      "database-url": { type: "string" },
      "data-dir": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [kind, file] = positionals;
  if (values.help || !file || !IMPORT_KINDS.includes(kind as ImportKind)) {
    console.log(HELP);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  if (!existsSync(file)) {
    console.error(`Finner ikke filen ${file}`);
    process.exitCode = 2;
    return;
  }
  const url = values["database-url"] || process.env.DATABASE_URL || undefined;
  const dataDir = resolve(values["data-dir"] || process.env.DATA_DIR || "./data/db");
  const database = await openDatabase(url ? { url } : { dataDir });
  try {
    await database.migrate();
    // Its invalidate bumps the catalogue's version row: a running node drops its cache and rebuilds search.
    const catalog = { cache: createCatalogCache(database, () => new Date(), 60_000).cache };
    const images = createImageStore(database);
    const service = createCsvImport({ database, catalog, audit: createAuditService(database), images });
    const source = { path: resolve(file) };
    const name = basename(file);
    const started = performance.now();
    const reading = new cliProgress.SingleBar(
      { format: "Leser   |{bar}| {value} linjer", clearOnComplete: true },
      cliProgress.Presets.shades_classic,
    );
    reading.start(0, 0);
    const options = { reading: (n: number) => reading.update(n) };
    if (values["dry-run"]) {
      const check = await service.dryRun(kind as ImportKind, name, source, options).finally(() => reading.stop());
      for (const l of check.created) console.log(`Linje ${l.line}: ${l.text}`);
      for (const l of check.lines)
        if (l.action !== "same") console.log(l.action === "refused" ? l.text : `Linje ${l.line}: ${l.text}`);
      const t = check.totals;
      console.log(
        `Prøvekjøring av ${name}: ${t.lines} linjer, ${t.new} nye, ${t.change} endres, ${t.same} uendret, ${t.refused} avvist (${seconds(started)})`,
      );
      process.exitCode = t.refused > 0 ? 1 : 0;
      return;
    }
    const { total, run } = await service
      .start(CLI_ACTOR, kind as ImportKind, name, source, options)
      .finally(() => reading.stop());
    const bar = new cliProgress.SingleBar(
      { format: "Importerer |{bar}| {percentage}% | {value}/{total} linjer | {duration_formatted}" },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0);
    const totals = await run(async (done) => bar.update(done)).finally(() => bar.stop());
    console.log(
      `Importerte ${name}: ${totals.lines} linjer, ${totals.new} nye, ${totals.change} endret, ${totals.same} uendret (${seconds(started)})`,
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.error(error.message);
    for (const texts of Object.values(error.errors ?? {})) for (const t of texts) console.error(t);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
