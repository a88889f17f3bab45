// The CSV import of the back office (issue 15, decision 048): a dry run that says what every line of a
// file would do or why it is refused, and the real run, which checks the file again and writes all of
// it in one transaction with its audit rows (one per changed line, one for the file), telling how far
// it has come as it goes. Any refused line means nothing is written.

import type { Staff } from "../../../domain/back-office-roles.ts";
import type { Database, Executor } from "../../db/client.ts";
import { InvalidInput } from "../../lib/errors.ts";
import type { AuditService } from "../audit/service.ts";
import { type PlannedLine, planStock, type StockWrite, writeStock } from "./import.ts";
import { type ArticleWrite, planArticles, writeArticles } from "./import-articles.ts";
import {
  type Checked,
  checkArticleLine,
  checkStockLine,
  decodeFile,
  type ImportKind,
  readLines,
  UnreadableFile,
} from "./import-file.ts";

export const REFUSED_LINES = (n: number) =>
  `Filen har ${n} ${n === 1 ? "linje" : "linjer"} som ikke kan importeres. Ingenting er lagret: rett filen og prøv igjen.`;

export interface ImportTotals {
  lines: number;
  new: number;
  change: number;
  same: number;
  refused: number;
}

export interface ImportCheck {
  kind: ImportKind;
  file: string;
  lines: PlannedLine[];
  totals: ImportTotals;
}

type Plan = { plan: PlannedLine[]; writes: (StockWrite | ArticleWrite)[] };

export interface CsvImportDeps {
  database: Database;
  catalog: { cache: { invalidate: () => Promise<void> } };
  audit: AuditService;
}

function totalsOf(lines: readonly PlannedLine[]): ImportTotals {
  const count = (action: PlannedLine["action"]) => lines.filter((l) => l.action === action).length;
  return {
    lines: lines.length,
    new: count("new"),
    change: count("change"),
    same: count("same"),
    refused: count("refused"),
  };
}

/** What the form says of the whole file: the shop every line of a stock file is for (decision 066). */
export interface ImportOptions {
  shop?: number;
}

/** The file's lines as read and checked cell by cell (an unreadable file is a 422 with its reason). */
function checkedLines(kind: ImportKind, bytes: Uint8Array, options: ImportOptions = {}): Checked<unknown>[] {
  try {
    const text = decodeFile(bytes);
    return kind === "stock"
      ? readLines("stock", text, options.shop ? { shop: String(options.shop) } : {}).map(checkStockLine)
      : readLines("articles", text).map(checkArticleLine);
  } catch (error) {
    if (error instanceof UnreadableFile) throw new InvalidInput(error.message);
    throw error;
  }
}

/** What each line would do, with the catalogue's answers, in the file's order. */
async function planOf(ex: Executor, kind: ImportKind, checked: Checked<unknown>[]): Promise<Plan> {
  const good = checked.flatMap((c) => (c.ok ? [{ line: c.line, value: c.value }] : []));
  const planned: Plan =
    kind === "stock"
      ? await planStock(ex, good as Parameters<typeof planStock>[1])
      : await planArticles(ex, good as Parameters<typeof planArticles>[1]);
  const refusedHere = checked.flatMap((c) =>
    c.ok ? [] : [{ line: c.line, action: "refused" as const, text: c.reason }],
  );
  return { plan: [...planned.plan, ...refusedHere].sort((a, b) => a.line - b.line), writes: planned.writes };
}

function refuseIfAny(plan: readonly PlannedLine[]): void {
  const refused = plan.filter((l) => l.action === "refused");
  if (refused.length === 0) return;
  throw new InvalidInput(
    REFUSED_LINES(refused.length),
    Object.fromEntries(refused.slice(0, 100).map((l) => [`line.${l.line}`, [l.text]])),
  );
}

export type CsvImport = ReturnType<typeof createCsvImport>;

export function createCsvImport({ database, catalog, audit }: CsvImportDeps) {
  return {
    /** What the file would do, line by line; nothing is written. */
    async dryRun(kind: ImportKind, file: string, bytes: Uint8Array, options: ImportOptions = {}): Promise<ImportCheck> {
      const { plan } = await planOf(database.db, kind, checkedLines(kind, bytes, options));
      return { kind, file, lines: plan, totals: totalsOf(plan) };
    },

    /**
     * Checks the file (a refused line is a 422 before anything starts) and returns the run, which
     * checks it again inside its transaction and writes it all or nothing. `progress` hears how many of
     * the file's lines are done; the run's promise gives the totals.
     */
    async start(
      staff: Staff,
      kind: ImportKind,
      file: string,
      bytes: Uint8Array,
      options: ImportOptions = {},
    ): Promise<{ total: number; run: (progress: (done: number) => Promise<void>) => Promise<ImportTotals> }> {
      const checked = checkedLines(kind, bytes, options);
      refuseIfAny((await planOf(database.db, kind, checked)).plan);
      const position = new Map(checked.map((c, i) => [c.line, i + 1]));
      const run = async (progress: (done: number) => Promise<void>) => {
        const totals = await database.transaction(async (tx) => {
          // Again inside the transaction: the catalogue may have changed since the first check.
          const { plan, writes } = await planOf(tx, kind, checked);
          refuseIfAny(plan);
          const actor = staff;
          const reached = async (written: readonly { line: number }[]) =>
            progress(position.get(written[written.length - 1]?.line ?? 0) ?? 0);
          if (kind === "stock") {
            await writeStock(tx, writes as StockWrite[], async (part) => {
              await audit.recordMany(
                tx,
                actor,
                part.map((w) => ({
                  action: "stock.import",
                  entityType: "stock",
                  entityId: `${w.variantId}:${w.shopId}`,
                  before: { qty: w.before },
                  after: { qty: w.after, delta: w.after - w.before, file },
                })),
              );
              await reached(part);
            });
          } else {
            await writeArticles(tx, writes as ArticleWrite[], async (part, created) => {
              await audit.recordMany(
                tx,
                actor,
                part.map((w) => ({
                  action: w.id === null ? "article.import.create" : "article.import",
                  entityType: "article",
                  entityId: w.id ?? created.get(w.articleNo) ?? w.articleNo,
                  before: w.before,
                  after: { ...w.after, ...(w.id === null ? { articleNo: w.articleNo } : {}) },
                })),
              );
              await reached(part);
            });
          }
          const totals = totalsOf(plan);
          await audit.record(tx, actor, {
            action: `import.${kind}`,
            entityType: "import",
            entityId: file,
            before: {},
            after: { file, kind, ...totals },
          });
          return totals;
        });
        await catalog.cache.invalidate();
        await progress(checked.length);
        return totals;
      };
      return { total: checked.length, run };
    },
  };
}
