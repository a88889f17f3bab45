// Writing a review (spec section 3, Review): the API's body, with the texts a review form shows.
import { z } from "zod";
import { flag, optionalText } from "./fields.ts";

export const REVIEW_REQUIRED = "Skriv en anmeldelse";
export const RATING_RANGE = "Velg 1 til 5 stjerner";
/** What the form says once a review is sent: it waits for approval (the spec gives no text). */
export const REVIEW_SENT = "Takk for anmeldelsen! Den vises her når den er godkjent.";

/** true_to_size: 3 is a true fit, below runs small, above runs large. */
export const TRUE_TO_SIZE_CHOICES = [
  { value: 1, label: "Mye mindre enn vanlig" },
  { value: 2, label: "Litt mindre enn vanlig" },
  { value: 3, label: "Som forventet" },
  { value: 4, label: "Litt større enn vanlig" },
  { value: 5, label: "Mye større enn vanlig" },
] as const;

export const reviewSchema = z
  .object({
    // The message for a missing field too: a browser form sends an empty text as no value at all.
    content: z.string({ error: REVIEW_REQUIRED }).trim().min(1, REVIEW_REQUIRED).max(2000, "For lang anmeldelse"),
    // A whole number 1–5 and nothing else: no coercion, so `true`, `[5]` or "5" are refused (the form's
    // own parser turns its radio buttons' text into numbers before this schema sees them).
    rating: z.number({ error: RATING_RANGE }).int(RATING_RANGE).min(1, RATING_RANGE).max(5, RATING_RANGE),
    true_to_size: z.number().int().min(1).max(5).optional(),
    size_color: optionalText(100),
    anonymous: flag.optional(),
  })
  .strict();

export type ReviewInput = z.infer<typeof reviewSchema>;
