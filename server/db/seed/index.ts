// Entry points of the demo data generator. seedReference runs at every start; seedDemo fills an
// empty shop with the same data on every run (all randomness comes from DEMO_SEED).
import { sql } from "drizzle-orm";
import { type Database, rows } from "../client.ts";
import { insertBrands } from "./brands.ts";
import { resetSequences } from "./bulk.ts";
import { insertBestsellers, insertCampaigns } from "./campaigns.ts";
import { type ArticleSummary, type CatalogueStats, insertCatalogue, insertTaxonomy } from "./catalogue-insert.ts";
import { COLORS } from "./colors.ts";
import { insertBlog, insertPolls, insertSocialPosts } from "./content.ts";
import { hashDemoPasswords, insertCommerce, insertCustomers } from "./customers.ts";
import { seedReference } from "./reference.ts";
import { insertReviews } from "./reviews.ts";
import { insertSettings } from "./settings.ts";
import { insertShops, insertSpecialHours } from "./shops.ts";
import { SIZES } from "./sizes.ts";

export { seedReference };

export const DEMO_SEED = 20_260_101;

export interface SeedDemoOptions {
  articles: number;
  onProgress?: (done: number, total: number) => void;
  /** Defaults to DEMO_SEED; another seed gives another (equally deterministic) shop. */
  seed?: number;
}

export interface SeedDemoResult extends CatalogueStats {
  campaignLines: number;
  bestsellers: number;
  reviews: number;
}

/** Tables whose serial ids the generator sets explicitly. */
const SERIAL_TABLES = [
  "brands",
  "settings",
  "color_groups",
  "colors",
  "sizes",
  "product_lines",
  "main_groups",
  "article_groups2",
  "article_groups3",
  "articles",
  "variants",
  "shops",
  "campaigns",
  "campaign_lines",
  "customers",
  "reviews",
  "promo_codes",
  "shipping_methods",
  "blog_categories",
  "blog_posts",
  "polls",
  "poll_questions",
  "poll_options",
  "social_posts",
] as const;

/** True when the shop has no articles (the caller then runs seedDemo). */
export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  const [row] = await rows<{ found: boolean }>(database.db, sql`select exists (select 1 from articles) as found`);
  return !row?.found;
}

/**
 * Fills an empty database with the demo chain: brands, shops, taxonomy, `articles` articles with
 * variants and stock, campaigns, bestsellers, reviews, demo accounts, promo codes, shipping
 * methods, blog, polls, social posts and settings. One transaction: on failure nothing is left.
 */
export async function seedDemo(database: Database, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const count = options.articles;
  if (!Number.isInteger(count) || count < 0) throw new Error(`articles must be a whole number ≥ 0, got ${count}`);
  const seed = options.seed ?? DEMO_SEED;
  const [genders] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from genders`);
  if ((genders?.n ?? 0) === 0) await seedReference(database);

  const passwordHashes = await hashDemoPasswords();
  const sizeNames = new Map(SIZES.map((s) => [s.id, s.name]));
  const colorNames = new Map(COLORS.map((c) => [c.id, c.name]));
  const summaries: ArticleSummary[] = [];

  const result = await database.transaction(async (tx) => {
    await insertTaxonomy(tx);
    await insertBrands(tx);
    await insertShops(tx);
    await insertSpecialHours(tx);
    const stats = await insertCatalogue(tx, seed, count, {
      summaries,
      onProgress: options.onProgress,
      sizeName: (id) => sizeNames.get(id) ?? "",
      colorName: (id) => colorNames.get(id) ?? "",
    });
    const campaignLines = await insertCampaigns(tx, seed, summaries);
    const bestsellers = await insertBestsellers(tx, seed, summaries);
    await insertCustomers(tx, passwordHashes);
    const reviews = await insertReviews(tx, seed, summaries);
    await insertCommerce(tx);
    await insertBlog(tx, summaries);
    await insertPolls(tx);
    await insertSocialPosts(tx);
    await insertSettings(tx, summaries);
    await resetSequences(tx, SERIAL_TABLES);
    // Nodes that cached an earlier (empty) catalogue drop it.
    await tx.execute(sql`update cache_versions set version = version + 1 where name = 'catalog'`);
    return { ...stats, campaignLines, bestsellers, reviews };
  });
  // Fresh statistics, so the first queries after a large load get sensible plans.
  await database.db.execute(sql`analyze`);
  return result;
}
