// Request and answer shapes of the back office's shops, brands and audit log (/api/v1/backoffice/…).
import { z } from "zod";
import { BAD_KRONER, parseKroner } from "../../../domain/kroner-input.ts";
import { TOO_LONG } from "../../../domain/schemas/fields.ts";
import { STOCK_REASONS } from "../../../domain/stock-reasons.ts";
import { pageMeta } from "../../lib/route-schemas.ts";
import { AUDIT_ENTITIES } from "../audit/service.ts";

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
  actor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
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
    }),
  ),
  meta: pageMeta,
  actors: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string() })),
});

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
};
export const articleRecord = z.object(articleFields).meta({ id: "BackofficeArticle" });

export const articlePage = z.object({ data: z.array(articleRecord), meta: pageMeta });

export const articleWithStock = z.object({
  ...articleFields,
  stock: z.array(
    z.object({
      variantId: z.number().int(),
      ean: z.string(),
      color: z.string(),
      size: z.string(),
      shopId: z.number().int(),
      shop: z.string(),
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
  variantId: z.number("Velg en variant").int().positive(),
  shopId: z.number("Velg en butikk").int().positive(),
  delta: z
    .number("Endringen må være et tall")
    .int("Endringen må være et helt tall")
    .min(-100_000, "Endringen er for stor")
    .max(100_000, "Endringen er for stor")
    .refine((n) => n !== 0, "Endringen kan ikke være 0"),
  reason: z.enum(STOCK_REASONS, "Velg en årsak"),
});
