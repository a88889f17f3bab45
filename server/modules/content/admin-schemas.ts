// Route contracts of the back office's blog and polls (issue 15, decision 049). Times travel as an
// Oslo wall clock (YYYY-MM-DDTHH:MM, what a datetime-local field holds); the server turns them into
// instants, so the editor's "09:00" is nine in Oslo whatever the browser's zone.
import { z } from "zod";
import { TOO_LONG } from "../../../domain/schemas/fields.ts";

// The bodies are shared with the back office's forms (domain/schemas, issue 29).
export {
  type BlogCategoryBody,
  type BlogPostBody,
  blogCategoryBody,
  blogPostBody,
  IMAGE_ADDRESS,
  POLL_CORRECT_ONE,
  POLL_OPTIONS_MIN,
  POLL_PERIOD,
  type PollBody,
  pollBody,
} from "../../../domain/schemas/blog-poll-admin.ts";

const text = (max: number) => z.string().trim().max(max, TOO_LONG);

export const blogListQuery = z.strictObject({
  q: text(100).default(""),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const blogPostRecord = z
  .object({
    id: z.number().int(),
    brandId: z.number().int().nullable(),
    title: z.string(),
    slug: z.string(),
    summary: z.string(),
    body: z.string(),
    featuredImage: z.string().nullable(),
    categoryIds: z.array(z.number().int()),
    publishedAt: z.string().nullable().describe("Oslo wall clock, YYYY-MM-DDTHH:MM; null for a draft"),
    status: z.enum(["draft", "planned", "published"]),
  })
  .meta({ id: "BackofficeBlogPost" });

export const blogPostPage = z.object({
  data: z.array(blogPostRecord),
  meta: z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
});

export const blogCategoryRecord = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string(), postsCount: z.number().int() })
  .meta({ id: "BackofficeBlogCategory" });

// ---------- Polls ----------

const optionRecord = z.object({
  id: z.number().int(),
  text: z.string(),
  correct: z.boolean(),
  answers: z.number().int().describe("how many chose this option"),
});

export const pollRecord = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    brandId: z.number().int().nullable(),
    active: z.boolean(),
    startsAt: z.string().describe("Oslo wall clock"),
    endsAt: z.string().nullable(),
    bannerDesktop: z.string().nullable(),
    bannerMobile: z.string().nullable(),
    answers: z.number().int().describe("shoppers who answered"),
    questions: z.array(
      z.object({ id: z.number().int(), text: z.string(), answers: z.number().int(), options: z.array(optionRecord) }),
    ),
  })
  .meta({ id: "BackofficePoll" });
