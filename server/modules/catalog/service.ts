// The catalogue as the shop sees it: only articles visible on web, shapes of spec section 3, cached.
// Which campaigns run is decided with the injected clock (domain/selling-price.ts), never the
// database's now(); every cache key starts with the set of campaigns running at that clock, so a
// clock that crosses a campaign's start or end is never answered from an entry made before it.
import { isRunning } from "../../../domain/selling-price.ts";
import type { Database } from "../../db/client.ts";
import { type Encoding, encode } from "../../lib/encoding.ts";
import { NotFound } from "../../lib/errors.ts";
import { paged } from "../../lib/paged.ts";
import type { ExpiryLimit } from "../../lib/versioned-cache.ts";
import type { ReviewService } from "../reviews/service.ts";
import type { ShopService } from "../shops/service.ts";
import { loadArticles } from "./article-repo.ts";
import { toCampaign, toDetail } from "./article-shape.ts";
import { createCatalogCache } from "./catalog-cache.ts";
import { createListPages } from "./list-pages.ts";
import { countArticles, listArticleIds, listFacets, pageArticleIds } from "./list-repo.ts";
import {
  type ListFacets,
  type ListPageQuery,
  type ListPageScope,
  type ListScope,
  type PageQuery,
  scopeKey,
} from "./list-types.ts";
import * as repo from "./repo.ts";
import { onlineStock } from "./stock.ts";
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

const pageOf = <T>(data: T[], total: number, query: { page: number; perPage: number }): Paged<T> =>
  paged(data, total, query.page, query.perPage);

export interface CatalogDeps {
  /** The reviews module: approved reviews on the detail, average ratings on every article. */
  reviews: Pick<ReviewService, "approvedFor" | "averages">;
  /** The shops module: each shop's safety buffer, kept off the web's stock (decision 030). */
  shops: Pick<ShopService, "safetyBuffers">;
}

export interface CatalogCacheOptions {
  /** How long an entry is served before it is loaded again (CATALOG_CACHE_SECONDS): stock can be this old. */
  ttlMs: number;
}

export function createCatalogService(
  database: Database,
  clock: () => Date,
  deps: CatalogDeps,
  { ttlMs }: CatalogCacheOptions = { ttlMs: 60_000 },
) {
  const ex = database.db;
  const ratingsOf = (ids: number[]) => deps.reviews.averages(ids);
  const load = async (ids: number[], now: Date) =>
    loadArticles(ex, ids, now, ratingsOf, await deps.shops.safetyBuffers());
  const { cache, running, catalogueVersion, articleStore } = createCatalogCache(database, clock, ttlMs);
  const { listIndex, cachedArticles, indexedIds, listPage } = createListPages(
    database,
    { running, catalogueVersion, articleStore },
    load,
    () => deps.shops.safetyBuffers(),
  );
  const visibleInOrder = async (ids: number[], now: Date): Promise<Article[]> => {
    const loaded = await load(ids, now);
    return ids.flatMap((id) => {
      const a = loaded.get(id)?.article;
      return a?.visible ? [a] : [];
    });
  };

  async function page(scope: ListScope, query: PageQuery, now: Date): Promise<Paged<Article>> {
    const key = scope.kind === "campaigns" ? `campaigns:${scope.ids.join(",")}` : `${scope.kind}:${scope.id}`;
    const [ids, total] = await Promise.all([
      pageArticleIds(ex, scope, query),
      cache.get(`count:${key}`, () => countArticles(ex, scope)),
    ]);
    return pageOf(await visibleInOrder(ids, now), total, query);
  }

  const pageKey = (query: PageQuery) => `${query.page}:${query.perPage}:${query.orderBy}:${query.order}`;

  const service = {
    /** Entries that are dropped with the catalogue (search keeps its answers here). */
    cache,
    catalogueVersion,

    /**
     * The JSON text of an API answer, cached beside the values it is made of, so a hit costs no
     * JSON.stringify. `key` must name everything the answer depends on.
     */
    json: (key: string, load: (limit: ExpiryLimit) => Promise<unknown>, limit?: ExpiryLimit): Promise<string> =>
      cache.get(`json:${key}`, async (_, inner) => JSON.stringify(await load(inner)), undefined, limit),

    /**
     * The same text compressed, cached per encoding. The text itself is not kept for it: browsers
     * always ask for an encoding, and a search answer's text takes ten times its brotli form, so
     * keeping both filled the cache with texts no one asked for again.
     */
    encodedJson: (key: string, load: (limit: ExpiryLimit) => Promise<unknown>, encoding: Encoding): Promise<Buffer> =>
      cache.get(`json:${key}:${encoding}`, async (_, inner) => encode(JSON.stringify(await load(inner)), encoding)),

    categories: (): Promise<Category[]> => cache.get("categories", () => repo.loadCategories(ex)),

    groups: (subcategoryId: number): Promise<Group[]> =>
      cache.get(`groups:${subcategoryId}`, async () => {
        const groups = await repo.loadGroups(ex, subcategoryId);
        if (!groups) throw new NotFound(SUBCATEGORY_NOT_FOUND);
        return groups;
      }),

    articlesByCategory: (categoryId: number, query: PageQuery) =>
      cache.get(`cat:${categoryId}:${pageKey(query)}`, async (now) => {
        if (!(await repo.existsById(ex, "category", categoryId))) throw new NotFound(CATEGORY_NOT_FOUND);
        return page({ kind: "category", id: categoryId }, query, now);
      }),

    articlesBySubcategory: (subcategoryId: number, query: PageQuery) =>
      cache.get(`sub:${subcategoryId}:${pageKey(query)}`, async (now) => {
        if (!(await repo.existsById(ex, "subcategory", subcategoryId))) throw new NotFound(SUBCATEGORY_NOT_FOUND);
        return page({ kind: "subcategory", id: subcategoryId }, query, now);
      }),

    articlesByProductLine: (productLineId: number, query: PageQuery) =>
      cache.get(`pl:${productLineId}:${pageKey(query)}`, (now) =>
        page({ kind: "productLine", id: productLineId }, query, now),
      ),

    /** The articles of a brand's own product line (the tenant's); a brand without one has none. */
    articlesOfBrand: async (productLineId: number | null, query: PageQuery): Promise<Paged<Article>> =>
      productLineId == null ? pageOf([], 0, query) : service.articlesByProductLine(productLineId, query),

    combinedCampaignArticles: (query: PageQuery) =>
      cache.get(`combined:${pageKey(query)}`, async (now) => {
        const { combined } = await running(now);
        return page({ kind: "campaigns", ids: combined.map((c) => c.id) }, query, now);
      }),

    /** Resolves when the list index of the catalogue as it is now is ready (tests, the bench). */
    listIndexReady: async (): Promise<void> => {
      await listIndex.ready("The list index");
    },

    /** One page of a list's ids from the index (null when it cannot answer) or from SQL: the two agree. */
    uncachedListIds: async (scope: ListPageScope, query: ListPageQuery, from: "index" | "sql") => {
      const now = clock();
      if (from === "index") return indexedIds(scope, query, now);
      return listArticleIds(ex, scope, query, now, await deps.shops.safetyBuffers());
    },

    /** A storefront list page: one page of the scope narrowed by the filters, with the scope's facets. */
    list: (scope: ListPageScope, query: ListPageQuery): Promise<Paged<Article> & { facets: ListFacets }> =>
      cache.get(`list:${scopeKey(scope)}:${JSON.stringify(query)}`, async (now, limit) => {
        const buffers = await deps.shops.safetyBuffers();
        const [page, facets] = await Promise.all([
          listPage(scope, query, now, limit),
          cache.get(`facets:${scopeKey(scope)}`, (at) => listFacets(ex, scope, at, buffers)),
        ]);
        return { ...page, facets };
      }),

    /**
     * One page of a list without the filter panel's facets: a product page's related articles, where
     * counting the facets of the article's group (~0.1 s at 100,000 articles) would be thrown away.
     */
    listArticles: (scope: ListPageScope, query: ListPageQuery): Promise<Paged<Article>> =>
      cache.get(`list-articles:${scopeKey(scope)}:${JSON.stringify(query)}`, (now, limit) =>
        listPage(scope, query, now, limit),
      ),

    /** Detail of a visible article; a hidden or unknown one is "not found" to the public. */
    article: (id: number): Promise<ArticleDetail> =>
      cache.get(`article:${id}`, async (now) => {
        const [articles, reviews] = await Promise.all([load([id], now), deps.reviews.approvedFor(id)]);
        const loaded = articles.get(id);
        if (!loaded?.article.visible) throw new NotFound(ARTICLE_NOT_FOUND);
        return toDetail(loaded, reviews);
      }),

    /** Visibility of an article, for the product route guard (spec section 2). */
    articleVisibility: (id: number): Promise<{ exists: boolean; visible: boolean; slug: string | null }> =>
      // Cached like the detail: every product page asks, and a query costs more than the render.
      cache.get(`visibility:${id}`, () => repo.articleVisibility(ex, id)),

    /**
     * Stock per shop as a hold could take it now: the detail (cached) names the variants, the units are
     * read fresh (stock.ts `onlineStock`), so a unit another checkout holds is never shown (issue 12).
     */
    availability: async (id: number): Promise<Availability> => {
      const detail = await service.article(id);
      const fresh = await onlineStock(
        ex,
        detail.variants.map((v) => v.id),
        await deps.shops.safetyBuffers(),
      );
      const perShop = new Map<number, number>();
      const variants = detail.variants.map((v) => {
        const shops = fresh.get(v.id) ?? [];
        for (const s of shops) perShop.set(s.id, (perShop.get(s.id) ?? 0) + s.qty);
        return { id: v.id, ean: v.ean, availability: shops.length, shops };
      });
      return {
        articleId: detail.id,
        availability: perShop.size,
        shops: [...perShop].map(([shopId, qty]) => ({ id: shopId, qty })).sort((a, b) => a.id - b.id),
        variants,
      };
    },

    /** Visible articles in the order asked for; unknown and hidden ids are left out. */
    bundle: (ids: number[]): Promise<Article[]> =>
      cache.get(`bundle:${ids.join(",")}`, (now) => visibleInOrder(ids, now)),

    /**
     * The same for callers that cache the whole answer themselves (search): each article from the
     * per-article cache, the others loaded together; `limit` is told when the oldest one expires.
     */
    articlesInOrder: async (ids: number[], limit?: ExpiryLimit): Promise<Article[]> => {
      const found = await cachedArticles(ids, clock(), limit);
      return ids.flatMap((id) => {
        const a = found.get(id);
        return a?.visible ? [a] : [];
      });
    },

    /** Names of articles by id, uncached (a customer's own reviews). */
    articleNames: (ids: number[]) => (ids.length ? repo.articleNames(ex, ids) : Promise.resolve([])),

    /** A few visible articles in stock in one shop, newest first (the shop's page). */
    inStockAt: (shopId: number, limit: number): Promise<Article[]> =>
      cache.get(`instock:${shopId}:${limit}`, async (now) =>
        visibleInOrder(await repo.articleIdsInStockAt(ex, shopId, limit), now),
      ),

    /** Id and slug of visible articles, for the sitemap. */
    sitemapArticles: (limit: number) => cache.get(`sitemap:${limit}`, () => repo.sitemapArticles(ex, limit)),

    productLines: () => cache.get("productlines", () => repo.productLineList(ex)),

    genders: () => cache.get("genders", async () => (await repo.genderList(ex)).map((g) => ({ ...g, checked: false }))),

    colorGroups: () =>
      cache.get("colorgroups", async () =>
        (await repo.colorGroupList(ex)).map((g) => ({
          id: g.id,
          label: g.label,
          name: g.name,
          hex: g.hex,
          colorId: g.colorId,
          checked: false,
        })),
      ),

    bestsellers: (limit: number): Promise<Bestseller[]> =>
      cache.get(`bestsellers:${limit}`, async (now) => {
        const ranks = await repo.bestsellerRanks(ex, limit);
        const loaded = await load(
          ranks.map((r) => r.article_id),
          now,
        );
        return ranks.flatMap((r) => {
          const article = loaded.get(r.article_id)?.article;
          return article ? [{ ...r, article }] : [];
        });
      }),

    campaigns: (): Promise<Campaign[]> =>
      cache.get("campaigns", async (now) =>
        (await repo.campaignList(ex)).filter((c) => isRunning(c, now)).map(toCampaign),
      ),
  };
  return service;
}
