// Articles with everything the list and detail shapes need, built from four set-based statements.
// Hand-written SQL (decision 018): this runs for every list page, article detail and search answer
// that misses the cache, and the JSON aggregation of stock per variant is one round trip.
import { sql } from "drizzle-orm";
import { roundToKroner } from "../../../domain/money.ts";
import { isRunning } from "../../../domain/selling-price.ts";
import { asIso, type Executor } from "../../db/client.ts";
import { preparedRows } from "../../db/prepared.ts";
import { type ArticleRow, type LoadedArticle, toArticle, toVariant, type VariantRow } from "./article-shape.ts";
import type { CampaignLine, Photo, Variant } from "./types.ts";

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
