// Route contracts of the blog calls (spec sections 3 and 7): field names are the spec's.
import { z } from "zod";
import { recordIdText } from "../../../domain/schemas/fields.ts";
import { pageMeta } from "../../lib/route-schemas.ts";
import { articleView } from "../catalog/types.ts";

/** Posts per page of the blog list when the caller does not say. */
export const BLOG_PAGE_SIZE = 10;

export const blogPageQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(50).default(BLOG_PAGE_SIZE),
  })
  .strict()
  .transform((q) => ({ page: q.page, perPage: q.per_page }));
export type BlogPageQuery = z.output<typeof blogPageQuery>;

// A slug that cannot be one (too long, odd characters) names no post: the service answers 404.
export const slugParams = z.strictObject({ slug: z.string().max(200) });

/** A malformed id names no post, so it becomes 0 and is not found, as an unknown id. */
export const postIdParams = z.strictObject({
  id: z
    .string()
    .transform((v) => recordIdText.safeParse(v).data ?? 0)
    .describe("a positive integer id"),
});

const id = z.number().int();

export const blogCategoryRef = z.object({ id, slug: z.string(), name: z.string() });

export const blogCategoryView = blogCategoryRef
  .extend({ postsCount: z.number().int().describe("posts of this brand in the category") })
  .meta({ id: "BlogCategory" });

export const blogPostView = z
  .object({
    id,
    title: z.string(),
    body: z.string().describe("plain text; paragraphs separated by a blank line"),
    summary: z.string().describe("the lead the lists show; empty: the start of the body"),
    slug: z.string(),
    featuredImage: z.string().nullable(),
    publishedAt: z.iso.datetime(),
    mainArticle: articleView.nullable().describe("the article the post is about, when it is shown on the web"),
    relatedArticles: z.array(articleView),
    categories: z.array(blogCategoryRef),
  })
  .meta({ id: "BlogPost" });

export const pagedBlogPosts = z.object({ data: z.array(blogPostView), meta: pageMeta });

export type BlogPostView = z.infer<typeof blogPostView>;
export type BlogCategoryView = z.infer<typeof blogCategoryView>;
