// Read-mostly data (catalogue lists, article detail, settings) is cached in each node's memory.
// Writers bump a version row in PostgreSQL; every node checks it at most once per second and
// drops its entries when it changed, so nodes behind a load balancer converge within a second.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { cacheVersions } from "../db/schema.ts";
import { Lru } from "./lru.ts";

/**
 * The memory a value holds, roughly, measured once when stored: buffers their length; strings two
 * bytes a character (V8 keeps a text with æ, ø or å in two-byte form, and nearly all of ours have
 * one); other values twice their JSON size (objects, arrays and numbers cost more on the heap than
 * as text). Budgets are then close to the heap they take, so the server's RSS follows them.
 */
export function approximateBytes(value: unknown): number {
  if (typeof value === "string") return value.length * 2;
  if (Buffer.isBuffer(value)) return value.length;
  return (JSON.stringify(value) ?? "").length * 2 + 64;
}

interface Entry {
  value: unknown;
  expiresAt: number;
  bytes: number;
}

export interface VersionedCacheOptions {
  /** Budget in approximate bytes (the JSON size of each value). */
  maxBytes: number;
  /** Entries also expire after this time, so date-bound data (campaign windows) stays right. */
  ttlMs: number;
  checkIntervalMs?: number;
}

export class VersionedCache {
  private readonly entries: Lru<Entry>;
  private readonly inflight = new Map<string, Promise<unknown>>();
  private version = -1;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    private readonly name: string,
    private readonly options: VersionedCacheOptions,
  ) {
    this.entries = new Lru(options.maxBytes, (entry) => entry.bytes);
  }

  /** `ttlMs` overrides the cache's TTL for this entry (values dear to load and slow to go stale). */
  async get<T>(key: string, load: () => Promise<T>, ttlMs = this.options.ttlMs): Promise<T> {
    await this.checkVersion();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value as T;
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const version = this.version;
    const promise = load()
      .then((value) => {
        // A load that straddles an invalidation must not repopulate the cache with old data.
        if (version === this.version)
          this.entries.set(key, { value, expiresAt: Date.now() + ttlMs, bytes: approximateBytes(value) });
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  /** The cached value, if any and still fresh; for callers that produce values outside get(). */
  async peek<T>(key: string): Promise<T | undefined> {
    await this.checkVersion();
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > Date.now() ? (hit.value as T) : undefined;
  }

  /** `bytes`: the value's size when the caller knows it better (a page with its body in a buffer). */
  set(key: string, value: unknown, bytes = approximateBytes(value)): void {
    this.entries.set(key, { value, expiresAt: Date.now() + this.options.ttlMs, bytes });
  }

  /** Call after changing the cached data: clears this node now and the others within a second. */
  async invalidate(): Promise<void> {
    const [row] = await this.database.db
      .insert(cacheVersions)
      .values({ name: this.name, version: 1 })
      .onConflictDoUpdate({ target: cacheVersions.name, set: { version: sql`${cacheVersions.version} + 1` } })
      .returning({ version: cacheVersions.version });
    this.entries.clear();
    this.version = (row as { version: number }).version;
    this.checkedAt = Date.now();
  }

  private checkVersion(): Promise<void> | void {
    if (Date.now() - this.checkedAt < (this.options.checkIntervalMs ?? 1000)) return;
    this.checking ??= this.database.db
      .select({ version: cacheVersions.version })
      .from(cacheVersions)
      .where(eq(cacheVersions.name, this.name))
      .then((rows) => {
        const current = rows[0]?.version ?? 0;
        if (current !== this.version) {
          this.entries.clear();
          this.version = current;
        }
        this.checkedAt = Date.now();
      })
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }
}
