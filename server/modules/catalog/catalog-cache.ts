// The catalogue's cache (decision 055): every key starts with the set of campaigns running at the
// injected clock's time, so a clock that crosses a campaign's start or end is never answered from an
// entry made before it. Three stores under one version row, dropped together with the catalogue.
import { isRunning, nextPriceChange } from "../../../domain/selling-price.ts";
import type { Database } from "../../db/client.ts";
import { type ExpiryLimit, VersionedCache } from "../../lib/versioned-cache.ts";
import * as repo from "./repo.ts";

export type CatalogCache = ReturnType<typeof createCatalogCache>;

export function createCatalogCache(database: Database, clock: () => Date, ttlMs: number) {
  const ex = database.db;
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

  return { cache, running, catalogueVersion, articleStore };
}
