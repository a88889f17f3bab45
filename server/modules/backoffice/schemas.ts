// Request and answer shapes of the back office's shops, brands and audit log (/api/v1/backoffice/…).
import { z } from "zod";
import { AUDIT_ENTITIES } from "../../../domain/audit-actions.ts";
import { MAX_ID } from "../../../domain/record-id.ts";
import { brandMenu as menu } from "../../../domain/schemas/brand-admin.ts";
import { TOO_LONG } from "../../../domain/schemas/fields.ts";
import { isoDate } from "../../../domain/schemas/promo-code-admin.ts";
import { pageMeta } from "../../lib/route-schemas.ts";

// The request bodies are shared with the back office's forms (domain/schemas, issue 29).
export {
  articleBody,
  articlePhotoBody,
  photoOrderBody,
  UNKNOWN_IMAGE,
  variantBody,
  variantVisibilityBody,
} from "../../../domain/schemas/article-admin.ts";
export { brandBody } from "../../../domain/schemas/brand-admin.ts";
export {
  PROMO_CODE_FORMAT,
  PROMO_FIXED,
  PROMO_PERCENT,
  PROMO_PERIOD,
  type PromoCodeBody,
  promoCodeBody,
} from "../../../domain/schemas/promo-code-admin.ts";
export { shopBody, shopHoursBody } from "../../../domain/schemas/shop-admin.ts";
export { stockAdjustBody } from "../../../domain/schemas/stock-admin.ts";

const text = (max: number) => z.string().trim().max(max, TOO_LONG);

export const shopRecord = z
  .object({
    id: z.number().int(),
    no: z.string(),
    name: z.string(),
    fullName: z.string(),
    orgNo: z.string(),
    address: z.string(),
    postNo: z.string(),
    postPlace: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    phone: z.string(),
    email: z.string(),
    messengerId: z.string().nullable(),
    openingHours: z.string(),
    preparationMinutes: z.number().int(),
    webSafetyBuffer: z.number().int(),
    active: z.boolean(),
    specialHours: z.array(
      z.object({ date: z.string(), name: z.string(), opens: z.string().nullable(), closes: z.string().nullable() }),
    ),
  })
  .meta({ id: "BackofficeShop" });

export const brandRecord = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    hostnames: z.array(z.string()),
    logoSvg: z.string(),
    colors: z.object({ primary: z.string(), onPrimary: z.string(), accent: z.string() }),
    menu,
  })
  .meta({ id: "BackofficeBrand" });

export const auditQuery = z.strictObject({
  entity: z.enum(Object.keys(AUDIT_ENTITIES) as [keyof typeof AUDIT_ENTITIES]).optional(),
  id: text(40).optional(),
  actor: z.coerce.number().int().positive().max(MAX_ID).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const auditPage = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      at: z.iso.datetime(),
      actorId: z.number().int().nullable(),
      actorName: z.string(),
      actorRole: z.string(),
      action: z.string(),
      entityType: z.string(),
      entityId: z.string(),
      before: z.record(z.string(), z.unknown()),
      after: z.record(z.string(), z.unknown()),
      entityName: z.string().nullable().describe("what the row is about, by name ('Fjordlys Dunjakke')"),
      actionName: z.string().describe("the action in Norwegian ('Endret vare')"),
      sentence: z
        .string()
        .describe(
          "the row in Norwegian: 'Ingrid Berg endret prisen på Fjordlys Dunjakke fra 2 899,00 kr til 2 499,00 kr.'",
        ),
      details: z
        .array(z.object({ field: z.string(), before: z.string(), after: z.string() }))
        .describe("each changed field, its values in words (Oslo time, kroner)"),
      link: z
        .object({ href: z.string(), text: z.string() })
        .nullable()
        .describe("the back office page of what changed, if it still has one"),
    }),
  ),
  meta: pageMeta,
  actors: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string() })),
});

export const promoCodeRecord = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    fixed: z.boolean(),
    amount: z.string().describe("as typed: kroner with two decimals when fixed ('49,50'), else percent ('10')"),
    validFrom: isoDate.describe("first Oslo day the code works"),
    validTo: isoDate.describe("last Oslo day the code works"),
    requiresLogin: z.boolean(),
    advertised: z.boolean(),
    active: z.boolean(),
    uses: z.number().int().describe("reservations that used the code"),
  })
  .meta({ id: "BackofficePromoCode" });
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
