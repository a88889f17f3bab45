// Request and answer shapes of the shops in the back office (/api/v1/backoffice/shops…).
import { z } from "zod";
import { TOO_LONG } from "../../../domain/schemas/fields.ts";

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
