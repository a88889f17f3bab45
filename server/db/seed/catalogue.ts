// Article generator. Article number i depends only on (seed, i), so the first 2,000 articles of a
// 100,000-article catalogue are the same as a 2,000-article catalogue.

import { GROUPS3, type Group3Row } from "./categories.ts";
import { COLORS, type ColorDef } from "./colors.ts";
import { COPY, CUSTOM_LABELS, SEASONS } from "./product-copy.ts";
import { linesFor, PRODUCT_LINES, type ProductLineDef } from "./product-lines.ts";
import { Random } from "./random.ts";
import { GENDER, GENDERS } from "./reference.ts";
import { sizeCandidates, sizeId } from "./sizes.ts";
import { slugify } from "./slug.ts";

export const ARTICLE_NO_START = 100001;

export interface GeneratedVariant {
  sizeId: number;
  colorId: number;
  purchasableWeb: number;
  image: string;
}

export interface GeneratedArticle {
  id: number;
  articleNo: string;
  name: string;
  slug: string;
  description: string;
  techDescription: string;
  nutrientContent: string | null;
  washLabel: string[];
  careLabel: string[];
  productLineId: number;
  genderId: number;
  mainGroupId: number;
  group2Id: number;
  group3Id: number;
  group3: Group3Row;
  priceOre: number;
  pantOre: number;
  purchasableWeb: number;
  featured: number;
  visibleWeb: number;
  webPurchaseLimit: number;
  onlyCC: boolean;
  season: string | null;
  customLabel: string | null;
  image: string;
  createdAt: Date;
  searchText: string;
  variants: GeneratedVariant[];
}

const GENDER_NAME = new Map<number, string>(GENDERS.map((g) => [g.id, g.name]));
const LINE_BY_ID = new Map(PRODUCT_LINES.map((l) => [l.id, l]));
const GROUP3_WEIGHTS = GROUPS3.map((g) => [g, g.weight] as const);
const CREATED_FROM = Date.UTC(2023, 0, 2, 7, 0, 0);
const DAY = 86_400_000;

export const imagePath = (hex: string, shape: string) => `/img/p/${hex.replace("#", "").toLowerCase()}/${shape}.svg`;

function isChild(genderId: number) {
  return genderId === GENDER.barn || genderId === GENDER.junior;
}

/** Gender word in the article name; unisex equipment has none ('Juv Tunneltelt 3'). */
function genderWord(genderId: number, group: Group3Row): string {
  if (genderId !== GENDER.unisex) return GENDER_NAME.get(genderId) ?? "";
  return group.sizes === "apparel" || group.sizes === "shoes" || group.sizes === "helmet" ? "Unisex" : "";
}

/** Shelf prices: mostly x99 or x49 kroner; some odd øre so rounding to whole kroner is exercised. */
function price(rng: Random, [min, max]: readonly [number, number], child: boolean): number {
  // Children's sizes cost less (except where the range is already small).
  const factor = child && min >= 300 ? 0.6 : 1;
  const kroner = Math.round(rng.int(min, max) * factor);
  let ore: number;
  if (max < 100) {
    ore = kroner * 100 + 90; // 29,90
  } else {
    const step = kroner < 1000 ? 50 : 100;
    ore = (Math.max(step, Math.round(kroner / step) * step) - 1) * 100; // 499,00 / 1 299,00
  }
  const roll = rng.float();
  if (roll < 0.07)
    ore += 50; // 499,50 → 500
  else if (roll < 0.1)
    ore += 25; // 499,25 → 499
  else if (roll < 0.11) ore -= 51; // 498,49 → 498
  return ore;
}

function pickColors(rng: Random, count: number): ColorDef[] {
  const pool = COLORS.map((c) => [c, c.weight] as [ColorDef, number]);
  const chosen: ColorDef[] = [];
  while (chosen.length < count && pool.length > 0) {
    const color = rng.weighted(pool);
    chosen.push(color);
    pool.splice(
      pool.findIndex(([c]) => c === color),
      1,
    );
  }
  return chosen;
}

function fill(template: string, name: string, type: string): string {
  const text = template.replaceAll("{name}", name).replaceAll("{type}", type.toLowerCase());
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function techLines(rng: Random, group: Group3Row, model: string): string[] {
  const copy = COPY[group.kind];
  const lines = [...copy.tech, ...rng.sample(copy.techExtra, rng.int(0, Math.min(2, copy.techExtra.length)))];
  if (group.kind === "pack" && model.endsWith(" L")) lines.unshift(`Volum ${model.replace(" L", " liter")}`);
  if (group.kind === "tent") lines.unshift(`Plass til ${model} personer`);
  if (group.type === "Elsykkel") lines.push("Motor 85 Nm og batteri 625 Wh");
  if (group.kind === "goggles" && model === "OTG") lines.push("Passer over briller (OTG)");
  if (group.kind === "sleeping" && /^[+-]\d+$/.test(model)) {
    const i = lines.findIndex((l) => l.startsWith("Komforttemperatur"));
    if (i >= 0) lines[i] = `Komforttemperatur ${model} °C`;
  }
  lines.push(rng.pick(copy.materials));
  return lines;
}

export function generateArticle(seed: number, index: number): GeneratedArticle {
  const rng = Random.derive(seed, index);
  // Every group appears once among the first articles, so even a tiny demo has all of them.
  const group = index < GROUPS3.length ? GROUPS3[index] : rng.weighted(GROUP3_WEIGHTS);
  const genderId = rng.weighted(group.genders);
  const child = isChild(genderId);
  let lines: readonly ProductLineDef[] = linesFor(group.group2Slug).filter((l) => !l.kidsOnly || child);
  if (lines.length === 0) lines = linesFor("");
  const line = rng.pick(lines);
  const model = rng.pick(group.models);
  const name = [line.name, group.type, model, genderWord(genderId, group)].filter(Boolean).join(" ");

  const copy = COPY[group.kind];
  const description = [
    fill(rng.pick(copy.intro), name, group.type),
    ...rng.sample(copy.features, Math.min(2, copy.features.length)),
    LINE_BY_ID.get(line.id)?.tagline ?? "",
  ]
    .filter(Boolean)
    .join(" ");

  const colorCount = rng.weighted([
    [1, 55],
    [2, 33],
    [3, 12],
  ] as const);
  const colors = pickColors(rng, colorCount);
  const candidates = sizeCandidates(group.sizes, genderId);
  const sizeCount = rng.weighted([
    [2, 20],
    [3, 35],
    [4, 25],
    [5, 12],
    [6, 8],
  ] as const);
  const sizes = candidates.length === 1 ? candidates : rng.run(candidates, sizeCount);

  const variants: GeneratedVariant[] = [];
  for (const color of colors) {
    for (const size of sizes) {
      variants.push({
        sizeId: sizeId(size),
        colorId: color.id,
        purchasableWeb: rng.chance(0.96) ? 1 : 0,
        image: imagePath(color.hex, group.shape),
      });
    }
  }

  const customLabel = rng.weighted(CUSTOM_LABELS);
  const inShopOnly = customLabel === "Kun i butikk";
  const guaranteed = index < GROUPS3.length;
  const limit = rng.weighted([
    [10, 50],
    [5, 20],
    [3, 15],
    [2, 10],
    [1, 5],
  ] as const);
  const food = group.kind === "drink" || group.kind === "bar";

  return {
    id: index + 1,
    articleNo: String(ARTICLE_NO_START + index),
    name,
    slug: slugify(name),
    description,
    techDescription: techLines(rng, group, model).join("\n"),
    nutrientContent: copy.nutrients ? rng.pick(copy.nutrients) : null,
    washLabel: [...rng.pick(copy.wash)],
    careLabel: [...rng.pick(copy.care)],
    productLineId: line.id,
    genderId,
    mainGroupId: group.mainGroupId,
    group2Id: group.group2Id,
    group3Id: group.id,
    group3: group,
    priceOre: price(rng, group.price, child),
    pantOre: group.pantOre ?? 0,
    purchasableWeb: inShopOnly || rng.chance(0.04) ? 0 : 1,
    featured: rng.chance(0.06) ? 1 : 0,
    visibleWeb: !guaranteed && rng.chance(0.03) ? 0 : 1,
    webPurchaseLimit: Math.min(limit, group.maxLimit ?? 10),
    onlyCC: !inShopOnly && rng.chance(group.onlyCcShare ?? 0.04),
    season: food ? null : rng.pick(SEASONS[group.season]),
    customLabel,
    image: imagePath(colors[0].hex, group.shape),
    createdAt: new Date(CREATED_FROM + rng.int(0, 1000) * DAY + rng.int(0, 12 * 60) * 60_000),
    searchText: [line.name, group.group2Name, group.name, ...colors.map((c) => c.name), GENDER_NAME.get(genderId)]
      .filter(Boolean)
      .join(" "),
    variants,
  };
}
