// The CSV file as Norwegian Excel writes it (decision 048): `;` or `,` between cells, a decimal comma,
// UTF-8 with or without a byte order mark; every reason a line is refused on its own.
import { describe, expect, it } from "vitest";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES, MAX_IMPORT_LINES, TOO_MANY_LINES } from "../../../domain/import-limits.ts";
import {
  CONTROL_CHARACTERS,
  checkArticleLine,
  checkStockLine,
  decodeFile,
  delimiterOf,
  EMPTY_FILE,
  NOT_UTF8,
  priceOf,
  readLines,
  UnreadableFile,
} from "./import-file.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const BOM = "\uFEFF";

const stockLines = (text: string) => readLines("stock", decodeFile(bytes(text))).map(checkStockLine);
const articleLines = (text: string) => readLines("articles", decodeFile(bytes(text))).map(checkArticleLine);
const reasons = (checked: { ok: boolean; reason?: string }[]) => checked.map((c) => (c.ok ? "ok" : c.reason));

describe("reading the file", () => {
  it("reads `;` with a byte order mark, the header in any case and order, empty lines skipped", () => {
    const lines = stockLines(`${BOM}antall;EAN;Butikk\r\n3;7090000000011;1001\r\n\r\n12;7090000000028;55\r\n`);
    expect(lines).toEqual([
      { line: 2, ok: true, value: { ean: "7090000000011", shop: "1001", qty: 3 } },
      { line: 4, ok: true, value: { ean: "7090000000028", shop: "55", qty: 12 } },
    ]);
  });

  it("reads `,` between cells without a byte order mark, and quoted cells with the other separator", () => {
    expect(delimiterOf("Varenr,Navn,Pris\n")).toBe(",");
    expect(delimiterOf("Varenr;Navn;Pris\n")).toBe(";");
    const lines = articleLines('Varenr,Navn,Pris\n100001,"Jakke, lett","449,50"\n');
    expect(lines).toEqual([
      { line: 2, ok: true, value: { articleNo: "100001", name: "Jakke, lett", priceOre: 44950 } },
    ]);
  });

  it("numbers a line by where its record starts, also after a quoted cell with a line break", () => {
    const lines = articleLines('Varenr;Navn\n1;"To\nlinjer"\n2;Tre\n');
    expect(lines.map((l) => l.line)).toEqual([2, 4]);
  });

  it("refuses a file that is not UTF-8, too large, has no header, no lines or too many", () => {
    const latin1 = new Uint8Array([0x45, 0x41, 0x4e, 0x3b, 0xf8, 0x0a]);
    expect(() => decodeFile(latin1)).toThrow(NOT_UTF8);
    expect(() => decodeFile(new Uint8Array(MAX_IMPORT_BYTES + 1))).toThrow(FILE_TOO_LARGE);
    expect(() => readLines("stock", "7090000000011;1001;3\n")).toThrow(
      "Første linje må være overskriftene, for eksempel «ean;butikk;antall»: «ean» og «butikk» og «antall» mangler",
    );
    expect(() => readLines("stock", "EAN;Antall\n1;2\n")).toThrow("«butikk» mangler");
    expect(() => readLines("stock", "EAN;Butikk;Antall\n\n")).toThrow(EMPTY_FILE);
    const many = `EAN;Butikk;Antall\n${"7090000000011;1001;1\n".repeat(MAX_IMPORT_LINES + 1)}`;
    expect(() => readLines("stock", many)).toThrow(TOO_MANY_LINES);
    expect(() => readLines("stock", 'EAN;Butikk;Antall\n"1;2;3\n')).toThrow(UnreadableFile);
    expect(() => decodeFile(bytes("EAN;Butikk;Antall\n7090000000011;1001;3\u0000\n"))).toThrow(CONTROL_CHARACTERS);
  });
});

describe("a stock line", () => {
  it("gives every reason it is refused, with its line number", () => {
    const text = [
      "EAN;Butikk;Antall",
      ";1001;3",
      "70900;1001;3",
      "7090000000011;;3",
      "7090000000011;1001;",
      "7090000000011;1001;-1",
      "7090000000011;1001;2,5",
      "7090000000011;1001;tre",
      "7090000000011;1001;0",
    ].join("\n");
    expect(reasons(stockLines(text))).toEqual([
      "Linje 2: EAN mangler",
      "Linje 3: EAN «70900» er ikke et EAN (8 til 14 siffer)",
      "Linje 4: butikken mangler",
      "Linje 5: antallet mangler",
      "Linje 6: antallet «-1» må være et helt tall, 0 eller mer",
      "Linje 7: antallet «2,5» må være et helt tall, 0 eller mer",
      "Linje 8: antallet «tre» må være et helt tall, 0 eller mer",
      "ok",
    ]);
  });
});

describe("an article line", () => {
  it("reads prices with a decimal comma or point and spaces between thousands", () => {
    expect(priceOf("449,00")).toEqual({ ore: 44900 });
    expect(priceOf("1 299,5")).toEqual({ ore: 129950 });
    expect(priceOf("1299.50")).toEqual({ ore: 129950 });
    expect(priceOf("499")).toEqual({ ore: 49900 });
  });

  it("gives every reason it is refused, with its line number", () => {
    const text = [
      "Varenr;Navn;Pris;Synlig",
      ";Jakke;449,00;ja",
      "10 01;Jakke;449,00;ja",
      `100001;${"x".repeat(201)};449,00;ja`,
      "100001;Jakke;12,345;ja",
      "100001;Jakke;12 kr;ja",
      "100001;Jakke;-5;ja",
      "100001;Jakke;449,00;kanskje",
      "100001;Jakke;449,00;Nei",
      "100001;;;",
    ].join("\n");
    expect(reasons(articleLines(text))).toEqual([
      "Linje 2: varenummeret mangler",
      "Linje 3: varenummeret «10 01» kan bare ha bokstaver, tall, punktum og bindestrek",
      "Linje 4: navnet er lengre enn 200 tegn",
      "Linje 5: prisen «12,345» har mer enn to desimaler",
      "Linje 6: prisen «12 kr» er ikke et beløp i kroner (for eksempel 449,00)",
      "Linje 7: prisen «-5» er ikke et beløp i kroner (for eksempel 449,00)",
      "Linje 8: synlig må være ja eller nei, ikke «kanskje»",
      "ok",
      "ok",
    ]);
    const [, , , , , , , hidden, empty] = articleLines(text);
    expect(hidden).toMatchObject({ value: { articleNo: "100001", name: "Jakke", priceOre: 44900, visible: false } });
    // Empty cells change nothing.
    expect(empty).toEqual({ line: 10, ok: true, value: { articleNo: "100001" } });
  });

  it("takes the groups, product line and gender as written", () => {
    const [line] = articleLines("Varenr;Hovedgruppe;Undergruppe;Produktlinje;Kjønn\nX-1;Sko;Løpesko;Tind;Dame\n");
    expect(line).toEqual({
      line: 2,
      ok: true,
      value: { articleNo: "X-1", mainGroup: "Sko", group: "Løpesko", productLine: "Tind", gender: "Dame" },
    });
  });
});
