// Articles with everything the list and detail shapes need, built from four set-based statements.
// Hand-written SQL (decision 018): this runs for every list page, article detail and search answer
// that misses the cache, and the JSON aggregation of stock per variant is one round trip.
import { sql } from "drizzle-orm";
import { oreToKroner, roundToKroner } from "../../../domain/money.ts";
import { isRunning } from "../../../domain/selling-price.ts";
import { asIso, type Executor } from "../../db/client.ts";
import { preparedRows } from "../../db/prepared.ts";
import { UNKNOWN_BESTSELLER_RANK } from "./display-names.ts";
import type { Article, ArticleDetail, CampaignLine, ColorRef, Photo, Review, SizeRef, Variant } from "./types.ts";

interface ArticleRow {
  id: number;
  article_no: string;
  name: string;
  slug: string;
  description: string;
  suggested_price_ore: number;
  pant_ore: number;
  purchasable_web: number;
  featured: number;
  visible_web: number;
  web_purchase_limit: number;
  only_cc: boolean;
  season: string | null;
  custom_label: string | null;
  image: string;
  main_group_id: number;
  article_group2_id: number;
  article_group3_id: number;
  gender_id: number;
  product_line_id: number;
  brand: string;
  gender: string;
  group2: string;
  group3: string;
  qty_rank: number | null;
  turnover_rank: number | null;
  created_at: Date | string;
  tech_description: string;
  nutrient_content: string | null;
  wash_label: string[];
  care_label: string[];
}

interface VariantRow {
  id: number;
  article_id: number;
  ean: string;
  purchasable_web: number;
  image: string | null;
  size_id: number;
  size_name: string;
  color_id: number;
  color_name: string;
  hex: string;
  color_code: string;
  color_group_id: number;
  shops: { id: number; qty: number }[] | string;
}

interface CampaignLineRow {
  id: number;
  campaign_id: number;
  article_id: number;
  price_ore: number;
  label_type: string;
  label_data: string;
  show_label: boolean;
  starts_at: Date | string;
  ends_at: Date | string;
}

const asJson = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);

function parseLabelData(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The average approved rating of each article that has one, and the count (the reviews module answers). */
export type RatingsOf = (
  articleIds: number[],
) => Promise<{ reviewable_id: number; average: number | string; count: number }[]>;

async function loadArticleParts(ex: Executor, ids: number[], ratingsOf: RatingsOf, buffers: Map<number, number>) {
  const idList = sql`${sql.param(ids)}::int[]`;
  // Each shop's safety buffer (decision 030): the web shows and sells only the units above it. The
  // (0, 0) row keeps the list non-empty; there is no shop 0.
  const bufferList = sql.join(
    [[0, 0], ...buffers].map(([shopId, n]) => sql`(${shopId}::int, ${n}::int)`),
    sql`, `,
  );
  const [articles, variants, campaigns, ratings, photos] = await Promise.all([
    preparedRows<ArticleRow>(
      ex,
      "article_rows",
      sql`select a.id, a.article_no, a.name, a.slug, a.description, a.suggested_price_ore, a.pant_ore,
                 a.purchasable_web, a.featured, a.visible_web, a.web_purchase_limit, a.only_cc, a.season,
                 a.custom_label, a.image, a.main_group_id, a.article_group2_id, a.article_group3_id,
                 a.gender_id, a.product_line_id, a.created_at, a.tech_description, a.nutrient_content,
                 a.wash_label, a.care_label,
                 pl.name as brand, g.name as gender, ag2.name as group2, ag3.name as group3,
                 b.qty_rank, b.turnover_rank
            from articles a
            join product_lines pl on pl.id = a.product_line_id
            join genders g on g.id = a.gender_id
            join article_groups2 ag2 on ag2.id = a.article_group2_id
            join article_groups3 ag3 on ag3.id = a.article_group3_id
            left join bestsellers b on b.article_id = a.id
           where a.id = any(${idList})`,
    ),
    preparedRows<VariantRow>(
      ex,
      "article_variants",
      sql`select v.id, v.article_id, v.ean, v.purchasable_web, v.image,
                 s.id as size_id, s.name as size_name, c.id as color_id, c.name as color_name, c.hex,
                 c.color_code, c.color_group_id,
                 coalesce((select json_agg(json_build_object('id', st.shop_id, 'qty', st.qty - coalesce(b.n, 0))
                                           order by st.shop_id)
                             from stock st left join (values ${bufferList}) b(shop_id, n) on b.shop_id = st.shop_id
                            where st.variant_id = v.id and st.qty > greatest(coalesce(b.n, 0), 0)), '[]'::json) as shops
            from variants v
            join sizes s on s.id = v.size_id
            join colors c on c.id = v.color_id
           where v.article_id = any(${idList})
           order by v.article_id, s.sort, s.id, c.id`,
    ),
    // Every line with its campaign's period: whether it runs is decided by the clock (domain/selling-price.ts).
    preparedRows<CampaignLineRow>(
      ex,
      "article_campaigns",
      sql`select cl.id, cl.campaign_id, cl.article_id, cl.price_ore, cl.label_type, cl.label_data,
                 c.show_label, c.starts_at, c.ends_at
            from campaign_lines cl join campaigns c on c.id = cl.campaign_id
           where cl.article_id = any(${idList})
           order by cl.price_ore, cl.id`,
    ),
    // Asked of the reviews module, still in parallel with the article's own statements.
    ratingsOf(ids),
    preparedRows<Photo & { article_id: number }>(
      ex,
      "article_images",
      sql`select article_id, image_key as key, width, height, alt, color_id as "colorId"
            from article_images where article_id = any(${idList})
           order by article_id, position, id`,
    ),
  ]);
  return { articles, variants, campaigns, ratings, photos };
}

function toVariant(row: VariantRow): Variant {
  const shops = asJson(row.shops);
  return {
    id: row.id,
    ean: row.ean,
    canPurchase: row.purchasable_web === 1,
    availability: shops.length,
    shops,
    size: { id: row.size_id, name: row.size_name },
    color: { id: row.color_id, name: row.color_name, hex: row.hex, colorCode: row.color_code, image: row.image },
  };
}

function toArticle(
  row: ArticleRow,
  variants: { row: VariantRow; variant: Variant }[],
  campaigns: CampaignLine[],
  rating: { average: number; count: number } | null,
  photos: Photo[],
): Article {
  const colors = new Map<number, ColorRef>();
  const colorGroups = new Set<number>();
  const sizes = new Map<number, SizeRef>();
  const shops = new Set<number>();
  const available = new Set<number>();
  for (const { row: v, variant } of variants) {
    colors.set(v.color_id, { id: v.color_id, name: v.color_name, hex: v.hex, colorCode: v.color_code });
    colorGroups.add(v.color_group_id);
    sizes.set(v.size_id, variant.size);
    for (const s of variant.shops) {
      shops.add(s.id);
      if (variant.canPurchase) available.add(s.id);
    }
  }
  return {
    id: row.id,
    articleId: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    brand: row.brand,
    brands: [row.product_line_id],
    gender: row.gender,
    genders: [row.gender_id],
    price: roundToKroner(row.suggested_price_ore),
    pant: roundToKroner(row.pant_ore),
    originalPrice: oreToKroner(row.suggested_price_ore),
    colors: [...colors.values()],
    colorGroups: [...colorGroups],
    sizes: [...sizes.values()],
    size_colors: variants.map(({ variant }) => ({
      variantId: variant.id,
      ean: variant.ean,
      sizeId: variant.size.id,
      colorId: variant.color.id,
      available: variant.canPurchase && variant.availability > 0,
    })),
    image: row.image,
    photos,
    customLabel: row.custom_label,
    articleGroup2ID: row.article_group2_id,
    articleGroup3ID: row.article_group3_id,
    group2: row.group2,
    group3: row.group3,
    category: row.main_group_id,
    categories: [row.main_group_id],
    subcategories: [row.article_group2_id],
    canPurchase: row.purchasable_web === 1,
    featured: row.featured === 1,
    shops: [...shops].sort((a, b) => a - b),
    available: [...available].sort((a, b) => a - b),
    availability: available.size,
    campaigns,
    // Lines come ordered by price, so the first is the lowest-priced campaign.
    campaignLabelType: campaigns[0]?.labelType ?? null,
    averageRating: rating?.average ?? null,
    reviewCount: rating?.count ?? 0,
    webPurchaseLimit: row.web_purchase_limit,
    onlyCC: row.only_cc,
    season: row.season,
    bestsellerQty: row.qty_rank ?? UNKNOWN_BESTSELLER_RANK,
    bestsellerTurnover: row.turnover_rank ?? UNKNOWN_BESTSELLER_RANK,
    ean: variants[0]?.variant.ean ?? null,
    visible: row.visible_web === 1,
  };
}

export interface LoadedArticle {
  article: Article;
  row: ArticleRow;
  variants: Variant[];
}

/** Loads articles (visible or not: callers decide) keyed by id, with the campaign lines running at `now`. */
export async function loadArticles(
  ex: Executor,
  ids: number[],
  now: Date,
  ratingsOf: RatingsOf,
  /** Units per shop the web never sells (decision 030); shops without one have none. */
  buffers: Map<number, number> = new Map(),
): Promise<Map<number, LoadedArticle>> {
  const result = new Map<number, LoadedArticle>();
  if (ids.length === 0) return result;
  const parts = await loadArticleParts(ex, ids, ratingsOf, buffers);
  const variantsByArticle = new Map<number, { row: VariantRow; variant: Variant }[]>();
  for (const row of parts.variants) {
    const list = variantsByArticle.get(row.article_id) ?? [];
    list.push({ row, variant: toVariant(row) });
    variantsByArticle.set(row.article_id, list);
  }
  const campaignsByArticle = new Map<number, CampaignLine[]>();
  for (const c of parts.campaigns) {
    if (!isRunning({ startsAt: c.starts_at, endsAt: c.ends_at }, now)) continue;
    const list = campaignsByArticle.get(c.article_id) ?? [];
    list.push({
      id: c.id,
      campaignId: c.campaign_id,
      articleId: c.article_id,
      price: roundToKroner(c.price_ore),
      labelType: c.label_type,
      // A campaign set not to show its label keeps its price but gives the cards no label text.
      labelData: c.show_label ? parseLabelData(c.label_data) : {},
      start: asIso(c.starts_at),
      end: asIso(c.ends_at),
    });
    campaignsByArticle.set(c.article_id, list);
  }
  const photosByArticle = new Map<number, Photo[]>();
  for (const { article_id, ...photo } of parts.photos) {
    photosByArticle.set(article_id, [...(photosByArticle.get(article_id) ?? []), photo]);
  }
  const ratings = new Map(
    parts.ratings.map((r) => [r.reviewable_id, { average: Math.round(Number(r.average) * 10) / 10, count: r.count }]),
  );
  for (const row of parts.articles) {
    const variants = variantsByArticle.get(row.id) ?? [];
    result.set(row.id, {
      row,
      variants: variants.map((v) => v.variant),
      article: toArticle(
        row,
        variants,
        campaignsByArticle.get(row.id) ?? [],
        ratings.get(row.id) ?? null,
        photosByArticle.get(row.id) ?? [],
      ),
    });
  }
  return result;
}

export function toDetail(loaded: LoadedArticle, reviews: Review[]): ArticleDetail {
  const { row } = loaded;
  return {
    ...loaded.article,
    articleNo: row.article_no,
    dateCreated: asIso(row.created_at),
    techDescription: row.tech_description,
    nutrientContent: row.nutrient_content,
    washLabel: row.wash_label,
    careLabel: row.care_label,
    variants: loaded.variants,
    reviews,
  };
}
