// Request and answer shapes of the back office's shops, brands and audit log (/api/v1/backoffice/…).
import { z } from "zod";
import { TOO_LONG } from "../../../domain/schemas/fields.ts";
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
