// Response shapes of the catalogue API (spec section 3), as zod schemas: the routes declare them
// (OpenAPI, checked in tests) and the types below are inferred from them. Field names are the spec's.
import { z } from "zod";
import { pageMeta } from "../../lib/route-schemas.ts";
import { reviewView } from "../reviews/schemas.ts";

const id = z.number().int();

export const colorRefView = z.object({ id, name: z.string(), hex: z.string(), colorCode: z.string() });
export const sizeRefView = z.object({ id, name: z.string() });
const shopQty = z.object({ id, qty: z.number().int() });

export const campaignLineView = z.object({
  id,
  campaignId: id,
  articleId: id,
  price: z.number().describe("whole kroner"),
  labelType: z.string(),
  labelData: z.unknown(),
  /** The campaign's period, ISO text: the product page decides with the server's time whether it runs. */
  start: z.string(),
  end: z.string(),
});

/** An uploaded picture (decision 047): the storefront builds its AVIF and WebP srcset from key and width. */
export const photoView = z.object({
  key: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  colorId: id.nullable(),
});

export const articleView = z
  .object({
    id,
    articleId: id,
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    brand: z.string(),
    brands: z.array(id),
    gender: z.string(),
    genders: z.array(id),
    price: z.number().describe("suggested price, whole kroner"),
    pant: z.number(),
    originalPrice: z.number(),
    colors: z.array(colorRefView),
    colorGroups: z.array(id),
    sizes: z.array(sizeRefView),
    size_colors: z.array(z.object({ variantId: id, ean: z.string(), sizeId: id, colorId: id, available: z.boolean() })),
    image: z.string(),
    photos: z.array(photoView).describe("uploaded pictures in order; when empty, `image` (a drawing) is shown"),
    customLabel: z.string().nullable(),
    articleGroup2ID: id,
    articleGroup3ID: id,
    group2: z.string(),
    group3: z.string(),
    category: id,
    categories: z.array(id),
    subcategories: z.array(id),
    canPurchase: z.boolean(),
    featured: z.boolean(),
    shops: z.array(id),
    available: z.array(id),
    availability: z.number().int(),
    campaigns: z.array(campaignLineView).describe("lines of campaigns running now, lowest price first"),
    campaignLabelType: z.string().nullable(),
    averageRating: z.number().nullable(),
    reviewCount: z.number().int().describe("approved reviews behind averageRating"),
    webPurchaseLimit: z.number().int(),
    onlyCC: z.boolean(),
    season: z.string().nullable(),
    bestsellerQty: z.number().int(),
    bestsellerTurnover: z.number().int(),
    ean: z.string().nullable(),
    visible: z.boolean(),
  })
  .meta({ id: "Article" });

export const variantView = z.object({
  id,
  ean: z.string(),
  canPurchase: z.boolean(),
  availability: z.number().int(),
  shops: z.array(shopQty),
  size: sizeRefView,
  color: colorRefView.extend({ image: z.string().nullable() }),
});

export const articleDetailView = articleView
  .extend({
    articleNo: z.string(),
    dateCreated: z.string(),
    techDescription: z.string(),
    nutrientContent: z.string().nullable(),
    washLabel: z.array(z.string()),
    careLabel: z.array(z.string()),
    variants: z.array(variantView),
    reviews: z.array(reviewView),
  })
  .meta({ id: "ArticleDetail" });

export const subcategoryView = z.object({
  ArticleGroup2ID: id,
  MainGroupID: id,
  Name: z.string(),
  slug: z.string(),
  minPrice: z.number(),
  maxPrice: z.number(),
  articlesCount: z.number().int(),
  custom: z.boolean(),
});

export const categoryView = z
  .object({
    id,
    name: z.string(),
    slug: z.string(),
    articlesCount: z.number().int(),
    banner: z.string().nullable(),
    bannerLink: z.string().nullable(),
    showInMenu: z.boolean().describe("false: the brands' main menus leave it out; its page stays"),
    minPrice: z.number(),
    maxPrice: z.number(),
    subcategories: z.array(subcategoryView),
    availableProductlines: z.array(z.object({ id, name: z.string() })),
  })
  .meta({ id: "Category" });

export const groupView = z.object({ name: z.string(), slug: z.string(), articleGroup2ID: id, articleGroup3ID: id });

export const pageMetaView = pageMeta;

export const pagedArticlesView = z.object({ data: z.array(articleView), meta: pageMetaView });

export const campaignView = z
  .object({
    id,
    name: z.string(),
    shortDescription: z.string(),
    description: z.string(),
    start: z.string(),
    end: z.string(),
    count: z.number().int(),
    image: z.string().nullable(),
    imageMobile: z.string().nullable(),
    showLabel: z.boolean(),
    showImage: z.boolean(),
    labelText: z.string().nullable(),
    url: z.string().nullable(),
  })
  .meta({ id: "Campaign" });

export const bestsellerView = z.object({
  article_id: id,
  qty_rank: z.number().int(),
  turnover_rank: z.number().int(),
  article: articleView,
});

export type ColorRef = z.infer<typeof colorRefView>;
export type SizeRef = z.infer<typeof sizeRefView>;
export type CampaignLine = z.infer<typeof campaignLineView>;
export type Article = z.infer<typeof articleView>;
export type Variant = z.infer<typeof variantView>;
export type Photo = z.infer<typeof photoView>;
export type Review = z.infer<typeof reviewView>;
export type ArticleDetail = z.infer<typeof articleDetailView>;
export type Subcategory = z.infer<typeof subcategoryView>;
export type Category = z.infer<typeof categoryView>;
export type Group = z.infer<typeof groupView>;
export type PageMeta = z.infer<typeof pageMetaView>;
export type { Paged } from "../../lib/paged.ts";
export type Campaign = z.infer<typeof campaignView>;
export type Bestseller = z.infer<typeof bestsellerView>;
