// Reads of the blog (blog_posts, blog_categories, blog_post_categories; this module owns them).
// A post with no brand belongs to every brand's storefront; one with a brand only to that brand's.
import { and, count, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { blogCategories, blogPostCategories, blogPosts } from "../../db/schema.ts";

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogCategoryRow = typeof blogCategories.$inferSelect;

const ofBrand = (brandId: number) => or(isNull(blogPosts.brandId), eq(blogPosts.brandId, brandId));

/** One page of the brand's posts (of one category when given), newest first, and how many there are. */
export async function pageOfPosts(
  ex: Executor,
  brandId: number,
  categoryId: number | null,
  page: { offset: number; limit: number },
): Promise<{ rows: BlogPostRow[]; total: number }> {
  const where =
    categoryId === null
      ? ofBrand(brandId)
      : and(
          ofBrand(brandId),
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
  return { rows, total: n };
}

export async function postWhere(
  ex: Executor,
  brandId: number,
  key: { slug: string } | { id: number },
): Promise<BlogPostRow | null> {
  const match = "slug" in key ? eq(blogPosts.slug, key.slug) : eq(blogPosts.id, key.id);
  const [row] = await ex
    .select()
    .from(blogPosts)
    .where(and(match, ofBrand(brandId)));
  return row ?? null;
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
export function categoriesWithCounts(ex: Executor, brandId: number) {
  return ex
    .select({
      id: blogCategories.id,
      slug: blogCategories.slug,
      name: blogCategories.name,
      postsCount: count(blogPosts.id),
    })
    .from(blogCategories)
    .leftJoin(blogPostCategories, eq(blogPostCategories.categoryId, blogCategories.id))
    .leftJoin(blogPosts, and(eq(blogPosts.id, blogPostCategories.postId), ofBrand(brandId)))
    .groupBy(blogCategories.id)
    .orderBy(blogCategories.name);
}
