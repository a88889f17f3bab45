// The catalogue as the shop sees it: only articles visible on web, shapes of spec section 3, cached.
import type { Database } from "../../db/client.ts";
import { type Encoding, encode } from "../../lib/encoding.ts";
import { notFound } from "../../lib/errors.ts";
import { VersionedCache } from "../../lib/versioned-cache.ts";
import { campaignShortTitle } from "./display-names.ts";
import {
  type ListFacets,
  type ListPageQuery,
  type ListPageScope,
  listArticleIds,
  listFacets,
  scopeKey,
} from "./list-repo.ts";
import {
  countArticles,
  existsById,
  type ListScope,
  loadArticles,
  loadCategories,
  loadGroups,
  loadReviews,
  type PageQuery,
  pageArticleIds,
  toDetail,
} from "./repo.ts";
import type { Article, ArticleDetail, Bestseller, Campaign, Category, Group, Paged } from "./types.ts";

export const ARTICLE_NOT_FOUND = "Artikkelen finnes ikke";
export const CATEGORY_NOT_FOUND = "Kategorien finnes ikke";
export const SUBCATEGORY_NOT_FOUND = "Underkategorien finnes ikke";

export interface Availability {
  articleId: number;
  availability: number;
  shops: { id: number; qty: number }[];
  variants: { id: number; ean: string; availability: number; shops: { id: number; qty: number }[] }[];
}

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService(database: Database) {
  const cache = new VersionedCache(database, "catalog", { maxBytes: 32 * 1024 * 1024, ttlMs: 60_000 });

  async function page(scope: ListScope, query: PageQuery): Promise<Paged<Article>> {
    const scopeKey = "id" in scope ? `${scope.kind}:${scope.id}` : scope.kind;
    const [ids, total] = await Promise.all([
      pageArticleIds(database, scope, query),
      cache.get(`count:${scopeKey}`, () => countArticles(database, scope)),
    ]);
    const loaded = await loadArticles(database, ids);
    const data = ids.flatMap((id) => {
      const a = loaded.get(id)?.article;
      return a ? [a] : [];
    });
    return {
      data,
      meta: {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / query.perPage)),
        per_page: query.perPage,
        total,
      },
    };
  }

  const pageKey = (query: PageQuery) => `${query.page}:${query.perPage}:${query.orderBy}:${query.order}`;

  const service = {
    cache,

    /**
     * The JSON text of an API answer, cached beside the values it is made of, so a hit costs no
     * JSON.stringify. `key` must name everything the answer depends on.
     */
    json: (key: string, load: () => Promise<unknown>): Promise<string> =>
      cache.get(`json:${key}`, async () => JSON.stringify(await load())),

    /** The same text compressed, cached per encoding. */
    encodedJson: (key: string, load: () => Promise<unknown>, encoding: Encoding): Promise<Buffer> =>
      cache.get(`json:${key}:${encoding}`, async () => encode(await service.json(key, load), encoding)),

    categories: (): Promise<Category[]> => cache.get("categories", () => loadCategories(database)),

    groups: (subcategoryId: number): Promise<Group[]> =>
      cache.get(`groups:${subcategoryId}`, async () => {
        const groups = await loadGroups(database, subcategoryId);
        if (!groups) throw notFound(SUBCATEGORY_NOT_FOUND);
        return groups;
      }),

    articlesByCategory: (categoryId: number, query: PageQuery) =>
      cache.get(`cat:${categoryId}:${pageKey(query)}`, async () => {
        if (!(await existsById(database, "main_groups", categoryId))) throw notFound(CATEGORY_NOT_FOUND);
        return page({ kind: "category", id: categoryId }, query);
      }),

    articlesBySubcategory: (subcategoryId: number, query: PageQuery) =>
      cache.get(`sub:${subcategoryId}:${pageKey(query)}`, async () => {
        if (!(await existsById(database, "article_groups2", subcategoryId))) throw notFound(SUBCATEGORY_NOT_FOUND);
        return page({ kind: "subcategory", id: subcategoryId }, query);
      }),

    articlesByProductLine: (productLineId: number, query: PageQuery) =>
      cache.get(`pl:${productLineId}:${pageKey(query)}`, () => page({ kind: "productLine", id: productLineId }, query)),

    combinedCampaignArticles: (query: PageQuery) =>
      cache.get(`combined:${pageKey(query)}`, () => page({ kind: "combinedCampaigns" }, query)),

    /** A storefront list page: one page of the scope narrowed by the filters, with the scope's facets. */
    list: (scope: ListPageScope, query: ListPageQuery): Promise<Paged<Article> & { facets: ListFacets }> =>
      cache.get(`list:${scopeKey(scope)}:${JSON.stringify(query)}`, async () => {
        const [{ ids, total }, facets] = await Promise.all([
          listArticleIds(database, scope, query),
          cache.get(`facets:${scopeKey(scope)}`, () => listFacets(database, scope)),
        ]);
        const loaded = await loadArticles(database, ids);
        return {
          data: ids.flatMap((id) => {
            const a = loaded.get(id)?.article;
            return a ? [a] : [];
          }),
          meta: {
            current_page: query.page,
            last_page: Math.max(1, Math.ceil(total / query.perPage)),
            per_page: query.perPage,
            total,
          },
          facets,
        };
      }),

    /** Detail of a visible article; a hidden or unknown one is "not found" to the public. */
    article: (id: number): Promise<ArticleDetail> =>
      cache.get(`article:${id}`, async () => {
        const loaded = (await loadArticles(database, [id])).get(id);
        if (!loaded?.article.visible) throw notFound(ARTICLE_NOT_FOUND);
        return toDetail(loaded, await loadReviews(database, id));
      }),

    /** Visibility of an article, for the product route guard (spec section 2). */
    articleVisibility: (id: number): Promise<{ exists: boolean; visible: boolean; slug: string | null }> =>
      // Cached like the detail: every product page asks, and a query costs more than the render.
      cache.get(`visibility:${id}`, async () => {
        const { rows } = await database.query<{ visible_web: number; slug: string }>(
          "select visible_web, slug from articles where id = $1",
          [id],
        );
        if (rows.length === 0) return { exists: false, visible: false, slug: null };
        return { exists: true, visible: rows[0].visible_web === 1, slug: rows[0].slug };
      }),

    availability: async (id: number): Promise<Availability> => {
      const detail = await service.article(id);
      const perShop = new Map<number, number>();
      for (const v of detail.variants) {
        for (const s of v.shops) perShop.set(s.id, (perShop.get(s.id) ?? 0) + s.qty);
      }
      return {
        articleId: detail.id,
        availability: detail.availability,
        shops: [...perShop].map(([shopId, qty]) => ({ id: shopId, qty })).sort((a, b) => a.id - b.id),
        variants: detail.variants.map((v) => ({ id: v.id, ean: v.ean, availability: v.availability, shops: v.shops })),
      };
    },

    /** Visible articles in the order asked for; unknown and hidden ids are left out. */
    bundle: (ids: number[]): Promise<Article[]> =>
      cache.get(`bundle:${ids.join(",")}`, async () => {
        const loaded = await loadArticles(database, ids);
        return ids.flatMap((id) => {
          const a = loaded.get(id)?.article;
          return a?.visible ? [a] : [];
        });
      }),

    /** Id and slug of visible articles, for the sitemap. */
    sitemapArticles: (limit: number) =>
      cache.get(`sitemap:${limit}`, async () => {
        const { rows } = await database.query<{ id: number; slug: string }>(
          "select id, slug from articles where visible_web = 1 order by id limit $1",
          [limit],
        );
        return rows;
      }),

    productLines: () =>
      cache.get("productlines", async () => {
        const { rows } = await database.query<{ id: number; name: string }>(
          "select id, name from product_lines order by name, id",
        );
        return rows;
      }),

    genders: () =>
      cache.get("genders", async () => {
        const { rows } = await database.query<{ id: number; name: string; slug: string }>(
          "select id, name, slug from genders order by id",
        );
        return rows.map((g) => ({ ...g, checked: false }));
      }),

    colorGroups: () =>
      cache.get("colorgroups", async () => {
        const { rows } = await database.query<{
          id: number;
          label: string;
          name: string;
          hex: string;
          color_id: number | null;
        }>("select id, label, name, hex, color_id from color_groups order by id");
        return rows.map((g) => ({
          id: g.id,
          label: g.label,
          name: g.name,
          hex: g.hex,
          colorId: g.color_id,
          checked: false,
        }));
      }),

    bestsellers: (limit: number): Promise<Bestseller[]> =>
      cache.get(`bestsellers:${limit}`, async () => {
        const { rows } = await database.query<{ article_id: number; qty_rank: number; turnover_rank: number }>(
          `select b.article_id, b.qty_rank, b.turnover_rank
             from bestsellers b join articles a on a.id = b.article_id
            where a.visible_web = 1 order by b.qty_rank, b.article_id limit $1`,
          [limit],
        );
        const loaded = await loadArticles(
          database,
          rows.map((r) => r.article_id),
        );
        return rows.flatMap((r) => {
          const article = loaded.get(r.article_id)?.article;
          return article ? [{ ...r, article }] : [];
        });
      }),

    campaigns: (): Promise<Campaign[]> =>
      cache.get("campaigns", async () => {
        const { rows } = await database.query<{
          id: number;
          name: string;
          short_description: string;
          description: string;
          starts_at: Date | string;
          ends_at: Date | string;
          image: string | null;
          image_mobile: string | null;
          show_label: boolean;
          show_image: boolean;
          label_text: string | null;
          url: string | null;
          count: string | number;
        }>(
          `select c.*, (select count(*) from campaign_lines cl join articles a on a.id = cl.article_id
                         where cl.campaign_id = c.id and a.visible_web = 1) as count
             from campaigns c where c.starts_at <= now() and c.ends_at >= now()
            order by c.starts_at desc, c.id`,
        );
        return rows.map((c) => ({
          id: c.id,
          name: c.name,
          shortDescription: campaignShortTitle(c.short_description),
          description: c.description,
          start: new Date(c.starts_at).toISOString(),
          end: new Date(c.ends_at).toISOString(),
          count: Number(c.count),
          image: c.image,
          imageMobile: c.image_mobile,
          showLabel: c.show_label,
          showImage: c.show_image,
          labelText: c.label_text,
          url: c.url,
        }));
      }),
  };
  return service;
}
