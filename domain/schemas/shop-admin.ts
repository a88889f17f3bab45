// A shop as the back office edits it (issue 15): its hours (staff of the shop) and everything else (an
// administrator), and a new shop (issue 31). The routes validate their bodies with these schemas; the
// form validates the same bodies, with the hours' own rules (domain/opening-hours-check.ts) that the
// shop service applies too.
import { z } from "zod";
import { openingHoursProblem, specialHoursProblem } from "../opening-hours-check.ts";
import { TOO_LONG } from "./fields.ts";

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

export const ORG_NO_FORMAT = "Org.nr. er ni siffer, for eksempel 912 345 678";
export const ORG_NO_CHECK = "Org.nr. er ikke gyldig: kontrollsifferet stemmer ikke";
export const SHOP_NO_FORMAT = "Butikknummeret kan ha sifre, bokstaver og bindestrek (høyst 20 tegn)";
export const COORDINATES_BOTH = "Skriv både breddegrad og lengdegrad, eller ingen av dem";

/** Brønnøysund's check digit (modulus 11 with weights 3 2 7 6 5 4 3 2) of a nine-digit org. no. */
export function validOrgNo(digits: string): boolean {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  return check !== 10 && (check === 11 ? 0 : check) === Number(digits[8]);
}

/** An org. no. as typed ("912 345 678"), stored as nine digits; empty when the shop has none. */
const orgNo = z
  .string()
  .transform((v) => v.replace(/[\s\u00a0]/g, ""))
  .pipe(
    z
      .string()
      .regex(/^(\d{9})?$/, ORG_NO_FORMAT)
      .refine((v) => !/^\d{9}$/.test(v) || validOrgNo(v), ORG_NO_CHECK),
  );

const details = {
  name: required(100),
  fullName: required(200),
  orgNo,
  description: text(2000),
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
};

/** What an administrator may change of a shop (any subset). */
export const shopBody = z
  .strictObject({
    ...details,
  })
  .extend(shopHoursBody.shape)
  .partial();

/**
 * A new shop (administrators): its number (the tills' and the import files' key, unique) and the same
 * fields. Coordinates may be left out: the server then looks the address up (the geocoder, else the
 * postcode's centre) and says which it used.
 */
export const newShopBody = z
  .strictObject({
    no: z
      .string()
      .trim()
      .min(1, "Feltet må fylles ut")
      .max(20, SHOP_NO_FORMAT)
      .regex(/^[0-9A-Za-z-]+$/, SHOP_NO_FORMAT),
    ...details,
    orgNo: orgNo.default(""),
    description: text(2000).default(""),
    phone: text(30).default(""),
    messengerId: text(100).nullable().default(null),
    latitude: details.latitude.optional(),
    longitude: details.longitude.optional(),
    preparationMinutes: details.preparationMinutes.default(120),
    webSafetyBuffer: details.webSafetyBuffer.default(0),
    openingHours: text(500),
    specialHours: shopHoursBody.shape.specialHours.default([]),
  })
  .superRefine((body, ctx) => {
    if ((body.latitude === undefined) !== (body.longitude === undefined)) {
      ctx.addIssue({ code: "custom", path: ["latitude"], message: COORDINATES_BOTH });
    }
  });
export type NewShopBody = z.infer<typeof newShopBody>;

/** Where a shop is, to look up its coordinates. */
export const shopLocateQuery = z.strictObject({
  address: required(200),
  postNo: z.string().regex(/^\d{4}$/, "Postnummeret er fire siffer"),
});

/** The hours' rules as the shop service applies them: its 422 names the same fields with the same words. */
function checkHours(
  body: { openingHours?: string; specialHours?: z.infer<typeof specialHoursRow>[] },
  ctx: z.RefinementCtx,
) {
  const opening = body.openingHours === undefined ? null : openingHoursProblem(body.openingHours);
  if (opening) ctx.addIssue({ code: "custom", path: ["openingHours"], message: opening });
  const special = body.specialHours ? specialHoursProblem(body.specialHours) : null;
  if (special) ctx.addIssue({ code: "custom", path: ["specialHours"], message: special });
}

/** The shop form's checks before it sends: the route's schema and the service's rules for the hours. */
export const shopHoursForm = shopHoursBody.superRefine(checkHours);
export const shopForm = shopBody.superRefine(checkHours);
export const newShopForm = newShopBody.superRefine(checkHours);
