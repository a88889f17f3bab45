// Request and answer shapes of the articles in the back office (/api/v1/backoffice/articles…): the
// article's fields, its pictures, its variants and its stock (decisions 045 and 047).
import { z } from "zod";
import { ALT_MAX, ALT_REQUIRED, ALT_TOO_LONG } from "../../../domain/article-photo.ts";
import { BAD_EAN, isValidEan } from "../../../domain/ean.ts";
import { IMAGE_KEY } from "../../../domain/image-sizes.ts";
import { BAD_KRONER, parseKroner } from "../../../domain/kroner-input.ts";
import { MAX_ID } from "../../../domain/record-id.ts";
import { TOO_LONG } from "../../../domain/schemas/fields.ts";
import { STOCK_REASONS } from "../../../domain/stock-reasons.ts";
import { pageMeta } from "../../lib/route-schemas.ts";

const text = (max: number) => z.string().trim().max(max, TOO_LONG);
const required = (max: number) => text(max).min(1, "Feltet må fylles ut");

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

/** What an administrator may change of an article (any subset); the price is typed in kroner. */
export const articleBody = z
  .strictObject({
    name: required(200),
    description: text(20_000),
    techDescription: text(20_000),
    visibleWeb: z.boolean("Velg ja eller nei"),
    onlyCC: z.boolean("Velg ja eller nei"),
    webPurchaseLimit: z
      .number("Kjøpsgrensen må være et tall")
      .int("Kjøpsgrensen må være et helt tall")
      .min(0, "Kjøpsgrensen kan ikke være negativ")
      .max(1000, "Kjøpsgrensen kan være høyst 1000"),
    careLabel: z
      .array(text(100).min(1, "En linje i vedlikeholdsrådene kan ikke være tom"), "Skriv vedlikeholdsrådene som linjer")
      .max(12, "Høyst 12 linjer med vedlikeholdsråd"),
    season: text(50)
      .nullable()
      .transform((v) => v || null),
    productLineId: z.number("Velg en produktlinje").int().positive().max(MAX_ID),
    articleGroup3Id: z.number("Velg en varegruppe").int().positive().max(MAX_ID),
    price: z.string(BAD_KRONER).transform((text, ctx) => {
      const ore = parseKroner(text);
      if (ore === null) {
        ctx.addIssue({ code: "custom", message: BAD_KRONER });
        return z.NEVER;
      }
      return ore;
    }),
  })
  .partial();

export const stockAdjustBody = z.strictObject({
  // Ids are PostgreSQL integers: a larger number is refused here, not by the database.
  variantId: z.number("Velg en variant").int().positive().max(MAX_ID, "Velg en variant"),
  shopId: z.number("Velg en butikk").int().positive().max(MAX_ID, "Velg en butikk"),
  delta: z
    .number("Endringen må være et tall")
    .int("Endringen må være et helt tall")
    .min(-100_000, "Endringen er for stor")
    .max(100_000, "Endringen er for stor")
    .refine((n) => n !== 0, "Endringen kan ikke være 0"),
  reason: z.enum(STOCK_REASONS, "Velg en årsak"),
});

export const UNKNOWN_IMAGE = "Last opp bildet før det legges på varen";

/** A stored picture put on an article (decision 047): its key from the upload and its alt text. */
export const articlePhotoBody = z.strictObject({
  key: z.string(UNKNOWN_IMAGE).regex(IMAGE_KEY, UNKNOWN_IMAGE),
  alt: z.string(ALT_REQUIRED).trim().min(1, ALT_REQUIRED).max(ALT_MAX, ALT_TOO_LONG),
  colorId: z.number("Velg en farge").int().positive().max(MAX_ID).nullable().default(null),
});

export const photoOrderBody = z.strictObject({
  ids: z.array(z.number().int().positive().max(MAX_ID)).max(100),
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

/** A new variant of an article: colour and size from the reference tables, and its EAN. */
export const variantBody = z.strictObject({
  colorId: z.number("Velg en farge").int().positive().max(MAX_ID),
  sizeId: z.number("Velg en størrelse").int().positive().max(MAX_ID),
  ean: z.string(BAD_EAN).trim().refine(isValidEan, BAD_EAN),
});

export const variantVisibilityBody = z.strictObject({ visibleWeb: z.boolean("Velg ja eller nei") });

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
