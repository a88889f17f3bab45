// The catalogue as the shop sees it: only articles visible on web, shapes of spec section 3, cached.
// Which campaigns run is decided with the injected clock (domain/selling-price.ts), never the
// database's now(); every cache key starts with the set of campaigns running at that clock, so a
// clock that crosses a campaign's start or end is never answered from an entry made before it.
import { isRunning, nextPriceChange } from "../../../domain/selling-price.ts";
import type { Database } from "../../db/client.ts";
import { BackgroundBuild } from "../../lib/background-build.ts";
import { type Encoding, encode } from "../../lib/encoding.ts";
import { NotFound } from "../../lib/errors.ts";
import { paged } from "../../lib/paged.ts";
import { type ExpiryLimit, VersionedCache } from "../../lib/versioned-cache.ts";
import type { ReviewService } from "../reviews/service.ts";
import type { ShopService } from "../shops/service.ts";
import { loadArticles, toDetail } from "./article-repo.ts";
import { campaignShortTitle } from "./display-names.ts";
import { ListIndex } from "./list-index.ts";
import { colourImages, countArticles, listArticleIds, listFacets, listIndexRows, pageArticleIds } from "./list-repo.ts";
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
  const store = new VersionedCache(database, "catalog", { maxBytes: 20 * 1024 * 1024, ttlMs });
  // The campaign periods are read on every request (they start every key): kept apart, so the big
  // entries of a busy catalogue can never push them out. Same version row: dropped with the catalogue.
  const periodStore = new VersionedCache(database, "catalog", { maxBytes: 1024 * 1024, ttlMs });
  // Each article as lists and search answers show it, by id (decision 055): a new search answer is
  // mostly made of articles other answers showed, so it loads only the others. Kept apart from the
  // answers, so their churn does not push the articles out; same version row and TTL, so a catalogue
  // change drops them and their stock is never older than the answers' (an answer made of them
  // expires with the oldest it used: VersionedCache `limit`). ~2 KB of JSON per article.
  const articleStore = new VersionedCache(database, "catalog", { maxBytes: 16 * 1024 * 1024, ttlMs });

  type CampaignPeriod = Awaited<ReturnType<typeof repo.campaignPeriods>>[number];
  type Running = { key: string; ids: number[]; combined: CampaignPeriod[] };
  // The set only changes at a campaign's start or end: it is worked out once per period list and
  // boundary, not on every request (a cache hit must stay cheap), and again if the clock goes back.
  let memo: { periods: CampaignPeriod[]; from: number; until: number; state: Running } | null = null;

  /** The campaigns running at the clock's time: part of every key, and the combined-campaign scope. */
  async function running(now: Date): Promise<Running> {
    const periods = await periodStore.get("campaign-periods", () => repo.campaignPeriods(ex));
    const t = now.getTime();
    if (memo && memo.periods === periods && memo.from <= t && t < memo.until) return memo.state;
    const on = periods.filter((p) => isRunning(p, now)).sort((a, b) => a.id - b.id);
    const state = {
      key: `c${on.map((p) => p.id).join(".")}`,
      ids: on.map((p) => p.id),
      combined: on.filter((p) => p.combined),
    };
    memo = { periods, from: t, until: nextPriceChange(periods, now), state };
    return state;
  }

  /** The catalogue cache, keyed by the running campaigns as well; `load` gets the clock's time. */
  const cache = {
    get: async <T>(
      key: string,
      load: (now: Date, limit: ExpiryLimit) => Promise<T>,
      ttlMs?: number,
      limit?: ExpiryLimit,
    ): Promise<T> => {
      const now = clock();
      const state = await running(now);
      return store.get(`${state.key}|${key}`, (inner) => load(now, inner), ttlMs, limit);
    },
    /** For values no campaign changes (search ids, the vocabulary): kept across campaign boundaries. */
    stable: <T>(key: string, load: () => Promise<T>, ttlMs?: number): Promise<T> => store.get(key, load, ttlMs),
    invalidate: async () => {
      await store.invalidate();
      await periodStore.invalidate();
      await articleStore.invalidate();
    },
  };

  /** The catalogue's version as this node knows it: what the in-memory indexes are built for. */
  function catalogueVersion(): Promise<number> {
    return store.currentVersion();
  }

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

  // The storefront lists in memory (decision 056), built in the background for each catalogue
  // version; until one is ready, and for the shop filter, SQL answers with the same ids.
  const listIndex = new BackgroundBuild(catalogueVersion, async () => new ListIndex(await listIndexRows(ex)));

  /**
   * Articles from the per-article cache, the others loaded together; `limit` is told when the oldest
   * one expires (an answer made of them must not outlive it: stock is never older than the TTL).
   */
  async function cachedArticles(ids: number[], now: Date, limit?: ExpiryLimit): Promise<Map<number, Article>> {
    const { key: campaigns } = await running(now);
    // The running campaigns start the key: an article's campaign lines are the ones running now.
    const keyOf = (id: number) => `${campaigns}|${id}`;
    const found = await articleStore.getMany<Article>(
      ids.map(keyOf),
      async (missing) => {
        const loaded = await load(
          missing.map((key) => Number(key.slice(campaigns.length + 1))),
          now,
        );
        return new Map([...loaded.values()].map(({ article }) => [keyOf(article.id), article]));
      },
      limit,
    );
    return new Map(ids.flatMap((id) => found.get(keyOf(id)) ?? []).map((a) => [a.id, a]));
  }

  /** One page of a list's ids from the list index, or null while it is built or cannot answer. */
  async function indexedIds(scope: ListPageScope, query: ListPageQuery, now: Date) {
    return (await listIndex.current())?.page(scope, query, now, (await running(now)).key) ?? null;
  }

  /** One page of a list page's articles, from the list index when it can answer, else from SQL. */
  async function listPage(
    scope: ListPageScope,
    query: ListPageQuery,
    now: Date,
    limit: ExpiryLimit,
  ): Promise<Paged<Article>> {
    const { ids, total } =
      (await indexedIds(scope, query, now)) ??
      (await listArticleIds(ex, scope, query, now, await deps.shops.safetyBuffers()));
    const [loaded, images] = await Promise.all([
      cachedArticles(ids, now, limit),
      colourImages(ex, ids, query.filters.colors),
    ]);
    const data = ids.flatMap((id) => {
      const a = loaded.get(id);
      if (!a) return [];
      const image = images.get(id);
      return [image ? { ...a, image } : a];
    });
    return pageOf(data, total, query);
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
        (await repo.campaignList(ex))
          .filter((c) => isRunning(c, now))
          .map((c) => ({
            id: c.id,
            name: c.name,
            shortDescription: campaignShortTitle(c.shortDescription),
            description: c.description,
            start: c.startsAt.toISOString(),
            end: c.endsAt.toISOString(),
            count: c.count,
            image: c.image,
            imageMobile: c.imageMobile,
            showLabel: c.showLabel,
            showImage: c.showImage,
            labelText: c.labelText,
            url: c.url,
          })),
      ),
  };
  return service;
}
