// The blog (spec sections 3 and 7): posts with their categories and the articles they name. The
// articles come from the catalogue's service (only those shown on the web, at today's prices), so a
// post never offers an article the shop does not sell.
import type { Database } from "../../db/client.ts";
import { NotFound } from "../../lib/errors.ts";
import { type Paged, paged } from "../../lib/paged.ts";
import type { CatalogService } from "../catalog/service.ts";
import type { Article } from "../catalog/types.ts";
import * as repo from "./blog-repo.ts";
import type { BlogCategoryView, BlogPageQuery, BlogPostView } from "./blog-schemas.ts";

export const BLOG_POST_NOT_FOUND = "Innlegget finnes ikke";
export const BLOG_CATEGORY_NOT_FOUND = "Kategorien finnes ikke";

export interface BlogDeps {
  catalog: Pick<CatalogService, "articlesInOrder">;
  /** Posts whose publish time has not passed by this clock are not shown (decision 049). */
  clock: () => Date;
}

export type BlogService = ReturnType<typeof createBlogService>;

export function createBlogService(database: Database, deps: BlogDeps) {
  const ex = database.db;

  /** Posts as the API shows them: categories and articles gathered in one round trip each. */
  async function views(rows: repo.PublicPostRow[]): Promise<BlogPostView[]> {
    const articleIds = [
      ...new Set(rows.flatMap((r) => [...(r.mainArticleId ? [r.mainArticleId] : []), ...r.relatedArticleIds])),
    ];
    const [categories, articles] = await Promise.all([
      repo.categoriesOfPosts(
        ex,
        rows.map((r) => r.id),
      ),
      deps.catalog.articlesInOrder(articleIds),
    ]);
    const byId = new Map<number, Article>(articles.map((a) => [a.id, a]));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      body: r.body,
      summary: r.summary,
      slug: r.slug,
      featuredImage: r.featuredImage,
      publishedAt: r.publishedAt.toISOString(),
      mainArticle: (r.mainArticleId && byId.get(r.mainArticleId)) || null,
      relatedArticles: r.relatedArticleIds.flatMap((id) => byId.get(id) ?? []),
      categories: categories.filter((c) => c.postId === r.id).map(({ id, slug, name }) => ({ id, slug, name })),
    }));
  }

  async function pageOf(
    brandId: number,
    categoryId: number | null,
    query: BlogPageQuery,
  ): Promise<Paged<BlogPostView>> {
    const { rows, total } = await repo.pageOfPosts(ex, brandId, deps.clock(), categoryId, {
      offset: (query.page - 1) * query.perPage,
      limit: query.perPage,
    });
    return paged(await views(rows), total, query.page, query.perPage);
  }

  async function postOrThrow(brandId: number, key: { slug: string } | { id: number }): Promise<BlogPostView> {
    const row = await repo.postWhere(ex, brandId, deps.clock(), key);
    if (!row) throw new NotFound(BLOG_POST_NOT_FOUND);
    const [view] = await views([row]);
    return view;
  }

  const service = {
    /**
     * Any post as the storefront would show it, published or not, for the back office's preview;
     * a draft is dated now, as it would be if it were published this moment.
     */
    async preview(id: number): Promise<BlogPostView> {
      const row = await repo.anyPost(ex, id);
      if (!row) throw new NotFound(BLOG_POST_NOT_FOUND);
      const [view] = await views([{ ...row, publishedAt: row.publishedAt ?? deps.clock() }]);
      return view;
    },
    /** The brand's posts, newest first. */
    posts: (brandId: number, query: BlogPageQuery) => pageOf(brandId, null, query),
    postBySlug: (brandId: number, slug: string) => postOrThrow(brandId, { slug }),
    postById: (brandId: number, id: number) => postOrThrow(brandId, { id }),
    /** Every category with how many of the brand's posts it holds. */
    categories: (brandId: number): Promise<BlogCategoryView[]> => repo.categoriesWithCounts(ex, brandId, deps.clock()),
    /** A category and one page of its posts; an unknown slug is not found. */
    async category(
      brandId: number,
      slug: string,
      query: BlogPageQuery,
    ): Promise<Paged<BlogPostView> & { category: BlogCategoryView }> {
      const category = (await service.categories(brandId)).find((c) => c.slug === slug);
      if (!category) throw new NotFound(BLOG_CATEGORY_NOT_FOUND);
      return { ...(await pageOf(brandId, category.id, query)), category };
    },
  };
  return service;
}
