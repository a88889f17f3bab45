// What staff send about one reservation (decision 040): the lines of a partial handover or a return,
// and a delivery's tracking address. The routes validate their bodies with these schemas, and the
// staff screen validates the same bodies before it sends them.
import { z } from "zod";

/** The lines a partial handover hands over, or a return takes back; lines not named stay as they are. */
export const handoverLinesBody = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        EanNo: z.string().regex(/^\d{8,14}$/, "Ugyldig EAN"),
        Count: z.number().int("Antallet må være et helt tall").min(0, "Antallet kan ikke være negativt").max(1000),
      }),
    )
    .min(1, "Velg minst én vare")
    .max(200),
});

export const BAD_TRACKING_URL = "Sporingslenken må være en gyldig nettadresse (https://…)";

/** The carrier's tracking page: an http(s) address, shown to the customer as trackingUrl. */
export const shipBody = z.strictObject({
  trackingUrl: z
    .string(BAD_TRACKING_URL)
    .trim()
    .max(500, BAD_TRACKING_URL)
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: BAD_TRACKING_URL })),
});
