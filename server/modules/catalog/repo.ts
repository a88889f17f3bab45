// Ordinary reads of the catalogue (categories, groups, reference lists, campaigns), with
// drizzle's query builder. The hot article and list statements are in article-repo.ts and list-repo.ts.
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, max, min, sql } from "drizzle-orm";
import { roundToKroner } from "../../../domain/money.ts";
import type { Executor } from "../../db/client.ts";
import { preparedRows } from "../../db/prepared.ts";
import {
  articleGroups2,
  articleGroups3,
  articleImages,
  articles,
  bestsellers,
  campaignLines,
  campaigns,
  colorGroups,
  genders,
  mainGroups,
  productLines,
  stock,
  variants,
} from "../../db/schema.ts";
import { categoryDisplayName } from "./display-names.ts";
import type { Category, Group, Subcategory } from "./types.ts";

const visible = eq(articles.visibleWeb, 1);

export async function loadCategories(ex: Executor): Promise<Category[]> {
  const [mains, subs, lines] = await Promise.all([
    ex
      .select({
        ...getTableColumns(mainGroups),
        count: count(articles.id),
        min: min(articles.suggestedPriceOre),
        max: max(articles.suggestedPriceOre),
      })
      .from(mainGroups)
      .leftJoin(articles, and(eq(articles.mainGroupId, mainGroups.id), visible))
      .groupBy(mainGroups.id)
      .orderBy(asc(mainGroups.sort), asc(mainGroups.id)),
    loadSubcategories(ex),
    ex
      .selectDistinct({ mainGroupId: articles.mainGroupId, id: productLines.id, name: productLines.name })
      .from(articles)
      .innerJoin(productLines, eq(productLines.id, articles.productLineId))
      .where(visible)
      .orderBy(asc(productLines.name)),
  ]);
  return mains.map((m) => ({
    id: m.id,
    name: categoryDisplayName(m.name),
    slug: m.slug,
    articlesCount: Number(m.count),
    banner: m.banner,
    bannerLink: m.bannerLink,
    showInMenu: m.showInMenu,
    minPrice: roundToKroner(m.min ?? 0),
    maxPrice: roundToKroner(m.max ?? 0),
    subcategories: subs.filter((s) => s.MainGroupID === m.id),
    availableProductlines: lines.filter((l) => l.mainGroupId === m.id).map((l) => ({ id: l.id, name: l.name })),
  }));
}

export async function loadSubcategories(ex: Executor): Promise<Subcategory[]> {
  const found = await ex
    .select({
      ...getTableColumns(articleGroups2),
      count: count(articles.id),
      min: min(articles.suggestedPriceOre),
      max: max(articles.suggestedPriceOre),
    })
    .from(articleGroups2)
    .leftJoin(articles, and(eq(articles.articleGroup2Id, articleGroups2.id), visible))
    .groupBy(articleGroups2.id)
    .orderBy(asc(articleGroups2.sort), asc(articleGroups2.name), asc(articleGroups2.id));
  return found.map((s) => ({
    ArticleGroup2ID: s.id,
    MainGroupID: s.mainGroupId,
    Name: s.name,
    slug: s.slug,
    minPrice: roundToKroner(s.min ?? 0),
    maxPrice: roundToKroner(s.max ?? 0),
    articlesCount: Number(s.count),
    custom: s.custom,
  }));
}

export async function loadGroups(ex: Executor, subcategoryId: number): Promise<Group[] | null> {
  if (!(await existsById(ex, "subcategory", subcategoryId))) return null;
  const found = await ex
    .select()
    .from(articleGroups3)
    .where(eq(articleGroups3.articleGroup2Id, subcategoryId))
    .orderBy(asc(articleGroups3.sort), asc(articleGroups3.name), asc(articleGroups3.id));
  return found.map((g) => ({
    name: g.name,
    slug: g.slug,
    articleGroup2ID: g.articleGroup2Id,
    articleGroup3ID: g.id,
  }));
}

export async function existsById(ex: Executor, kind: "category" | "subcategory", id: number): Promise<boolean> {
  const table = kind === "category" ? mainGroups : articleGroups2;
  const found = await ex.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return found.length > 0;
}

export async function articleVisibility(ex: Executor, id: number) {
  // Every uncached product page asks: prepared once (decision 054).
  const [found] = await preparedRows<{ visible_web: number; slug: string }>(
    ex,
    "article_visibility",
    sql`select visible_web, slug from articles where id = ${id}::int`,
  );
  if (!found) return { exists: false, visible: false, slug: null };
  return { exists: true, visible: found.visible_web === 1, slug: found.slug };
}

/** Names of articles, visible or not (a customer's reviews list the article they reviewed). */
/** An article as a list of other things names it: its name, its address and its picture. */
export interface ArticleName {
  id: number;
  name: string;
  slug: string;
  /** Shown in the web shop (its product page exists for shoppers). */
  visible: boolean;
  /** The drawing the shop shows when the article has no uploaded picture. */
  image: string;
  /** The first uploaded picture, if any (decision 047). */
  photo: { key: string; width: number; height: number } | null;
}

export async function articleNames(ex: Executor, ids: number[]): Promise<ArticleName[]> {
  const [found, photos] = await Promise.all([
    ex
      .select({
        id: articles.id,
        name: articles.name,
        slug: articles.slug,
        visibleWeb: articles.visibleWeb,
        image: articles.image,
      })
      .from(articles)
      .where(inArray(articles.id, ids)),
    ex
      .select({
        articleId: articleImages.articleId,
        key: articleImages.imageKey,
        width: articleImages.width,
        height: articleImages.height,
      })
      .from(articleImages)
      .where(inArray(articleImages.articleId, ids))
      .orderBy(asc(articleImages.articleId), asc(articleImages.position), asc(articleImages.id)),
  ]);
  const first = new Map<number, { key: string; width: number; height: number }>();
  for (const { articleId, ...photo } of photos) if (!first.has(articleId)) first.set(articleId, photo);
  return found.map(({ visibleWeb, ...a }) => ({ ...a, visible: visibleWeb === 1, photo: first.get(a.id) ?? null }));
}

export const sitemapArticles = (ex: Executor, limit: number) =>
  ex.select({ id: articles.id, slug: articles.slug }).from(articles).where(visible).orderBy(articles.id).limit(limit);

/** Ids of visible articles with a variant in stock in the shop, newest first. */
export const articleIdsInStockAt = async (ex: Executor, shopId: number, limit: number): Promise<number[]> =>
  (
    await ex
      .selectDistinct({ id: articles.id })
      .from(stock)
      .innerJoin(variants, eq(variants.id, stock.variantId))
      .innerJoin(articles, eq(articles.id, variants.articleId))
      .where(and(eq(stock.shopId, shopId), gt(stock.qty, 0), visible))
      .orderBy(desc(articles.id))
      .limit(limit)
  ).map((r) => r.id);

export const productLineList = (ex: Executor) =>
  ex
    .select({ id: productLines.id, name: productLines.name })
    .from(productLines)
    .orderBy(productLines.name, productLines.id);

export const genderList = (ex: Executor) => ex.select().from(genders).orderBy(genders.id);

export const colorGroupList = (ex: Executor) => ex.select().from(colorGroups).orderBy(colorGroups.id);

export const bestsellerRanks = (ex: Executor, limit: number) =>
  ex
    .select({
      article_id: bestsellers.articleId,
      qty_rank: bestsellers.qtyRank,
      turnover_rank: bestsellers.turnoverRank,
    })
    .from(bestsellers)
    .innerJoin(articles, eq(articles.id, bestsellers.articleId))
    .where(visible)
    .orderBy(bestsellers.qtyRank, bestsellers.articleId)
    .limit(limit);

/** Every campaign's period (a few dozen rows): the clock decides which run (domain/selling-price.ts). */
export const campaignPeriods = (ex: Executor) =>
  ex
    .select({ id: campaigns.id, startsAt: campaigns.startsAt, endsAt: campaigns.endsAt, combined: campaigns.combined })
    .from(campaigns);

/** Campaigns with how many visible articles each holds, newest first. */
export const campaignList = (ex: Executor) =>
  ex
    .select({ ...getTableColumns(campaigns), count: count(articles.id) })
    .from(campaigns)
    .leftJoin(campaignLines, eq(campaignLines.campaignId, campaigns.id))
    .leftJoin(articles, and(eq(articles.id, campaignLines.articleId), visible))
    .groupBy(campaigns.id)
    .orderBy(desc(campaigns.startsAt), campaigns.id);
