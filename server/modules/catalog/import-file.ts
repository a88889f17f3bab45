// A CSV file for the import (decisions 048 and 071) as a chain's ERP or Norwegian Excel writes it:
// `;` or `,` between cells (the header line says which), UTF-8 with or without a byte order mark or
// Windows-1252 (Excel's «CSV (semikolondelt)»), a decimal comma or point. The file is read from disk
// and parsed as a stream, each record turned into its checked line at once, so a file of 100,000
// lines never sits in memory as 2 million cells. Whether an EAN, a shop or a group exists is the
// catalogue's question (import.ts, import-articles.ts).
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES, MAX_IMPORT_LINES, TOO_MANY_LINES } from "../../../domain/import-limits.ts";
import { FORBIDDEN_IN_TEXT } from "../../plugins/input-guard.ts";

export const IMPORT_KINDS = ["articles", "stock", "pictures"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export type CsvKind = Exclude<ImportKind, "pictures">;

export const EMPTY_FILE = "Filen har ingen linjer under overskriftene";
export const CONTROL_CHARACTERS = "Filen inneholder tegn som ikke er tillatt (kontrolltegn)";

/** The ERP export's article columns, in the order the issue names them; the header names are fixed. */
export const ARTICLE_COLUMNS = [
  "ean",
  "articleNo",
  "name",
  "brand",
  "gender",
  "mainGroup",
  "subcategory",
  "group",
  "color",
  "colorGroup",
  "size",
  "price",
  "originalPrice",
  "pant",
  "webPurchaseLimit",
  "onlyCC",
  "visible",
  "season",
  "description",
  "techDescription",
] as const;

/** The columns of each kind, with the header names a file may use for them (compared in lower case). */
const COLUMNS = {
  stock: {
    shop: ["shop", "butikk", "butikknr", "butikk-nr", "butikkode", "butikk-id", "butikkid"],
    ean: ["ean", "ean-nr", "eannr", "strekkode"],
    qty: ["qty", "antall", "lager", "beholdning"],
  },
  articles: Object.fromEntries(ARTICLE_COLUMNS.map((c) => [c, [c.toLowerCase()]])) as Record<
    (typeof ARTICLE_COLUMNS)[number],
    string[]
  >,
} as const;

type Field<K extends CsvKind> = keyof (typeof COLUMNS)[K] & string;
export type StockCells = Record<Field<"stock">, string>;
export type ArticleCells = Record<Field<"articles">, string>;

/** The columns each kind must have: all of an article file's (its header is fixed), a stock file's three. */
const REQUIRED: { [K in CsvKind]: readonly Field<K>[] } = {
  stock: ["shop", "ean", "qty"],
  articles: ARTICLE_COLUMNS,
};

export interface FileLine<C> {
  /** The line in the file where the record starts (the header is line 1). */
  line: number;
  cells: C;
}

/** A line of the file: what it says, or why it is refused. */
export type Checked<T> = { line: number; ok: true; value: T } | { line: number; ok: false; reason: string };

/** A file that cannot be read at all (no header, too long): nothing of it is looked at. */
export class UnreadableFile extends Error {}

/** The file's bytes: from disk (an upload streamed there, the command line's file) or given (tests). */
export type FileSource = { path: string } | { bytes: Uint8Array };

export async function bytesOf(source: FileSource): Promise<Uint8Array> {
  return "bytes" in source ? source.bytes : new Uint8Array(await readFile(source.path));
}

const clean = (header: string) =>
  header
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase();

/** `;` when the header line has one (Excel's Norwegian CSV), else `,` when it has one, else `;`. */
export function delimiterOf(text: string): ";" | "," {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(";") || !header.includes(",") ? ";" : ",";
}

const CHUNK = 1 << 20;

/**
 * The file's encoding: UTF-8 when it has a byte order mark or is valid UTF-8 all through, else
 * Windows-1252 (what Excel saves as «CSV (semikolondelt)» on a Norwegian Windows). Checked a chunk at
 * a time, so no second copy of the file is made to find out.
 */
export function encodingOf(bytes: Uint8Array): "utf-8" | "windows-1252" {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    for (let start = 0; start < bytes.length; start += CHUNK) {
      decoder.decode(bytes.subarray(start, start + CHUNK), { stream: start + CHUNK < bytes.length });
    }
    return "utf-8";
  } catch {
    return "windows-1252";
  }
}

/** The file's text a chunk at a time, in its own encoding, a byte order mark dropped. */
function* textChunks(bytes: Uint8Array): Generator<string> {
  const decoder = new TextDecoder(encodingOf(bytes));
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const text = decoder.decode(bytes.subarray(start, start + CHUNK), { stream: start + CHUNK < bytes.length });
    // The same characters every request is refused for (NUL cannot even be stored).
    if (FORBIDDEN_IN_TEXT.test(text)) throw new UnreadableFile(CONTROL_CHARACTERS);
    yield text;
  }
}

/** What a file says of a column the form gave for the whole file (the shop of a stock file). */
export const givenTwice = (column: string) =>
  `Filen har en kolonne «${column}», men du har valgt én butikk for hele filen. Fjern kolonnen, eller velg «Butikken står i filen».`;

export const missingHeaders = (expected: string, missing: readonly string[]) =>
  `Første linje må være overskriftene, for eksempel «${expected}»: ${missing.map((m) => `«${m}»`).join(" og ")} mangler`;

/**
 * Every line of the file under its header, each turned by `check` into its checked line as it is
 * read. A column in `given` comes from the form for every line (the shop of a stock file, decision
 * 066): the file need not have it, and must not, so a line never says one shop while the form says
 * another. `seen` hears how many lines are read, now and then (the command line's progress bar).
 */
export async function readChecked<K extends CsvKind, T>(
  kind: K,
  source: FileSource,
  check: (line: FileLine<Record<Field<K>, string>>) => Checked<T>,
  given: Partial<Record<Field<K>, string>> = {},
  seen?: (lines: number) => void,
): Promise<Checked<T>[]> {
  const bytes = await bytesOf(source);
  if (bytes.byteLength > MAX_IMPORT_BYTES) throw new UnreadableFile(FILE_TOO_LARGE);
  const chunks = textChunks(bytes);
  const first = chunks.next();
  const head = first.done ? "" : first.value.replace(/^\uFEFF/, "");
  const delimiter = delimiterOf(head);
  const parser = parse({ delimiter, bom: true, info: true, relax_column_count: true, skip_empty_lines: true });
  const columns = COLUMNS[kind] as unknown as Record<Field<K>, readonly string[]>;
  const fields = Object.keys(columns) as Field<K>[];
  const out: Checked<T>[] = [];
  let index: Record<Field<K>, number> | null = null;
  let failure: unknown = null;

  const onRecord = ({ record, info }: { record: string[]; info: { lines: number } }) => {
    if (!index) {
      index = headerIndex(kind, record, fields, columns, given, delimiter);
      return;
    }
    if (out.length >= MAX_IMPORT_LINES) throw new UnreadableFile(TOO_MANY_LINES);
    const cells = {} as Record<Field<K>, string>;
    for (const f of fields) cells[f] = given[f] ?? (record[index[f]] ?? "").trim();
    // info.lines is where the record ends; a quoted cell may hold line breaks.
    let breaks = 0;
    for (const cell of record) if (cell.includes("\n")) breaks += cell.split("\n").length - 1;
    out.push(check({ line: info.lines - breaks, cells }));
    if (seen && out.length % 5000 === 0) seen(out.length);
  };
  // Read as the parser asks for more (back pressure), so parsed records never pile up unread.
  const input = Readable.from(
    (function* () {
      if (head) yield head;
      yield* chunks;
    })(),
  );
  input.on("error", (error) => parser.destroy(error));
  input.pipe(parser);
  try {
    for await (const r of parser) {
      if (!failure) {
        try {
          onRecord(r);
        } catch (error) {
          failure = error;
          input.destroy();
          break;
        }
      }
    }
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    const line = (error as { lines?: number }).lines;
    throw new UnreadableFile(
      `Filen kan ikke leses som CSV${line ? ` (linje ${line})` : ""}: se etter et anførselstegn som ikke er lukket`,
    );
  }
  if (failure) throw failure;
  if (!index) throw new UnreadableFile(missingHeaders(REQUIRED[kind].join(delimiter), REQUIRED[kind]));
  if (out.length === 0) throw new UnreadableFile(EMPTY_FILE);
  seen?.(out.length);
  return out;
}

function headerIndex<K extends CsvKind>(
  kind: K,
  record: string[],
  fields: Field<K>[],
  columns: Record<Field<K>, readonly string[]>,
  given: Partial<Record<Field<K>, string>>,
  delimiter: string,
): Record<Field<K>, number> {
  const heads = record.map(clean);
  const index = Object.fromEntries(fields.map((f) => [f, heads.findIndex((h) => columns[f].includes(h))])) as Record<
    Field<K>,
    number
  >;
  for (const f of Object.keys(given) as Field<K>[]) {
    if (index[f] >= 0) throw new UnreadableFile(givenTwice(record[index[f]]?.trim() ?? columns[f][0]));
  }
  const required = REQUIRED[kind] as readonly Field<K>[];
  const missing = required.filter((f) => index[f] < 0 && given[f] === undefined);
  if (missing.length > 0) {
    const names = kind === "articles" ? [...ARTICLE_COLUMNS] : fields.map((f) => columns[f][0]);
    throw new UnreadableFile(
      missingHeaders(
        names.join(delimiter),
        missing.map((f) => (kind === "articles" ? f : columns[f][0])),
      ),
    );
  }
  return index;
}

export const quoted = (text: string) => `«${text.length > 40 ? `${text.slice(0, 40)}…` : text}»`;

/** Why a quantity is not one, or null. */
function quantityProblem(text: string): string | null {
  if (text === "") return "antallet mangler";
  return /^\d{1,6}$/.test(text) ? null : `antallet ${quoted(text)} må være et helt tall, 0 eller mer`;
}

export interface StockLine {
  ean: string;
  /** The shop's number ('1001'), its name ('Oslo City') or its id. */
  shop: string;
  qty: number;
}

export function checkStockLine({ line, cells }: FileLine<StockCells>): Checked<StockLine> {
  const refuse = (reason: string) => ({ line, ok: false as const, reason: `Linje ${line}: ${reason}` });
  if (cells.ean === "") return refuse("EAN mangler");
  if (!/^\d{8,14}$/.test(cells.ean)) return refuse(`EAN ${quoted(cells.ean)} er ikke et EAN (8 til 14 siffer)`);
  if (cells.shop === "") return refuse("butikken mangler");
  const qtyProblem = quantityProblem(cells.qty);
  if (qtyProblem) return refuse(qtyProblem);
  return { line, ok: true, value: { ean: cells.ean, shop: cells.shop, qty: Number(cells.qty) } };
}
