// Request and answer shapes of the back office's shops, brands and audit log (/api/v1/backoffice/…).
import { z } from "zod";
import { ALT_MAX, ALT_REQUIRED, ALT_TOO_LONG } from "../../../domain/article-photo.ts";
import { AUDIT_ENTITIES } from "../../../domain/audit-actions.ts";
import { BAD_EAN, isValidEan } from "../../../domain/ean.ts";
import { IMAGE_KEY } from "../../../domain/image-sizes.ts";
import { BAD_KRONER, parseKroner } from "../../../domain/kroner-input.ts";
import { MAX_ID } from "../../../domain/record-id.ts";
import { TOO_LONG } from "../../../domain/schemas/fields.ts";
import { STOCK_REASONS } from "../../../domain/stock-reasons.ts";
import { pageMeta } from "../../lib/route-schemas.ts";

const text = (max: number) => z.string().trim().max(max, TOO_LONG);
const required = (max: number) => text(max).min(1, "Feltet må fylles ut");

const specialHoursRow = z.object({
  date: text(10),
  name: text(100),
  opens: text(5).nullable(),
  closes: text(5).nullable(),
});

/** What staff of the shop may change: the week's hours and the dates with other hours. */
export const shopHoursBody = z.strictObject({
  openingHours: text(500),
  specialHours: z.array(specialHoursRow).max(200),
});

/** What an administrator may change of a shop (any subset). */
export const shopBody = z
  .strictObject({
    name: required(100),
    fullName: required(200),
    orgNo: text(20),
    address: required(200),
    postNo: z.string().regex(/^\d{4}$/, "Postnummeret er fire siffer"),
    postPlace: required(100),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    phone: text(30),
    email: z.email("Ugyldig e-postadresse").max(200, TOO_LONG),
    messengerId: text(100).nullable(),
    preparationMinutes: z.number().int().min(0).max(10_080),
    webSafetyBuffer: z.number().int().min(0).max(1000),
  })
  .extend(shopHoursBody.shape)
  .partial();

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

const colors = z.object({ primary: text(7), onPrimary: text(7), accent: text(7) });
const menu = z.object({
  maintenance: z.boolean(),
  information: z.boolean(),
  about: z.boolean(),
  support: z.boolean(),
  collection: z.boolean(),
});

export const brandBody = z
  .strictObject({
    name: required(100),
    hostnames: z.array(text(253)).max(20),
    logoSvg: text(100_000),
    colors,
    menu,
  })
  .partial();

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

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Datoen skrives ÅÅÅÅ-MM-DD");

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

export const PROMO_CODE_FORMAT = "Koden kan bare ha store bokstaver A–Z og sifre";
export const PROMO_PERCENT = "Prosenten må være et helt tall fra 1 til 100";
export const PROMO_FIXED = "Beløpet må være større enn 0";
export const PROMO_PERIOD = "Gyldig fra kan ikke være etter gyldig til";

/**
 * A promo code as an administrator writes it: the amount as typed (kroner for a fixed code, percent
 * otherwise), the period as Oslo dates, both days included.
 */
export const promoCodeBody = z
  .strictObject({
    name: required(100),
    code: z
      .string()
      .trim()
      .min(1, "Feltet må fylles ut")
      .max(40, TOO_LONG)
      .regex(/^[A-Z0-9]+$/, PROMO_CODE_FORMAT),
    fixed: z.boolean(),
    amount: required(20),
    validFrom: isoDate,
    validTo: isoDate,
    requiresLogin: z.boolean().default(false),
    advertised: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (body.validFrom > body.validTo) ctx.addIssue({ code: "custom", path: ["validTo"], message: PROMO_PERIOD });
    const problem = amountProblem(body.fixed, body.amount);
    if (problem) ctx.addIssue({ code: "custom", path: ["amount"], message: problem });
  });
export type PromoCodeBody = z.infer<typeof promoCodeBody>;

/** Why a typed amount is no amount for the code's kind, or null when it is one. */
function amountProblem(fixed: boolean, amount: string): string | null {
  if (!fixed) return /^\d{1,3}$/.test(amount) && Number(amount) >= 1 && Number(amount) <= 100 ? null : PROMO_PERCENT;
  const ore = parseKroner(amount);
  if (ore === null) return BAD_KRONER;
  return ore > 0 ? null : PROMO_FIXED;
}

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
