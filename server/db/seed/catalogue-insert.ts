// Writes the taxonomy and the generated articles, variants and stock in bulk.

import type { Executor } from "../client.ts";
import { insertColumns, insertRows, joinList } from "./bulk.ts";
import { type GeneratedArticle, generateArticle } from "./catalogue.ts";
import { GROUPS2, GROUPS3, MAIN_GROUPS } from "./categories.ts";
import { COLOR_GROUPS, COLORS, groupColorId } from "./colors.ts";
import { columns } from "./columns.ts";
import { demoEan } from "./ean.ts";
import { PRODUCT_LINES } from "./product-lines.ts";
import { SIZES } from "./sizes.ts";
import { stockForVariant } from "./stock.ts";

export async function insertTaxonomy(ex: Executor): Promise<void> {
  await insertRows(
    ex,
    "color_groups",
    columns({ id: "int4", name: "text", label: "text", hex: "text", color_id: "int4" }),
    COLOR_GROUPS.map((g) => ({ ...g, color_id: groupColorId(g.id) })),
  );
  await insertRows(
    ex,
    "colors",
    columns({ id: "int4", name: "text", hex: "text", color_code: "text", color_group_id: "int4" }),
    COLORS.map((c) => ({ id: c.id, name: c.name, hex: c.hex, color_code: c.colorCode, color_group_id: c.groupId })),
  );
  await insertRows(ex, "sizes", columns({ id: "int4", name: "text", sort: "int4" }), SIZES);
  await insertRows(
    ex,
    "product_lines",
    columns({ id: "int4", name: "text" }),
    PRODUCT_LINES.map((l) => ({ id: l.id, name: l.name })),
  );
  await insertRows(
    ex,
    "main_groups",
    columns({
      id: "int4",
      name: "text",
      slug: "text",
      banner: "text",
      banner_link: "text",
      sort: "int4",
      show_in_menu: "bool",
    }),
    MAIN_GROUPS.map((m) => ({
      id: m.id,
      name: m.name,
      slug: m.slug,
      banner: `/img/p/${m.bannerHex}/${m.bannerShape}.svg`,
      banner_link: m.bannerLink,
      sort: m.id * 10,
      show_in_menu: true,
    })),
  );
  await insertRows(
    ex,
    "article_groups2",
    columns({ id: "int4", main_group_id: "int4", name: "text", slug: "text", custom: "bool", sort: "int4" }),
    GROUPS2.map((g) => ({
      id: g.id,
      main_group_id: g.mainGroupId,
      name: g.name,
      slug: g.slug,
      custom: false,
      sort: g.sort,
    })),
  );
  await insertRows(
    ex,
    "article_groups3",
    columns({ id: "int4", article_group2_id: "int4", name: "text", slug: "text" }),
    GROUPS3.map((g) => ({ id: g.id, article_group2_id: g.group2Id, name: g.name, slug: g.slug })),
  );
}

const ARTICLE_COLUMNS = columns({
  id: "int4",
  article_no: "text",
  name: "text",
  slug: "text",
  description: "text",
  tech_description: "text",
  nutrient_content: "text",
  wash_label: "text[]",
  care_label: "text[]",
  product_line_id: "int4",
  gender_id: "int4",
  main_group_id: "int4",
  article_group2_id: "int4",
  article_group3_id: "int4",
  suggested_price_ore: "int4",
  pant_ore: "int4",
  purchasable_web: "int2",
  featured: "int2",
  visible_web: "int2",
  web_purchase_limit: "int4",
  only_cc: "bool",
  season: "text",
  custom_label: "text",
  image: "text",
  created_at: "timestamptz",
  updated_at: "timestamptz",
  search_text: "text",
});

const VARIANT_COLUMNS = columns({
  id: "int4",
  article_id: "int4",
  ean: "text",
  size_id: "int4",
  color_id: "int4",
  purchasable_web: "int2",
  image: "text",
});

const STOCK_COLUMNS = columns({ variant_id: "int4", shop_id: "int4", qty: "int4" });

/** What later steps (campaigns, reviews, blog, settings) need to know about each article. */
export interface ArticleSummary {
  id: number;
  priceOre: number;
  visible: boolean;
  purchasable: boolean;
  group3Slug: string;
  group2Slug: string;
  mainGroupId: number;
  genderId: number;
  season: "winter" | "summer" | "all";
  customLabel: string | null;
  hasSizes: boolean;
  /** 'M / Svart' for the first variant, for review texts. */
  sizeColor: string;
}

/** What the later seed steps (campaigns, reviews) need to know of an article. */
export function summarise(a: GeneratedArticle, sizeColor: string): ArticleSummary {
  return {
    id: a.id,
    priceOre: a.priceOre,
    visible: a.visibleWeb === 1,
    purchasable: a.purchasableWeb === 1,
    group3Slug: a.group3.slug,
    group2Slug: a.group3.group2Slug,
    mainGroupId: a.mainGroupId,
    genderId: a.genderId,
    season: a.group3.season,
    customLabel: a.customLabel,
    hasSizes: a.group3.sizes !== "onesize",
    sizeColor,
  };
}

export interface CatalogueStats {
  articles: number;
  variants: number;
  stock: number;
}

/** Writes `count` articles in chunks; `summaries` receives one entry per article, in id order. */
export async function insertCatalogue(
  ex: Executor,
  seed: number,
  count: number,
  options: {
    chunkSize?: number;
    summaries: ArticleSummary[];
    onProgress?: (done: number, total: number) => void;
    sizeName: (id: number) => string;
    colorName: (id: number) => string;
  },
): Promise<CatalogueStats> {
  const chunkSize = options.chunkSize ?? 5000;
  const stats: CatalogueStats = { articles: 0, variants: 0, stock: 0 };
  let variantId = 0;
  for (let start = 0; start < count; start += chunkSize) {
    const end = Math.min(start + chunkSize, count);
    const articleData: unknown[][] = ARTICLE_COLUMNS.map(() => []);
    const variantData: unknown[][] = VARIANT_COLUMNS.map(() => []);
    const stockData: unknown[][] = STOCK_COLUMNS.map(() => []);
    for (let i = start; i < end; i++) {
      const a: GeneratedArticle = generateArticle(seed, i);
      const row = [
        a.id,
        a.articleNo,
        a.name,
        a.slug,
        a.description,
        a.techDescription,
        a.nutrientContent,
        joinList(a.washLabel),
        joinList(a.careLabel),
        a.productLineId,
        a.genderId,
        a.mainGroupId,
        a.group2Id,
        a.group3Id,
        a.priceOre,
        a.pantOre,
        a.purchasableWeb,
        a.featured,
        a.visibleWeb,
        a.webPurchaseLimit,
        a.onlyCC,
        a.season,
        a.customLabel,
        a.image,
        a.createdAt.toISOString(),
        a.createdAt.toISOString(),
        a.searchText,
      ];
      for (let c = 0; c < row.length; c++) articleData[c].push(row[c]);
      for (const v of a.variants) {
        variantId++;
        const vrow = [variantId, a.id, demoEan(variantId), v.sizeId, v.colorId, v.purchasableWeb, v.image];
        for (let c = 0; c < vrow.length; c++) variantData[c].push(vrow[c]);
        for (const s of stockForVariant(seed, variantId)) {
          stockData[0].push(variantId);
          stockData[1].push(s.shopId);
          stockData[2].push(s.qty);
        }
      }
      const first = a.variants[0];
      options.summaries.push(
        summarise(a, first ? `${options.sizeName(first.sizeId)} / ${options.colorName(first.colorId)}` : ""),
      );
    }
    stats.articles += await insertColumns(ex, "articles", ARTICLE_COLUMNS, articleData);
    stats.variants += await insertColumns(ex, "variants", VARIANT_COLUMNS, variantData);
    stats.stock += await insertColumns(ex, "stock", STOCK_COLUMNS, stockData, { batchSize: 10000 });
    options.onProgress?.(end, count);
  }
  return stats;
}
