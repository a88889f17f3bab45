// Reads of the blog (blog_posts, blog_categories, blog_post_categories; this module owns them).
// A post with no brand belongs to every brand's storefront; one with a brand only to that brand's.
// The storefront sees a post only once its publish time has passed: drafts (no time) and planned
// posts are the back office's alone (decision 049).
import { and, count, desc, eq, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { blogCategories, blogPostCategories, blogPosts } from "../../db/schema.ts";

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogCategoryRow = typeof blogCategories.$inferSelect;

const ofBrand = (brandId: number, now: Date) =>
  and(
    or(isNull(blogPosts.brandId), eq(blogPosts.brandId, brandId)),
    isNotNull(blogPosts.publishedAt),
    lte(blogPosts.publishedAt, now),
  );

/** A post the storefront shows always has its publish time. */
export type PublicPostRow = BlogPostRow & { publishedAt: Date };

/** One page of the brand's posts (of one category when given), newest first, and how many there are. */
export async function pageOfPosts(
  ex: Executor,
  brandId: number,
  now: Date,
  categoryId: number | null,
  page: { offset: number; limit: number },
): Promise<{ rows: PublicPostRow[]; total: number }> {
  const where =
    categoryId === null
      ? ofBrand(brandId, now)
      : and(
          ofBrand(brandId, now),
          inArray(
            blogPosts.id,
            ex
              .select({ id: blogPostCategories.postId })
              .from(blogPostCategories)
              .where(eq(blogPostCategories.categoryId, categoryId)),
          ),
        );
  const [rows, [{ n }]] = await Promise.all([
    ex
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(page.limit)
      .offset(page.offset),
    ex.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { rows: rows as PublicPostRow[], total: n };
}

export async function postWhere(
  ex: Executor,
  brandId: number,
  now: Date,
  key: { slug: string } | { id: number },
): Promise<PublicPostRow | null> {
  const match = "slug" in key ? eq(blogPosts.slug, key.slug) : eq(blogPosts.id, key.id);
  const [row] = await ex
    .select()
    .from(blogPosts)
    .where(and(match, ofBrand(brandId, now)));
  return (row as PublicPostRow | undefined) ?? null;
}

/** The categories of each post asked for. */
export async function categoriesOfPosts(ex: Executor, postIds: number[]) {
  if (postIds.length === 0) return [];
  return ex
    .select({
      postId: blogPostCategories.postId,
      id: blogCategories.id,
      slug: blogCategories.slug,
      name: blogCategories.name,
    })
    .from(blogPostCategories)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPostCategories.categoryId))
    .where(inArray(blogPostCategories.postId, postIds))
    .orderBy(blogCategories.name);
}

/** Every category with how many of the brand's posts it holds, by name. */
export function categoriesWithCounts(ex: Executor, brandId: number, now: Date) {
  return ex
    .select({
      id: blogCategories.id,
      slug: blogCategories.slug,
      name: blogCategories.name,
      postsCount: count(blogPosts.id),
    })
    .from(blogCategories)
    .leftJoin(blogPostCategories, eq(blogPostCategories.categoryId, blogCategories.id))
    .leftJoin(blogPosts, and(eq(blogPosts.id, blogPostCategories.postId), ofBrand(brandId, now)))
    .groupBy(blogCategories.id)
    .orderBy(blogCategories.name);
}

/** A post whatever its brand and publish time (the back office's preview). */
export async function anyPost(ex: Executor, id: number): Promise<BlogPostRow | null> {
  const [row] = await ex.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row ?? null;
}
