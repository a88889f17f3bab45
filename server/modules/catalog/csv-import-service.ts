// The import of the back office and the command line (decisions 048 and 071): a chain's articles (its
// ERP export, one line per variant), its stock (`shop;ean;qty`) and its pictures (a zip). A dry run
// says what every line would do or why it is refused, and which brands, groups, colours and sizes it
// would create; the real run checks the file again and writes all of it in one transaction with its
// audit rows, telling how far it has come as it goes. Any refused line means nothing is written.

import type { Staff } from "../../../domain/back-office-roles.ts";
import { MAX_PICTURES_BYTES } from "../../../domain/import-limits.ts";
import type { Database, Executor } from "../../db/client.ts";
import { InvalidInput } from "../../lib/errors.ts";
import type { Actor, AuditChange, AuditService } from "../audit/service.ts";
import type { ImageStore } from "../media/image-store.ts";
import { type PlannedLine, planStock, type StockWrite, writeStock } from "./import.ts";
import { type ArticleLine, checkArticleLine } from "./import-article-lines.ts";
import { type ArticlesPlan, type ArticleWrite, planArticles, writeArticles } from "./import-articles.ts";
import {
  type Checked,
  checkStockLine,
  type FileSource,
  type ImportKind,
  readChecked,
  type StockLine,
  UnreadableFile,
} from "./import-file.ts";
import { eachPicture, type PicturesPlan, planPictures, writePictures } from "./import-pictures.ts";

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
  /** Brands, groups, colours and sizes the file creates, each with the first line that names it. */
  created: PlannedLine[];
  lines: PlannedLine[];
  totals: ImportTotals;
}

type Plan =
  | { kind: "stock"; plan: PlannedLine[]; writes: StockWrite[] }
  | { kind: "articles"; plan: PlannedLine[]; planned: ArticlesPlan }
  | { kind: "pictures"; plan: PlannedLine[]; planned: PicturesPlan };

export interface CsvImportDeps {
  database: Database;
  catalog: { cache: { invalidate: () => Promise<void> } };
  audit: AuditService;
  images: ImageStore;
}

function totalsOf(lines: readonly PlannedLine[]): ImportTotals {
  const totals = { lines: lines.length, new: 0, change: 0, same: 0, refused: 0 };
  for (const l of lines) totals[l.action] += 1;
  return totals;
}

/** What the form says of the whole file: the shop every line of a stock file is for (decision 066). */
export interface ImportOptions {
  shop?: number;
  /** How many lines are read so far (the command line's bar while a large file is read). */
  reading?: (lines: number) => void;
}

/** An unreadable file is a 422 with its reason. */
async function readable<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof UnreadableFile) throw new InvalidInput(error.message);
    throw error;
  }
}

/** The file's lines as read and checked cell by cell. */
function checkedLines(kind: "stock" | "articles", source: FileSource, options: ImportOptions) {
  return readable<Checked<StockLine | ArticleLine>[]>(() =>
    kind === "stock"
      ? readChecked(
          "stock",
          source,
          checkStockLine,
          options.shop ? { shop: String(options.shop) } : {},
          options.reading,
        )
      : readChecked("articles", source, checkArticleLine, {}, options.reading),
  );
}

const okLines = <T>(checked: Checked<T>[]) => checked.flatMap((c) => (c.ok ? [{ line: c.line, value: c.value }] : []));
const refusedLines = (checked: Checked<unknown>[]): PlannedLine[] =>
  checked.flatMap((c) => (c.ok ? [] : [{ line: c.line, action: "refused" as const, text: c.reason }]));
const inOrder = (lines: PlannedLine[]) => lines.sort((a, b) => a.line - b.line);

/** What each line would do, with the catalogue's answers, in the file's order. */
async function planOf(ex: Executor, kind: ImportKind, source: FileSource, checked: Checked<unknown>[]): Promise<Plan> {
  if (kind === "pictures") {
    const planned = await readable(() => planPictures(ex, source, MAX_PICTURES_BYTES));
    return { kind, plan: planned.plan, planned };
  }
  if (kind === "stock") {
    const { plan, writes } = await planStock(ex, okLines(checked as Checked<StockLine>[]));
    return { kind, plan: inOrder([...plan, ...refusedLines(checked)]), writes };
  }
  const planned = await planArticles(ex, okLines(checked as Checked<ArticleLine>[]));
  return { kind, plan: inOrder([...planned.plan, ...refusedLines(checked)]), planned };
}

function refuseIfAny(plan: readonly PlannedLine[]): void {
  const refused = plan.filter((l) => l.action === "refused");
  if (refused.length === 0) return;
  throw new InvalidInput(
    REFUSED_LINES(refused.length),
    Object.fromEntries(refused.slice(0, 100).map((l) => [`line.${l.line}`, [l.text]])),
  );
}

/** One audit row per article the file creates or changes (its fields, and the variants it adds or moves). */
function articleAudit(planned: ArticlesPlan): AuditChange[] {
  const variantsOf = new Map<ArticleWrite | { id: number }, string[]>();
  for (const v of planned.variants) variantsOf.set(v.article, [...(variantsOf.get(v.article) ?? []), v.ean]);
  const touched = new Set<ArticleWrite | { id: number }>([
    ...planned.articles,
    ...planned.variants.map((v) => v.article),
  ]);
  return [...touched].map((a) => {
    const eans = variantsOf.get(a) ?? [];
    const write = "articleNo" in a ? a : null;
    if (write?.isNew) {
      return {
        action: "article.import.create",
        entityType: "article",
        entityId: write.id as number,
        before: {},
        after: {
          articleNo: write.articleNo,
          name: write.state.name,
          suggestedPriceOre: write.state.priceOre,
          variants: eans,
        },
      };
    }
    return {
      action: "article.import",
      entityType: "article",
      entityId: a.id as number,
      before: write ? write.before : {},
      after: { ...(write ? write.after : {}), ...(eans.length > 0 ? { variants: eans } : {}) },
    };
  });
}

export type CsvImport = ReturnType<typeof createCsvImport>;

export function createCsvImport({ database, catalog, audit, images }: CsvImportDeps) {
  async function check(kind: ImportKind, source: FileSource, options: ImportOptions) {
    return kind === "pictures" ? [] : await checkedLines(kind, source, options);
  }

  return {
    /** What the file would do, line by line, and what it would create; nothing is written. */
    async dryRun(
      kind: ImportKind,
      file: string,
      source: FileSource,
      options: ImportOptions = {},
    ): Promise<ImportCheck> {
      const planned = await planOf(database.db, kind, source, await check(kind, source, options));
      const created = planned.kind === "articles" ? planned.planned.created : [];
      return { kind, file, created, lines: planned.plan, totals: totalsOf(planned.plan) };
    },

    /**
     * Checks the file (a refused line is a 422 before anything starts) and returns the run, which
     * checks it again inside its transaction and writes it all or nothing. `progress` hears how many of
     * the file's lines are done; the run's promise gives the totals.
     */
    async start(
      actor: Staff | Actor,
      kind: ImportKind,
      file: string,
      source: FileSource,
      options: ImportOptions = {},
    ): Promise<{ total: number; run: (progress: (done: number) => Promise<void>) => Promise<ImportTotals> }> {
      const checked = await check(kind, source, options);
      // Only what the run needs of the first plan is kept: the second, in the transaction, makes its own.
      const { total, pictures } = await planOf(database.db, kind, source, checked).then((first) => {
        refuseIfAny(first.plan);
        return { total: first.plan.length, pictures: first.kind === "pictures" ? first.planned.writes : [] };
      });
      const run = async (progress: (done: number) => Promise<void>) => {
        // Pictures are stored (by their content, each in its own transaction) before this one: sharp's work is slow,
        // and a picture stored but not added is only an unused image.
        const stored = new Map<string, { width: number; height: number }>();
        if (kind === "pictures") {
          const wanted = new Map(pictures.map((w) => [w.line, w]));
          let done = 0;
          await eachPicture(
            source,
            async (line, name, bytes) => {
              const write = wanted.get(line);
              if (!write || !bytes) return;
              const image = await images.save(bytes, name);
              stored.set(image.key, image);
              await progress(Math.round((++done / Math.max(1, wanted.size)) * total * 0.9));
            },
            MAX_PICTURES_BYTES,
          );
        }
        const totals = await database.transaction(async (tx) => {
          // Again inside the transaction: the catalogue may have changed since the first check.
          const again = await planOf(tx, kind, source, checked);
          refuseIfAny(again.plan);
          if (again.kind === "stock") {
            const position = new Map(again.plan.map((l, i) => [l.line, i + 1]));
            await writeStock(tx, again.writes, async (part) => {
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
              await progress(position.get(part[part.length - 1]?.line ?? 0) ?? 0);
            });
          } else if (again.kind === "articles") {
            await writeArticles(tx, again.planned, (share) => progress(Math.floor(share * total * 0.95)));
            const changes = articleAudit(again.planned);
            for (let start = 0; start < changes.length; start += 2000) {
              await audit.recordMany(tx, actor, changes.slice(start, start + 2000));
            }
          } else {
            const missing = again.planned.writes.find((w) => !stored.has(w.key));
            if (missing) throw new InvalidInput(`Bildet «${missing.entry}» er endret under importen. Prøv igjen.`);
            await writePictures(tx, again.planned.writes, stored);
            const byArticle = new Map<number, string[]>();
            for (const w of again.planned.writes) {
              byArticle.set(w.articleId, [...(byArticle.get(w.articleId) ?? []), w.key]);
            }
            await audit.recordMany(
              tx,
              actor,
              [...byArticle].map(([articleId, keys]) => ({
                action: "article.import.photos",
                entityType: "article",
                entityId: articleId,
                before: {},
                after: { photos: keys, file },
              })),
            );
          }
          const totals = totalsOf(again.plan);
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
        await progress(total);
        return totals;
      };
      return { total, run };
    },
  };
}
