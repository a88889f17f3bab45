// Stock as the back office changes it (decisions 045 and 048): one adjustment by a signed number with
// a reason, and a count sheet's typed lines. The routes validate their bodies with these schemas, and
// the forms validate the same bodies before they are sent.
import { z } from "zod";
import { MAX_ID } from "../record-id.ts";
import { STOCK_REASONS } from "../stock-reasons.ts";

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
    .min(1, "Skriv inn minst ett antall")
    .max(500, "Send høyst 500 linjer om gangen"),
});
