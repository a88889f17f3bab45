// One line of a chain's article file (decision 071) checked on its own: an EAN with its check digit,
// an article number, the names the catalogue will look up or create, prices in kroner with a decimal
// comma or point (to øre exactly, from the text, never through a float), ja/nei flags and the gender
// by the spec's names. Whether the names exist, and what the line changes, is import-articles.ts's.
import { parseKroner } from "../../../domain/kroner-input.ts";
import { type ArticleCells, type Checked, type FileLine, quoted } from "./import-file.ts";

export interface ArticleLine {
  ean: string;
  articleNo: string;
  name: string;
  brand: string;
  genderId: number;
  mainGroup: string;
  subcategory: string;
  group: string;
  color: string;
  /** Only needed when the colour is new. */
  colorGroup: string;
  size: string;
  priceOre: number;
  /** Each of these is left as it is (or the default for a new article) when the cell is empty. */
  originalPriceOre?: number;
  pantOre?: number;
  webPurchaseLimit?: number;
  onlyCC?: boolean;
  visible?: boolean;
  season?: string;
  description?: string;
  techDescription?: string;
}

/** The spec's genders (section 3: ids 1 Herre, 2 Dame, 4 Barn, 10 Uni, 11 Junior) by the words a file uses. */
export const GENDER_WORDS: Record<string, number> = {
  herre: 1,
  herrer: 1,
  mann: 1,
  menn: 1,
  dame: 2,
  damer: 2,
  kvinne: 2,
  barn: 4,
  unisex: 10,
  uni: 10,
  junior: 11,
  "1": 1,
  "2": 2,
  "4": 4,
  "10": 10,
  "11": 11,
};

const YES = ["ja", "j", "1", "true", "x"];
const NO = ["nei", "n", "0", "false"];

/** GS1's check digit (weights 3 and 1 from the right) of an EAN-8, UPC-12, EAN-13 or GTIN-14. */
export function eanProblem(ean: string): string | null {
  if (!/^(\d{8}|\d{12,14})$/.test(ean)) return `EAN ${quoted(ean)} er ikke et EAN (8, 12, 13 eller 14 siffer)`;
  let sum = 0;
  for (let i = ean.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += (ean.charCodeAt(i) - 48) * weight;
  const check = (10 - (sum % 10)) % 10;
  return check === ean.charCodeAt(ean.length - 1) - 48 ? null : `EAN ${ean} har feil kontrollsiffer`;
}

/** Why a price in kroner is not one, or its øre. */
export function priceOf(text: string, what = "prisen"): { ore: number } | { problem: string } {
  const ore = parseKroner(text);
  if (ore !== null) return { ore };
  if (/^\d[\d\s\u00a0]*[.,]\d{3,}$/.test(text)) return { problem: `${what} ${quoted(text)} har mer enn to desimaler` };
  return { problem: `${what} ${quoted(text)} er ikke et beløp i kroner (for eksempel 449,00)` };
}

function flagOf(text: string): boolean | null {
  const said = text.toLowerCase();
  if (YES.includes(said)) return true;
  if (NO.includes(said)) return false;
  return null;
}

const LIMITS: [keyof ArticleCells, number, string][] = [
  ["name", 200, "navnet"],
  ["brand", 100, "merket"],
  ["mainGroup", 100, "hovedgruppen"],
  ["subcategory", 100, "undergruppen"],
  ["group", 100, "varegruppen"],
  ["color", 60, "fargen"],
  ["colorGroup", 60, "fargegruppen"],
  ["size", 40, "størrelsen"],
  ["season", 40, "sesongen"],
  ["description", 10_000, "beskrivelsen"],
  ["techDescription", 10_000, "den tekniske beskrivelsen"],
];

const REQUIRED: [keyof ArticleCells, string][] = [
  ["ean", "EAN"],
  ["articleNo", "varenummeret"],
  ["name", "navnet"],
  ["brand", "merket (brand)"],
  ["gender", "kjønnet"],
  ["mainGroup", "hovedgruppen"],
  ["subcategory", "undergruppen"],
  ["group", "varegruppen"],
  ["color", "fargen"],
  ["size", "størrelsen"],
  ["price", "prisen"],
];

export function checkArticleLine({ line, cells }: FileLine<ArticleCells>): Checked<ArticleLine> {
  const refuse = (reason: string) => ({ line, ok: false as const, reason: `Linje ${line}: ${reason}` });
  const empty = REQUIRED.filter(([field]) => cells[field] === "").map(([, name]) => name);
  if (empty.length > 0) return refuse(`${empty.join(", ")} mangler`);
  const ean = eanProblem(cells.ean);
  if (ean) return refuse(ean);
  if (!/^[\p{L}\p{N}._-]{1,40}$/u.test(cells.articleNo)) {
    return refuse(`varenummeret ${quoted(cells.articleNo)} kan bare ha bokstaver, tall, punktum og bindestrek`);
  }
  for (const [field, max, name] of LIMITS) {
    if (cells[field].length > max) return refuse(`${name} er lengre enn ${max.toLocaleString("nb-NO")} tegn`);
  }
  const genderId = GENDER_WORDS[cells.gender.toLowerCase()];
  if (genderId === undefined) {
    return refuse(`ukjent kjønn ${quoted(cells.gender)} (Herre, Dame, Barn, Unisex eller Junior)`);
  }
  const price = priceOf(cells.price);
  if ("problem" in price) return refuse(price.problem);
  const value: ArticleLine = {
    ean: cells.ean,
    articleNo: cells.articleNo,
    name: cells.name,
    brand: cells.brand,
    genderId,
    mainGroup: cells.mainGroup,
    subcategory: cells.subcategory,
    group: cells.group,
    color: cells.color,
    colorGroup: cells.colorGroup,
    size: cells.size,
    priceOre: price.ore,
  };
  if (cells.originalPrice) {
    const before = priceOf(cells.originalPrice, "førprisen");
    if ("problem" in before) return refuse(before.problem);
    if (before.ore < price.ore) return refuse("førprisen (originalPrice) er lavere enn prisen");
    value.originalPriceOre = before.ore;
  }
  if (cells.pant) {
    const pant = priceOf(cells.pant, "panten");
    if ("problem" in pant) return refuse(pant.problem);
    value.pantOre = pant.ore;
  }
  if (cells.webPurchaseLimit) {
    if (!/^\d{1,3}$/.test(cells.webPurchaseLimit) || Number(cells.webPurchaseLimit) < 1) {
      return refuse(`kjøpsgrensen på nett ${quoted(cells.webPurchaseLimit)} må være et helt tall fra 1 til 999`);
    }
    value.webPurchaseLimit = Number(cells.webPurchaseLimit);
  }
  for (const [field, name] of [
    ["onlyCC", "onlyCC (bare klikk og hent)"],
    ["visible", "visible (synlig på nett)"],
  ] as const) {
    if (!cells[field]) continue;
    const flag = flagOf(cells[field]);
    if (flag === null) return refuse(`${name} må være ja eller nei, ikke ${quoted(cells[field])}`);
    value[field] = flag;
  }
  if (cells.season) value.season = cells.season;
  if (cells.description) value.description = cells.description;
  if (cells.techDescription) value.techDescription = cells.techDescription;
  return { line, ok: true, value };
}
