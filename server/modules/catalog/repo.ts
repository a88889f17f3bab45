// SQL for the catalogue. Raw parameterised queries: these are the hot paths, and every value is bound.

import { roundToKroner } from "../../../domain/money.ts";
import type { Database } from "../../db/client.ts";
import { categoryDisplayName, UNKNOWN_BESTSELLER_RANK } from "./display-names.ts";
import type {
  Article,
  ArticleDetail,
  CampaignLine,
  Category,
  ColorRef,
  Group,
  Review,
  SizeRef,
  Subcategory,
  Variant,
} from "./types.ts";

export type ListScope =
  | { kind: "category"; id: number }
  | { kind: "subcategory"; id: number }
  | { kind: "productLine"; id: number }
  | { kind: "combinedCampaigns" }
  | { kind: "all" };

export type OrderBy = "name" | "price" | "bestseller" | "created";

export interface PageQuery {
  page: number;
  perPage: number;
  orderBy: OrderBy;
  order: "asc" | "desc";
}

const ORDER_COLUMNS: Record<OrderBy, string> = {
  name: "a.name",
  price: "a.suggested_price_ore",
  bestseller: `coalesce(b.qty_rank, ${UNKNOWN_BESTSELLER_RANK})`,
  created: "a.created_at",
};

function scopeCondition(scope: ListScope): { where: string; params: unknown[] } {
  switch (scope.kind) {
    case "category":
      return { where: "a.main_group_id = $1", params: [scope.id] };
    case "subcategory":
      return { where: "a.article_group2_id = $1", params: [scope.id] };
    case "productLine":
      return { where: "a.product_line_id = $1", params: [scope.id] };
    case "combinedCampaigns":
      return {
        where:
          "a.id in (select cl.article_id from campaign_lines cl join campaigns c on c.id = cl.campaign_id where c.combined and c.starts_at <= now() and c.ends_at >= now())",
        params: [],
      };
    case "all":
      return { where: "true", params: [] };
  }
}

/** One page of visible article ids in the asked order; ties break on id so pages never overlap. */
export async function pageArticleIds(database: Database, scope: ListScope, query: PageQuery): Promise<number[]> {
  const { where, params } = scopeCondition(scope);
  const direction = query.order === "desc" ? "desc" : "asc";
  // The column comes from a fixed map, never from user text.
  const orderSql = `${ORDER_COLUMNS[query.orderBy]} ${direction}, a.id ${direction}`;
  const n = params.length;
  const { rows } = await database.query<{ id: number }>(
    `select a.id
       from articles a left join bestsellers b on b.article_id = a.id
      where a.visible_web = 1 and ${where}
      order by ${orderSql}
      limit $${n + 1} offset $${n + 2}`,
    [...params, query.perPage, (query.page - 1) * query.perPage],
  );
  return rows.map((r) => r.id);
}

/** How many visible articles a list holds (cached by the caller: it does not change with the page). */
export async function countArticles(database: Database, scope: ListScope): Promise<number> {
  const { where, params } = scopeCondition(scope);
  const { rows } = await database.query<{ total: string | number }>(
    `select count(*) as total from articles a where a.visible_web = 1 and ${where}`,
    params,
  );
  return Number(rows[0].total);
}

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

const ARTICLE_SELECT = `
  select a.id, a.article_no, a.name, a.slug, a.description, a.suggested_price_ore, a.pant_ore,
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
    left join bestsellers b on b.article_id = a.id`;

const asIso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
const asJson = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);

function parseLabelData(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Articles by id with everything the list shape needs, built from five set-based queries. */
async function loadArticleParts(database: Database, ids: number[]) {
  const [articles, variants, campaigns, ratings] = await Promise.all([
    database.query<ArticleRow>(`${ARTICLE_SELECT} where a.id = any($1::int[])`, [ids]),
    database.query<VariantRow>(
      `select v.id, v.article_id, v.ean, v.purchasable_web, v.image,
              s.id as size_id, s.name as size_name, c.id as color_id, c.name as color_name, c.hex,
              c.color_code, c.color_group_id,
              coalesce((select json_agg(json_build_object('id', st.shop_id, 'qty', st.qty) order by st.shop_id)
                          from stock st where st.variant_id = v.id and st.qty > 0), '[]'::json) as shops
         from variants v
         join sizes s on s.id = v.size_id
         join colors c on c.id = v.color_id
        where v.article_id = any($1::int[])
        order by v.article_id, s.sort, s.id, c.id`,
      [ids],
    ),
    database.query<{
      id: number;
      campaign_id: number;
      article_id: number;
      price_ore: number;
      label_type: string;
      label_data: string;
    }>(
      `select cl.id, cl.campaign_id, cl.article_id, cl.price_ore, cl.label_type, cl.label_data
         from campaign_lines cl join campaigns c on c.id = cl.campaign_id
        where cl.article_id = any($1::int[]) and c.starts_at <= now() and c.ends_at >= now()
        order by cl.price_ore, cl.id`,
      [ids],
    ),
    database.query<{ reviewable_id: number; average: number | string }>(
      `select reviewable_id, avg(rating)::float8 as average from reviews
        where approved and reviewable_id = any($1::int[]) group by reviewable_id`,
      [ids],
    ),
  ]);
  return { articles: articles.rows, variants: variants.rows, campaigns: campaigns.rows, ratings: ratings.rows };
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
  averageRating: number | null,
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
    originalPrice: row.suggested_price_ore / 100,
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
    averageRating,
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

/** Loads articles (visible or not: callers decide) keyed by id. */
export async function loadArticles(database: Database, ids: number[]): Promise<Map<number, LoadedArticle>> {
  const result = new Map<number, LoadedArticle>();
  if (ids.length === 0) return result;
  const parts = await loadArticleParts(database, ids);
  const variantsByArticle = new Map<number, { row: VariantRow; variant: Variant }[]>();
  for (const row of parts.variants) {
    const list = variantsByArticle.get(row.article_id) ?? [];
    list.push({ row, variant: toVariant(row) });
    variantsByArticle.set(row.article_id, list);
  }
  const campaignsByArticle = new Map<number, CampaignLine[]>();
  for (const c of parts.campaigns) {
    const list = campaignsByArticle.get(c.article_id) ?? [];
    list.push({
      id: c.id,
      campaignId: c.campaign_id,
      articleId: c.article_id,
      price: roundToKroner(c.price_ore),
      labelType: c.label_type,
      labelData: parseLabelData(c.label_data),
    });
    campaignsByArticle.set(c.article_id, list);
  }
  const ratings = new Map(parts.ratings.map((r) => [r.reviewable_id, Math.round(Number(r.average) * 10) / 10]));
  for (const row of parts.articles) {
    const variants = variantsByArticle.get(row.id) ?? [];
    result.set(row.id, {
      row,
      variants: variants.map((v) => v.variant),
      article: toArticle(row, variants, campaignsByArticle.get(row.id) ?? [], ratings.get(row.id) ?? null),
    });
  }
  return result;
}

export async function loadReviews(database: Database, articleId: number): Promise<Review[]> {
  const { rows } = await database.query<{
    id: number;
    content: string;
    reply: string | null;
    customer_name: string;
    rating: number;
    approved: boolean;
    created_at: Date | string;
    reviewable_id: number;
    reviewable_type: string;
    true_to_size: number | null;
    size_color: string | null;
    anonymous: boolean;
  }>(
    `select id, content, reply, customer_name, rating, approved, created_at, reviewable_id, reviewable_type,
            true_to_size, size_color, anonymous
       from reviews where reviewable_id = $1 and approved
      order by created_at desc, id desc limit 100`,
    [articleId],
  );
  return rows.map((r) => ({
    id: r.id,
    content: r.content,
    reply: r.reply,
    customer: r.anonymous ? "Anonym" : r.customer_name,
    rating: r.rating,
    approved: r.approved,
    created_at: asIso(r.created_at),
    reviewable_id: r.reviewable_id,
    reviewable_type: r.reviewable_type,
    true_to_size: r.true_to_size,
    size_color: r.size_color,
    anonymous: r.anonymous,
  }));
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

export async function loadCategories(database: Database): Promise<Category[]> {
  const [mains, subs, lines] = await Promise.all([
    database.query<{
      id: number;
      name: string;
      slug: string;
      banner: string | null;
      banner_link: string | null;
      count: string | number;
      min: number | null;
      max: number | null;
    }>(
      `select m.id, m.name, m.slug, m.banner, m.banner_link, count(a.id) as count,
              min(a.suggested_price_ore) as min, max(a.suggested_price_ore) as max
         from main_groups m left join articles a on a.main_group_id = m.id and a.visible_web = 1
        group by m.id order by m.sort, m.id`,
    ),
    loadSubcategories(database),
    database.query<{ main_group_id: number; id: number; name: string }>(
      `select distinct a.main_group_id, pl.id, pl.name
         from articles a join product_lines pl on pl.id = a.product_line_id
        where a.visible_web = 1 order by pl.name`,
    ),
  ]);
  return mains.rows.map((m) => ({
    id: m.id,
    name: categoryDisplayName(m.name),
    slug: m.slug,
    articlesCount: Number(m.count),
    banner: m.banner,
    bannerLink: m.banner_link,
    minPrice: roundToKroner(m.min ?? 0),
    maxPrice: roundToKroner(m.max ?? 0),
    subcategories: subs.filter((s) => s.MainGroupID === m.id),
    availableProductlines: lines.rows.filter((l) => l.main_group_id === m.id).map((l) => ({ id: l.id, name: l.name })),
  }));
}

export async function loadSubcategories(database: Database): Promise<Subcategory[]> {
  const { rows } = await database.query<{
    id: number;
    main_group_id: number;
    name: string;
    slug: string;
    custom: boolean;
    count: string | number;
    min: number | null;
    max: number | null;
  }>(
    `select s.id, s.main_group_id, s.name, s.slug, s.custom, count(a.id) as count,
            min(a.suggested_price_ore) as min, max(a.suggested_price_ore) as max
       from article_groups2 s left join articles a on a.article_group2_id = s.id and a.visible_web = 1
      group by s.id order by s.sort, s.name, s.id`,
  );
  return rows.map((s) => ({
    ArticleGroup2ID: s.id,
    MainGroupID: s.main_group_id,
    Name: s.name,
    slug: s.slug,
    minPrice: roundToKroner(s.min ?? 0),
    maxPrice: roundToKroner(s.max ?? 0),
    articlesCount: Number(s.count),
    custom: s.custom,
  }));
}

export async function loadGroups(database: Database, subcategoryId: number): Promise<Group[] | null> {
  const { rows: exists } = await database.query("select 1 from article_groups2 where id = $1", [subcategoryId]);
  if (exists.length === 0) return null;
  const { rows } = await database.query<{ id: number; name: string; slug: string; article_group2_id: number }>(
    "select id, name, slug, article_group2_id from article_groups3 where article_group2_id = $1 order by name, id",
    [subcategoryId],
  );
  return rows.map((g) => ({
    name: g.name,
    slug: g.slug,
    articleGroup2ID: g.article_group2_id,
    articleGroup3ID: g.id,
  }));
}

export async function existsById(database: Database, table: "main_groups" | "article_groups2", id: number) {
  const { rows } = await database.query(`select 1 from ${table} where id = $1`, [id]);
  return rows.length > 0;
}
