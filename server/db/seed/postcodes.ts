// Norwegian postcodes from data/postnummer.tsv ("Norske postnummer med koordinatar" by Erik Bolstad,
// CC BY 3.0; the licence note is data/POSTNUMMER-LICENCE.md).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PROJECT_ROOT } from "../../lib/project-root.ts";

export interface PostcodeRow {
  code: string;
  place: string;
  municipality: string;
  county: string;
  /** BRUKSOMRÅDE, e.g. 'Gate-/veg-adresse', 'Postboksar', 'Historisk'. */
  category: string;
  latitude: number;
  longitude: number;
  /** DATAKVALITET; 6 = rough guess; null when the file gives none. */
  quality: number | null;
  active: boolean;
}

/** The copy kept in the repository. */
export const POSTCODE_FILE = path.join(PROJECT_ROOT, "data", "postnummer.tsv");

const NOT_IN_USE = /\s*\(ikkje i bruk\)\s*$/i;
const HISTORIC = "Historisk";

/** Parses the tab-separated file. Rows no longer in use are kept, marked inactive. */
export function parsePostcodes(tsv: string): PostcodeRow[] {
  const lines = tsv.split(/\r?\n/);
  const header = (lines.shift() ?? "").replace(/^\uFEFF/, "").split("\t");
  const col = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`postnummer.tsv: column ${name} is missing`);
    return index;
  };
  const c = {
    code: col("POSTNR"),
    place: col("POSTSTAD"),
    category: col("BRUKSOMRÅDE"),
    municipality: col("KOMMUNE"),
    county: col("FYLKE"),
    lat: col("LAT"),
    lon: col("LON"),
    quality: col("DATAKVALITET"),
  };
  const rows: PostcodeRow[] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const f = line.split("\t");
    const code = (f[c.code] ?? "").trim();
    const latitude = Number.parseFloat(f[c.lat] ?? "");
    const longitude = Number.parseFloat(f[c.lon] ?? "");
    // A postcode without a position cannot be used for distances; the file has none such today.
    if (!/^\d{4}$/.test(code) || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const rawPlace = (f[c.place] ?? "").trim();
    const category = (f[c.category] ?? "").trim();
    const quality = Number.parseInt(f[c.quality] ?? "", 10);
    rows.push({
      code,
      place: rawPlace.replace(NOT_IN_USE, ""),
      municipality: (f[c.municipality] ?? "").trim(),
      county: (f[c.county] ?? "").trim(),
      category,
      latitude,
      longitude,
      quality: Number.isFinite(quality) ? quality : null,
      active: !NOT_IN_USE.test(rawPlace) && category !== HISTORIC,
    });
  }
  return rows;
}

export async function loadPostcodes(file = POSTCODE_FILE): Promise<PostcodeRow[]> {
  return parsePostcodes(await readFile(file, "utf8"));
}
