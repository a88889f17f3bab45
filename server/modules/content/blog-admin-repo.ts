// The back office's side of the blog (issue 15, decision 049): every post whatever its publish time,
// and writes of posts and categories. Writes take the caller's transaction, so the back office writes
// its audit row in the same one.
import { and, asc, count, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { blogCategories, blogPostCategories, blogPosts } from "../../db/schema.ts";
import { Conflict, InvalidInput, NotFound } from "../../lib/errors.ts";
import { type Paged, paged } from "../../lib/paged.ts";
import { BLOG_CATEGORY_NOT_FOUND, BLOG_POST_NOT_FOUND } from "./blog-service.ts";

export const BLOG_SLUG_TAKEN = "Adressen er allerede i bruk av et annet innlegg";
export const CATEGORY_SLUG_TAKEN = "Adressen er allerede i bruk av en annen kategori";
export const UNKNOWN_CATEGORY = "Kategorien finnes ikke";
export const ADMIN_POSTS_PAGE_SIZE = 20;

export const categoryInUse = (posts: number) => `Kategorien brukes av ${posts} innlegg; fjern den fra innleggene først`;

export interface BlogPostFields {
  brandId: number | null;
  title: string;
  slug: string;
  summary: string;
  body: string;
  featuredImage: string | null;
  publishedAt: Date | null;
  categoryIds: number[];
}

export interface BlogPostRecord extends BlogPostFields {
  id: number;
}

export interface BlogCategoryRecord {
  id: number;
  slug: string;
  name: string;
  /** Posts of any brand and any publish time in the category. */
  postsCount: number;
}

/** Postgres' unique_violation, as PGlite and node-postgres both report it (possibly wrapped by drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

async function slugTaken<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(message, { slug: [message] });
    throw error;
  }
}

export function createBlogAdmin(database: Database) {
  const { db } = database;

  async function categoryIdsOf(ex: Executor, postIds: number[]): Promise<Map<number, number[]>> {
    const found =
      postIds.length === 0
        ? []
        : await ex
            .select({ postId: blogPostCategories.postId, categoryId: blogPostCategories.categoryId })
            .from(blogPostCategories)
            .where(inArray(blogPostCategories.postId, postIds))
            .orderBy(asc(blogPostCategories.categoryId));
    const byPost = new Map<number, number[]>();
    for (const f of found) byPost.set(f.postId, [...(byPost.get(f.postId) ?? []), f.categoryId]);
    return byPost;
  }

  async function find(ex: Executor, id: number): Promise<BlogPostRecord> {
    const [row] = await ex.select().from(blogPosts).where(eq(blogPosts.id, id));
    if (!row) throw new NotFound(BLOG_POST_NOT_FOUND);
    return toRecord(row, (await categoryIdsOf(ex, [id])).get(id) ?? []);
  }

  async function setCategories(tx: Executor, postId: number, categoryIds: number[]) {
    const unique = [...new Set(categoryIds)];
    if (unique.length > 0) {
      const known = await tx
        .select({ id: blogCategories.id })
        .from(blogCategories)
        .where(inArray(blogCategories.id, unique));
      if (known.length !== unique.length) throw new InvalidInput(UNKNOWN_CATEGORY, { categoryIds: [UNKNOWN_CATEGORY] });
    }
    await tx.delete(blogPostCategories).where(eq(blogPostCategories.postId, postId));
    if (unique.length > 0) {
      await tx.insert(blogPostCategories).values(unique.map((categoryId) => ({ postId, categoryId })));
    }
  }

  const columns = ({ categoryIds: _c, ...fields }: BlogPostFields) => fields;

  async function findCategory(ex: Executor, id: number): Promise<BlogCategoryRecord> {
    const [row] = await ex
      .select({ id: blogCategories.id, slug: blogCategories.slug, name: blogCategories.name })
      .from(blogCategories)
      .where(eq(blogCategories.id, id));
    if (!row) throw new NotFound(BLOG_CATEGORY_NOT_FOUND);
    const [{ n }] = await ex
      .select({ n: count() })
      .from(blogPostCategories)
      .where(eq(blogPostCategories.categoryId, id));
    return { ...row, postsCount: n };
  }

  return {
    /** Every post whose title or slug has `q` in it, drafts first, then the newest. */
    async posts(q: string, page: number): Promise<Paged<BlogPostRecord>> {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const where = q ? sql`(${ilike(blogPosts.title, pattern)} or ${ilike(blogPosts.slug, pattern)})` : undefined;
      const [found, [{ total }]] = await Promise.all([
        db
          .select()
          .from(blogPosts)
          .where(where)
          .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.id))
          .limit(ADMIN_POSTS_PAGE_SIZE)
          .offset((page - 1) * ADMIN_POSTS_PAGE_SIZE),
        db.select({ total: count() }).from(blogPosts).where(where),
      ]);
      const categories = await categoryIdsOf(
        db,
        found.map((p) => p.id),
      );
      return paged(
        found.map((p) => toRecord(p, categories.get(p.id) ?? [])),
        total,
        page,
        ADMIN_POSTS_PAGE_SIZE,
      );
    },
    find,
    async create(tx: Executor, fields: BlogPostFields): Promise<BlogPostRecord> {
      const [row] = await slugTaken(BLOG_SLUG_TAKEN, () => tx.insert(blogPosts).values(columns(fields)).returning());
      await setCategories(tx, row.id, fields.categoryIds);
      return find(tx, row.id);
    },
    async update(
      tx: Executor,
      id: number,
      fields: BlogPostFields,
    ): Promise<{ before: BlogPostRecord; after: BlogPostRecord }> {
      const before = await find(tx, id);
      await slugTaken(BLOG_SLUG_TAKEN, () => tx.update(blogPosts).set(columns(fields)).where(eq(blogPosts.id, id)));
      await setCategories(tx, id, fields.categoryIds);
      return { before, after: await find(tx, id) };
    },
    async remove(tx: Executor, id: number): Promise<BlogPostRecord> {
      const before = await find(tx, id);
      await tx.delete(blogPosts).where(eq(blogPosts.id, id));
      return before;
    },

    /** Posts' titles by id (the audit log names what it tells of). */
    async titles(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const found = await db
        .select({ id: blogPosts.id, title: blogPosts.title })
        .from(blogPosts)
        .where(inArray(blogPosts.id, [...ids]));
      return new Map(found.map((p) => [p.id, p.title]));
    },

    /** Every category with how many posts (any brand, any publish time) it holds, by name. */
    async categories(): Promise<BlogCategoryRecord[]> {
      return db
        .select({
          id: blogCategories.id,
          slug: blogCategories.slug,
          name: blogCategories.name,
          postsCount: count(blogPostCategories.postId),
        })
        .from(blogCategories)
        .leftJoin(blogPostCategories, eq(blogPostCategories.categoryId, blogCategories.id))
        .groupBy(blogCategories.id)
        .orderBy(asc(blogCategories.name));
    },
    findCategory,
    async createCategory(tx: Executor, fields: { name: string; slug: string }): Promise<BlogCategoryRecord> {
      const [row] = await slugTaken(CATEGORY_SLUG_TAKEN, () => tx.insert(blogCategories).values(fields).returning());
      return { ...row, postsCount: 0 };
    },
    async updateCategory(
      tx: Executor,
      id: number,
      fields: { name: string; slug: string },
    ): Promise<{ before: BlogCategoryRecord; after: BlogCategoryRecord }> {
      const before = await findCategory(tx, id);
      await slugTaken(CATEGORY_SLUG_TAKEN, () =>
        tx.update(blogCategories).set(fields).where(eq(blogCategories.id, id)),
      );
      return { before, after: await findCategory(tx, id) };
    },
    /** A category that posts still use is kept (409): removing it would silently change those posts. */
    async removeCategory(tx: Executor, id: number): Promise<BlogCategoryRecord> {
      const before = await findCategory(tx, id);
      if (before.postsCount > 0) throw new Conflict(categoryInUse(before.postsCount));
      await tx.delete(blogCategories).where(and(eq(blogCategories.id, id)));
      return before;
    },
  };
}

function toRecord(row: typeof blogPosts.$inferSelect, categoryIds: number[]): BlogPostRecord {
  return {
    id: row.id,
    brandId: row.brandId,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    body: row.body,
    featuredImage: row.featuredImage,
    publishedAt: row.publishedAt,
    categoryIds,
  };
}
