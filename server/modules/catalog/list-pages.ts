// The storefront's list pages (decision 056): one page of a list's ids from the in-memory list
// index when it can answer, else from SQL (the two agree), and the articles from the per-article cache.
import type { Database } from "../../db/client.ts";
import { BackgroundBuild } from "../../lib/background-build.ts";
import { paged } from "../../lib/paged.ts";
import type { ExpiryLimit } from "../../lib/versioned-cache.ts";
import type { LoadedArticle } from "./article-shape.ts";
import type { CatalogCache } from "./catalog-cache.ts";
import { ListIndex } from "./list-index.ts";
import { listIndexRows } from "./list-index-repo.ts";
import { colourImages, listArticleIds } from "./list-repo.ts";
import type { ListPageQuery, ListPageScope } from "./list-types.ts";
import type { Article, Paged } from "./types.ts";

export function createListPages(
  database: Database,
  { running, catalogueVersion, articleStore }: Pick<CatalogCache, "running" | "catalogueVersion" | "articleStore">,
  load: (ids: number[], now: Date) => Promise<Map<number, LoadedArticle>>,
  safetyBuffers: () => Promise<Map<number, number>>,
) {
  const ex = database.db;
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
      (await indexedIds(scope, query, now)) ?? (await listArticleIds(ex, scope, query, now, await safetyBuffers()));
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
    return paged(data, total, query.page, query.perPage);
  }

  return { listIndex, cachedArticles, indexedIds, listPage };
}
