// Stock as the back office changes it (decisions 045 and 048): one adjustment by a signed number with
// a reason, and a count sheet's typed lines. The routes validate their bodies with these schemas, and
// the forms validate the same bodies before they are sent.
import { z } from "zod";
import { MAX_ID } from "../record-id.ts";
import { STOCK_REASONS } from "../stock-reasons.ts";

export const COUNT_INVALID = "Noen antall er ikke gyldige. Ingenting er lagret.";
export const COUNT_LINES_MISSING = "Skriv inn minst ett antall";

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

/**
 * The counted lines of a count sheet, each with the quantity the sheet showed; the counted number as
 * typed, which the server checks line by line (a 422 names the line as "line.<n>").
 */
export const stockCountBody = z.strictObject({
  shopId: z.number("Velg en butikk").int().positive().max(MAX_ID),
  lines: z
    .array(
      z.strictObject({
        line: z.number().int().min(1).max(1_000_000),
        variantId: z.number().int().positive().max(MAX_ID),
        shown: z.number().int().min(0).max(1_000_000).describe("the quantity the sheet showed"),
        counted: z
          .union([z.string().max(20), z.number()])
          .describe("as typed; a whole number of 0 or more, else the line is named in a 422"),
      }),
    )
    .min(1, COUNT_LINES_MISSING)
    .max(500, "Send høyst 500 linjer om gangen"),
});

/** A typed count as a number, or null when it is not a whole number of 0 or more ('1 200' is one). */
export function parseCount(typed: string | number): number | null {
  const text = String(typed).replace(/[\s\u00a0]/g, "");
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

/**
 * The count sheet's check before it sends: the route's schema, and each typed count a whole number
 * (the server refuses the same lines, naming them "line.<n>" as this does).
 */
export const stockCountForm = stockCountBody.superRefine((body, ctx) => {
  for (const l of body.lines) {
    if (parseCount(l.counted) === null) {
      ctx.addIssue({
        code: "custom",
        path: ["line", l.line],
        message: `Linje ${l.line}: skriv et helt tall, 0 eller mer`,
      });
    }
  }
});
