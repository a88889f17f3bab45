// An article as the back office edits it (decisions 045 and 047): its fields, its pictures and its
// variants. The routes under /backoffice/articles validate their bodies with these schemas, and the
// back office's forms validate the same bodies with them before they are sent.
import { z } from "zod";
import { ALT_MAX, ALT_REQUIRED, ALT_TOO_LONG } from "../article-photo.ts";
import { BAD_EAN, isValidEan } from "../ean.ts";
import { IMAGE_KEY } from "../image-sizes.ts";
import { BAD_KRONER, parseKroner } from "../kroner-input.ts";
import { MAX_ID } from "../record-id.ts";
import { TOO_LONG } from "./fields.ts";

const text = (max: number) => z.string().trim().max(max, TOO_LONG);
const required = (max: number) => text(max).min(1, "Feltet må fylles ut");

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

/** A new variant of an article: colour and size from the reference tables, and its EAN. */
export const variantBody = z.strictObject({
  colorId: z.number("Velg en farge").int().positive().max(MAX_ID),
  sizeId: z.number("Velg en størrelse").int().positive().max(MAX_ID),
  ean: z.string(BAD_EAN).trim().refine(isValidEan, BAD_EAN),
});

export const variantVisibilityBody = z.strictObject({ visibleWeb: z.boolean("Velg ja eller nei") });
