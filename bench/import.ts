// npm run bench:import (and the import row of npm run bench): the go-live import of decision 071 on
// an empty shop. Writes a chain's article file of 100,000 variant lines (20,000 articles) and its
// stock file, then times, on a fresh PGlite (and on PostgreSQL when DATABASE_URL is set; that
// database is reset): the dry run and the real run of each file, and a second dry run of the article
// file (nothing to change). The budget is under a minute for 100,000 lines including the real run.
//
//   npm run bench:import                   100,000 lines
//   npm run bench:import -- --lines 20000  another size
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { type Database, openDatabase, rows } from "../server/db/client.ts";
import { seedReference } from "../server/db/seed/index.ts";
import { insertShops } from "../server/db/seed/shops.ts";
import { createAuditService } from "../server/modules/audit/service.ts";
import { createCsvImport } from "../server/modules/catalog/csv-import-service.ts";
import { createImageStore } from "../server/modules/media/image-store.ts";
import { articleFile, stockFile } from "../tests/helpers/import-files.ts";

const { values } = parseArgs({ options: { lines: { type: "string", default: "100000" } } });
const LINES = Number(values.lines);
const ACTOR = { id: 0, name: "Bench", role: "admin" as const };

async function timed<T>(what: string, fn: () => Promise<T>): Promise<{ what: string; seconds: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  const seconds = (performance.now() - start) / 1000;
  return { what, seconds, value };
}

async function bench(database: Database, where: string, dir: string): Promise<void> {
  await database.migrate();
  await seedReference(database);
  await insertShops(database.db);
  const service = createCsvImport({
    database,
    catalog: { cache: { invalidate: async () => {} } },
    audit: createAuditService(database),
    images: createImageStore(database),
  });
  const articles = join(dir, "articles.csv");
  writeFileSync(articles, articleFile(LINES));
  const results: { what: string; seconds: number; detail: string }[] = [];
  const note = (r: { what: string; seconds: number }, detail: string) => {
    results.push({ ...r, detail });
    console.log(`${where}: ${r.what}: ${r.seconds.toFixed(1)} s (${detail})`);
  };
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 50);
  const dry = await timed("dry run, articles", () => service.dryRun("articles", "articles.csv", { path: articles }));
  note(dry, `${dry.value.totals.new} new lines, ${dry.value.created.length} names created`);
  const real = await timed("real run, articles", async () => {
    const { run } = await service.start(ACTOR, "articles", "articles.csv", { path: articles });
    return run(async () => {});
  });
  note(real, `${real.value.new} new lines`);
  const again = await timed("dry run again, articles", () =>
    service.dryRun("articles", "articles.csv", { path: articles }),
  );
  note(again, `${again.value.totals.same} unchanged`);
  const eans = (await rows<{ ean: string }>(database.db, sql`select ean from variants order by id`)).map((r) => r.ean);
  const shops = await rows<{ no: string; name: string }>(database.db, sql`select no, name from shops where active`);
  const stock = join(dir, "stock.csv");
  writeFileSync(stock, stockFile(eans, shops));
  const stockDry = await timed("dry run, stock", () => service.dryRun("stock", "stock.csv", { path: stock }));
  note(stockDry, `${stockDry.value.totals.lines} lines`);
  const stockRun = await timed("real run, stock", async () => {
    const { run } = await service.start(ACTOR, "stock", "stock.csv", { path: stock });
    return run(async () => {});
  });
  note(stockRun, `${stockRun.value.change} changed`);
  clearInterval(sampler);
  const total = dry.seconds + real.seconds;
  console.log(
    `${where}: ${LINES.toLocaleString("en")} article lines, dry run + real run ${total.toFixed(1)} s (budget 60 s); peak JS heap ${(peak / 1024 / 1024).toFixed(0)} MB`,
  );
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    join("bench/results", `import-${where.toLowerCase()}-${LINES}.json`),
    JSON.stringify({ lines: LINES, where, results, peakHeapMb: Math.round(peak / 1024 / 1024) }, null, 2),
  );
  if (total > 60) process.exitCode = 1;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "butikk-import-bench-"));
  try {
    const pglite = await openDatabase({ dataDir: join(dir, "db") });
    try {
      await bench(pglite, "PGlite", dir);
    } finally {
      await pglite.close();
    }
    const url = process.env.DATABASE_URL;
    if (url) {
      const pg = await openDatabase({ url });
      try {
        await pg.db.execute(sql`drop schema if exists public cascade`);
        await pg.db.execute(sql`create schema public`);
        await pg.db.execute(sql`drop schema if exists drizzle cascade`);
        await bench(pg, "PostgreSQL", dir);
      } finally {
        await pg.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
