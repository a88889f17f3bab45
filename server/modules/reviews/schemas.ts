// Shapes of the reviews API: what a customer posts and what the product page and the account's
// history show (spec sections 3 and 7).
import { z } from "zod";
import { recordIdText } from "../../../domain/schemas/fields.ts";
import { pageMeta } from "../../lib/route-schemas.ts";

const id = z.number().int();

// What a customer posts is one rule with the product page's form (domain/schemas/review.ts).
export { type ReviewInput, reviewSchema } from "../../../domain/schemas/review.ts";

export const articleIdParams = z.object({ id: recordIdText });

export const reviewPosted = z.object({ data: z.object({ id, approved: z.literal(false) }) });

/** An approved review as the product page shows it. */
export const reviewView = z.object({
  id,
  content: z.string(),
  reply: z.string().nullable(),
  customer: z.string(),
  rating: z.number().int(),
  approved: z.boolean(),
  created_at: z.string(),
  reviewable_id: id,
  reviewable_type: z.string(),
  true_to_size: z.number().int().nullable(),
  size_color: z.string().nullable(),
  anonymous: z.boolean(),
});

export type Review = z.infer<typeof reviewView>;

/** One of the customer's own reviews (GET /customers/current/reviews), approved or waiting. */
export const ownReviewView = reviewView.extend({ article_name: z.string().nullable() });

export const ownReviewPage = z.object({
  data: z.array(ownReviewView),
  meta: pageMeta,
});
