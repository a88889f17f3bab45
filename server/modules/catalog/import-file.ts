// A CSV file for the import (issue 15, decision 048) as Norwegian Excel writes it: `;` between cells
// and a decimal comma, UTF-8 with or without a byte order mark; a file with `,` between cells is taken
// too (the header line says which). This reads the file into lines with their numbers and checks each
// cell on its own; whether an EAN, a shop or a group exists is the catalogue's question (catalog/import.ts).
import { parse } from "csv-parse/sync";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES, MAX_IMPORT_LINES, TOO_MANY_LINES } from "../../../domain/import-limits.ts";
import { parseKroner } from "../../../domain/kroner-input.ts";
import { FORBIDDEN_IN_TEXT } from "../../plugins/input-guard.ts";
import type { StockLine } from "./import.ts";
import type { ArticleLine } from "./import-articles.ts";

export const IMPORT_KINDS = ["articles", "stock"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const NOT_UTF8 = "Filen må være lagret som UTF-8 (i Excel: «CSV UTF-8 (kommadelt)»)";
export const EMPTY_FILE = "Filen har ingen linjer under overskriftene";
export const CONTROL_CHARACTERS = "Filen inneholder tegn som ikke er tillatt (kontrolltegn)";

/** The columns of each kind, with the header names a file may use for them (compared in lower case). */
const COLUMNS = {
  stock: {
    ean: ["ean", "ean-nr", "eannr", "strekkode"],
    shop: ["butikk", "butikknr", "butikk-nr", "butikkode", "butikk-id", "butikkid"],
    qty: ["antall", "lager", "beholdning"],
  },
  articles: {
    articleNo: ["varenr", "varenummer", "artikkelnr", "artikkelnummer"],
    name: ["navn", "varenavn"],
    price: ["pris", "veil. pris", "veiledende pris", "pris (kr)"],
    visible: ["synlig", "synlig på nett", "vises på nett"],
    mainGroup: ["hovedgruppe"],
    group: ["undergruppe", "varegruppe"],
    productLine: ["produktlinje", "merke"],
    gender: ["kjønn", "kjonn"],
  },
} as const;

type Field<K extends ImportKind> = keyof (typeof COLUMNS)[K];
export type StockCells = Record<Field<"stock">, string>;
export type ArticleCells = Record<Field<"articles">, string>;

/** The columns each kind must have; the others may be left out. */
const REQUIRED: { [K in ImportKind]: Field<K>[] } = {
  stock: ["ean", "shop", "qty"],
  articles: ["articleNo"],
};

export interface FileLine<C> {
  /** The line in the file where the record starts (the header is line 1). */
  line: number;
  cells: C;
}

/** A line of the file: what it says, or why it is refused. */
export type Checked<T> = { line: number; ok: true; value: T } | { line: number; ok: false; reason: string };

/** A file that cannot be read at all (not UTF-8, no header, too long): nothing of it is looked at. */
export class UnreadableFile extends Error {}

const clean = (header: string) =>
  header
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase();

/** `;` when the header line has one (Excel's Norwegian CSV), else `,`. */
export function delimiterOf(text: string): ";" | "," {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(";") || !header.includes(",") ? ";" : ",";
}

/** The text of the file's bytes: UTF-8, a byte order mark dropped. */
export function decodeFile(bytes: Uint8Array): string {
  if (bytes.byteLength > MAX_IMPORT_BYTES) throw new UnreadableFile(FILE_TOO_LARGE);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    throw new UnreadableFile(NOT_UTF8);
  }
  // The same characters every request is refused for (NUL cannot even be stored).
  if (FORBIDDEN_IN_TEXT.test(text)) throw new UnreadableFile(CONTROL_CHARACTERS);
  return text;
}

/** What a file says of a column the form gave for the whole file (the shop of a stock file). */
export const givenTwice = (column: string) =>
  `Filen har en kolonne «${column}», men du har valgt én butikk for hele filen. Fjern kolonnen, eller velg «Butikken står i filen».`;

/**
 * The file's lines under its header, each cell under its column's name (empty when missing). A column
 * in `given` comes from the form for every line (the shop of a stock file, decision 066): the file
 * need not have it, and must not, so a line never says one shop while the form says another.
 */
export function readLines<K extends ImportKind>(
  kind: K,
  text: string,
  given: Partial<Record<Field<K>, string>> = {},
): FileLine<Record<Field<K>, string>>[] {
  const delimiter = delimiterOf(text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new UnreadableFile(
      `Filen kan ikke leses som CSV${line ? ` (linje ${line})` : ""}: se etter et anførselstegn som ikke er lukket`,
    );
  }
  const [header, ...body] = records;
  const columns = COLUMNS[kind] as Record<Field<K>, readonly string[]>;
  const fields = Object.keys(columns) as Field<K>[];
  const heads = (header?.record ?? []).map(clean);
  const index = Object.fromEntries(fields.map((f) => [f, heads.findIndex((h) => columns[f].includes(h))])) as Record<
    Field<K>,
    number
  >;
  for (const f of Object.keys(given) as Field<K>[]) {
    if (index[f] >= 0) throw new UnreadableFile(givenTwice((header?.record ?? [])[index[f]]?.trim() ?? columns[f][0]));
  }
  const missing = REQUIRED[kind].filter((f) => index[f as Field<K>] < 0 && given[f as Field<K>] === undefined);
  if (missing.length > 0) {
    const expected = fields.map((f) => columns[f][0]).join(delimiter);
    throw new UnreadableFile(
      `Første linje må være overskriftene, for eksempel «${expected}»: ${missing.map((f) => `«${columns[f as Field<K>][0]}»`).join(" og ")} mangler`,
    );
  }
  if (body.length === 0) throw new UnreadableFile(EMPTY_FILE);
  if (body.length > MAX_IMPORT_LINES) throw new UnreadableFile(TOO_MANY_LINES);
  return body.map(({ record, info }) => ({
    // info.lines is where the record ends; a quoted cell may hold line breaks.
    line: info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0),
    cells: Object.fromEntries(fields.map((f) => [f, given[f] ?? (record[index[f]] ?? "").trim()])) as Record<
      Field<K>,
      string
    >,
  }));
}

const quoted = (text: string) => `«${text.length > 40 ? `${text.slice(0, 40)}…` : text}»`;

/** Why a quantity is not one, or null. */
function quantityProblem(text: string): string | null {
  if (text === "") return "antallet mangler";
  return /^\d{1,6}$/.test(text) ? null : `antallet ${quoted(text)} må være et helt tall, 0 eller mer`;
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

const YES = ["ja", "j", "1", "x", "sann", "true"];
const NO = ["nei", "n", "0", "usann", "false"];

/** Why a price in kroner is not one, or its øre. */
export function priceOf(text: string): { ore: number } | { problem: string } {
  const ore = parseKroner(text);
  if (ore !== null) return { ore };
  if (/^\d[\d\s\u00a0]*[.,]\d{3,}$/.test(text)) return { problem: `prisen ${quoted(text)} har mer enn to desimaler` };
  return { problem: `prisen ${quoted(text)} er ikke et beløp i kroner (for eksempel 449,00)` };
}

export function checkArticleLine({ line, cells }: FileLine<ArticleCells>): Checked<ArticleLine> {
  const refuse = (reason: string) => ({ line, ok: false as const, reason: `Linje ${line}: ${reason}` });
  if (cells.articleNo === "") return refuse("varenummeret mangler");
  if (!/^[\p{L}\p{N}._-]{1,40}$/u.test(cells.articleNo)) {
    return refuse(`varenummeret ${quoted(cells.articleNo)} kan bare ha bokstaver, tall, punktum og bindestrek`);
  }
  if (cells.name.length > 200) return refuse("navnet er lengre enn 200 tegn");
  const value: ArticleLine = { articleNo: cells.articleNo };
  if (cells.name) value.name = cells.name;
  if (cells.price) {
    const price = priceOf(cells.price);
    if ("problem" in price) return refuse(price.problem);
    value.priceOre = price.ore;
  }
  if (cells.visible) {
    const said = cells.visible.toLowerCase();
    if (!YES.includes(said) && !NO.includes(said))
      return refuse(`synlig må være ja eller nei, ikke ${quoted(cells.visible)}`);
    value.visible = YES.includes(said);
  }
  for (const f of ["mainGroup", "group", "productLine", "gender"] as const) {
    if (cells[f]) value[f] = cells[f];
  }
  return { line, ok: true, value };
}
