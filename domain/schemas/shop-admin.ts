// A shop as the back office edits it (issue 15): its hours (staff of the shop) and everything else (an
// administrator). The routes validate their bodies with these schemas; the form validates the same
// bodies, with the hours' own rules (domain/opening-hours-check.ts) that the shop service applies too.
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
