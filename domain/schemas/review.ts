// Writing a review (spec section 3, Review): the API's body, with the texts a review form shows.
import { z } from "zod";
import { flag, optionalText } from "./fields.ts";

export const REVIEW_REQUIRED = "Skriv en anmeldelse";
export const RATING_RANGE = "Velg 1 til 5 stjerner";

export const reviewSchema = z
  .object({
    content: z.string().trim().min(1, REVIEW_REQUIRED).max(2000, "For lang anmeldelse"),
    rating: z.coerce.number().int().min(1, RATING_RANGE).max(5, RATING_RANGE),
    true_to_size: z.coerce.number().int().min(1).max(5).optional(),
    size_color: optionalText(100),
    anonymous: flag.optional(),
  })
  .strict();

export type ReviewInput = z.infer<typeof reviewSchema>;
