import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { loadPostcodes, POSTCODE_FILE, type PostcodeRow, parsePostcodes } from "./postcodes.ts";
import { SHOPS } from "./shops.ts";

const HEADER =
  "POSTNR\tPOSTSTAD\tPOSTNR- OG STAD\tBRUKSOMRÅDE\tFOLKETAL\tBYDEL\tKOMMNR\tKOMMUNE\tFYLKE\tLAT\tLON\tDATAKVALITET\tDATAKVALITETSFORKLARING\tSIST OPPDATERT";
const row = (code: string, place: string, use: string, quality: string) =>
  [
    code,
    place,
    `${code} ${place.toUpperCase()}`,
    use,
    "",
    "",
    "301",
    "Oslo",
    "Oslo",
    "59.91",
    "10.75",
    quality,
    "",
    "",
  ].join("\t");

describe("parsePostcodes", () => {
  const rows = parsePostcodes(
    [
      HEADER,
      row("0010", "Oslo", "Gateadresser og postboksar", "2"),
      row("0009", "OSLO (ikkje i bruk)", "Usikker", "6"),
      row("0014", "Oslo (ikkje i bruk)", "Firma/organisasjon med eige postnummer", "2"),
      row("0101", "Oslo", "Historisk", "1"),
      row("1423", "Ski", "Gate-/veg-adresse", ""),
      "",
    ].join("\r\n"),
  );
  const byCode = new Map(rows.map((r) => [r.code, r]));

  it("keeps postcodes in use active", () => {
    expect(byCode.get("0010")).toMatchObject({
      place: "Oslo",
      active: true,
      quality: 2,
      latitude: 59.91,
      longitude: 10.75,
    });
  });

  it("marks '(ikkje i bruk)' rows inactive and strips the suffix from the place name", () => {
    expect(byCode.get("0009")).toMatchObject({ place: "OSLO", active: false, quality: 6 });
    expect(byCode.get("0014")).toMatchObject({ place: "Oslo", active: false });
  });

  it("marks 'Historisk' rows inactive", () => {
    expect(byCode.get("0101")).toMatchObject({ active: false, category: "Historisk" });
  });

  it("reads a missing DATAKVALITET as 0 (unknown)", () => {
    expect(byCode.get("1423")?.quality).toBeNull();
  });

  it("fails clearly when a column is missing", () => {
    expect(() => parsePostcodes("POSTNR\tPOSTSTAD\n0010\tOslo")).toThrow(/BRUKSOMRÅDE/);
  });
});

describe("data/postnummer.tsv", () => {
  let all: PostcodeRow[] = [];
  let byCode = new Map<string, PostcodeRow>();
  beforeAll(async () => {
    all = await loadPostcodes();
    byCode = new Map(all.map((r) => [r.code, r]));
  });

  it("has every row of the file, with unique four-digit codes", async () => {
    const lines = (await readFile(POSTCODE_FILE, "utf8")).split("\n").filter((l) => l.trim());
    expect(all).toHaveLength(lines.length - 1);
    expect(all.length).toBeGreaterThan(5700);
    expect(byCode.size).toBe(all.length);
  });

  it("imports no place name with the '(ikkje i bruk)' suffix and no historic row as active", () => {
    expect(all.filter((r) => /ikkje i bruk/i.test(r.place))).toEqual([]);
    expect(all.filter((r) => r.category === "Historisk" && r.active)).toEqual([]);
    expect(all.filter((r) => !r.active).length).toBeGreaterThan(600);
  });

  it("has every shop's postcode as an active code of the shop's place", () => {
    for (const shop of SHOPS) {
      const code = byCode.get(shop.postNo);
      expect(code, shop.name).toBeDefined();
      expect(code?.active, shop.name).toBe(true);
      expect(code?.place.toLowerCase(), shop.name).toBe(shop.postPlace.toLowerCase());
      // The shop lies within a few kilometres of its postcode's position.
      expect(Math.abs((code?.latitude ?? 0) - shop.latitude), shop.name).toBeLessThan(0.05);
      expect(Math.abs((code?.longitude ?? 0) - shop.longitude), shop.name).toBeLessThan(0.1);
    }
  });
});
