// The shapes of spec section 3 (types.ts) from the rows the catalogue reads: an article with its
// colours, sizes, shops and campaign lines, its variants, the detail's extra fields, and a campaign.
import { oreToKroner, roundToKroner } from "../../../domain/money.ts";
import { asIso } from "../../db/client.ts";
import { campaignShortTitle, UNKNOWN_BESTSELLER_RANK } from "./display-names.ts";
import type { campaignList } from "./repo.ts";
import type {
  Article,
  ArticleDetail,
  Campaign,
  CampaignLine,
  ColorRef,
  Photo,
  Review,
  SizeRef,
  Variant,
} from "./types.ts";

export interface ArticleRow {
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

export interface VariantRow {
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

const asJson = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);

export function toVariant(row: VariantRow): Variant {
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

export function toArticle(
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

/** A running campaign as the storefront shows it. */
export function toCampaign(c: Awaited<ReturnType<typeof campaignList>>[number]): Campaign {
  return {
    id: c.id,
    name: c.name,
    shortDescription: campaignShortTitle(c.shortDescription),
    description: c.description,
    start: c.startsAt.toISOString(),
    end: c.endsAt.toISOString(),
    count: c.count,
    image: c.image,
    imageMobile: c.imageMobile,
    showLabel: c.showLabel,
    showImage: c.showImage,
    labelText: c.labelText,
    url: c.url,
  };
}
