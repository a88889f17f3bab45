// Request and answer shapes of the articles in the back office (/api/v1/backoffice/articles…): the
// article's fields, its pictures, its variants and its stock (decisions 045 and 047).
import { z } from "zod";
import {
  articleBody,
  articlePhotoBody,
  photoOrderBody,
  UNKNOWN_IMAGE,
  variantBody,
  variantVisibilityBody,
} from "../../../domain/schemas/article-admin.ts";
import { TOO_LONG } from "../../../domain/schemas/fields.ts";
import { pageMeta } from "../../lib/route-schemas.ts";

export { articleBody, articlePhotoBody, photoOrderBody, UNKNOWN_IMAGE, variantBody, variantVisibilityBody };

import { stockAdjustBody } from "../../../domain/schemas/stock-admin.ts";

export { stockAdjustBody };

/** The article search of the back office (decision 045). */
export const articleQuery = z.strictObject({
  q: z.string().trim().max(100, TOO_LONG).default(""),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const articleFields = {
  id: z.number().int(),
  articleNo: z.string(),
  name: z.string(),
  description: z.string(),
  techDescription: z.string(),
  visibleWeb: z.boolean(),
  onlyCC: z.boolean(),
  webPurchaseLimit: z.number().int(),
  priceOre: z.number().int().describe("suggested price in øre"),
  careLabel: z.array(z.string()),
  season: z.string().nullable(),
  productLineId: z.number().int(),
  mainGroupId: z.number().int(),
  articleGroup2Id: z.number().int(),
  articleGroup3Id: z.number().int().describe("decides articleGroup2Id and mainGroupId"),
};
export const articleRecord = z.object(articleFields).meta({ id: "BackofficeArticle" });

export const articlePage = z.object({ data: z.array(articleRecord), meta: pageMeta });

export const articleWithStock = z.object({
  ...articleFields,
  photos: z.array(
    z.object({
      id: z.number().int(),
      key: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      alt: z.string(),
      colorId: z.number().int().nullable(),
    }),
  ),
  variants: z.array(
    z.object({
      id: z.number().int(),
      ean: z.string(),
      colorId: z.number().int(),
      color: z.string(),
      sizeId: z.number().int(),
      size: z.string(),
      visibleWeb: z.boolean(),
    }),
  ),
  stock: z.array(
    z.object({
      variantId: z.number().int(),
      ean: z.string(),
      color: z.string(),
      size: z.string(),
      shopId: z.number().int(),
      shop: z.string(),
      shopNo: z.string().describe("the shop's number ('1001')"),
      qty: z.number().int(),
    }),
  ),
});

export const articlePhoto = z
  .object({
    id: z.number().int(),
    key: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
    colorId: z.number().int().nullable(),
  })
  .meta({ id: "ArticlePhoto" });

export const variantRecord = z
  .object({
    id: z.number().int(),
    ean: z.string(),
    colorId: z.number().int(),
    color: z.string(),
    sizeId: z.number().int(),
    size: z.string(),
    visibleWeb: z.boolean(),
  })
  .meta({ id: "BackofficeVariant" });
