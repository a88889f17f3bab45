import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/setup/test-database.ts";
import type { Database } from "../db/client.ts";
import { VersionedCache } from "./versioned-cache.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("VersionedCache", () => {
  it("serves a loaded value until invalidated, on this node and on another", async () => {
    const name = `test-${Math.random()}`;
    const thisNode = new VersionedCache(database, name, { maxBytes: 10_000, ttlMs: 60_000, checkIntervalMs: 0 });
    const otherNode = new VersionedCache(database, name, { maxBytes: 10_000, ttlMs: 60_000, checkIntervalMs: 0 });
    let value = 1;
    const load = async () => value;
    expect(await thisNode.get("k", load)).toBe(1);
    expect(await otherNode.get("k", load)).toBe(1);
    value = 2;
    expect(await thisNode.get("k", load)).toBe(1);
    expect(await otherNode.get("k", load)).toBe(1);
    await thisNode.invalidate();
    expect(await thisNode.get("k", load)).toBe(2);
    expect(await otherNode.get("k", load)).toBe(2);
  });

  it("tells the version this node knows, changed by another node's invalidation and kept however full the cache", async () => {
    const name = `version-${Math.random()}`;
    const thisNode = new VersionedCache(database, name, { maxBytes: 1_000, ttlMs: 60_000, checkIntervalMs: 0 });
    const otherNode = new VersionedCache(database, name, { maxBytes: 1_000, ttlMs: 60_000, checkIntervalMs: 0 });
    const before = await thisNode.currentVersion();
    // Far more than the budget: the entries push each other out, the version stays.
    for (let i = 0; i < 50; i++) await thisNode.get(`k${i}`, async () => "x".repeat(100));
    expect(await thisNode.currentVersion()).toBe(before);
    await otherNode.invalidate();
    const after = await thisNode.currentVersion();
    expect(after).not.toBe(before);
    expect(await otherNode.currentVersion()).toBe(after);
  });

  it("expires entries after their time to live", async () => {
    const cache = new VersionedCache(database, `ttl-${Math.random()}`, { maxBytes: 10_000, ttlMs: 0 });
    let calls = 0;
    const load = async () => ++calls;
    await cache.get("k", load);
    await new Promise((r) => setTimeout(r, 5));
    expect(await cache.get("k", load)).toBe(2);
  });

  it("keeps an entry given its own longer time to live", async () => {
    const cache = new VersionedCache(database, `ttl-own-${Math.random()}`, { maxBytes: 10_000, ttlMs: 0 });
    let calls = 0;
    const load = async () => ++calls;
    await cache.get("k", load, 60_000);
    await new Promise((r) => setTimeout(r, 5));
    expect(await cache.get("k", load, 60_000)).toBe(1);
  });

  it("shares one load between concurrent misses", async () => {
    const cache = new VersionedCache(database, `inflight-${Math.random()}`, { maxBytes: 10_000, ttlMs: 60_000 });
    let calls = 0;
    const load = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 10));
      return calls;
    };
    const results = await Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)]);
    expect(results).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
  });

  it("does not keep a failed load", async () => {
    const cache = new VersionedCache(database, `fail-${Math.random()}`, { maxBytes: 10_000, ttlMs: 60_000 });
    await expect(cache.get("k", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await cache.get("k", async () => 7)).toBe(7);
  });

  it("an entry made from another entry expires with it, and tells its caller so (stock never older than the TTL)", async () => {
    const cache = new VersionedCache(database, `limit-${Math.random()}`, { maxBytes: 10_000, ttlMs: 60_000 });
    let partExpiry = 0;
    // The part is kept 1 s, the answer made of it would be kept 60 s on its own.
    await cache.get(
      "part",
      async () => "stock",
      1000,
      (at) => {
        partExpiry = at;
      },
    );
    expect(partExpiry).toBeGreaterThan(0);
    const makeAnswer = (limit: (at: number) => void) => cache.get("part", async () => "stock again", 1000, limit);
    let answerExpiry = 0;
    expect(await cache.get("answer", makeAnswer, undefined, (at) => (answerExpiry = at))).toBe("stock");
    expect(answerExpiry).toBe(partExpiry);
    // A hit of the answer tells the same expiry.
    let hitExpiry = 0;
    await cache.get("answer", makeAnswer, undefined, (at) => (hitExpiry = at));
    expect(hitExpiry).toBe(partExpiry);
  });

  it("getMany loads only the keys no entry holds, together, and tells the earliest expiry", async () => {
    const cache = new VersionedCache(database, `many-${Math.random()}`, { maxBytes: 10_000, ttlMs: 60_000 });
    const asked: string[][] = [];
    const loadMissing = async (keys: string[]) => {
      asked.push(keys);
      return new Map(keys.filter((k) => k !== "unknown").map((k) => [k, k.toUpperCase()]));
    };
    expect([...(await cache.getMany(["a", "b"], loadMissing))]).toEqual([
      ["a", "A"],
      ["b", "B"],
    ]);
    let earliest = Number.POSITIVE_INFINITY;
    const found = await cache.getMany(["b", "c", "unknown", "a"], loadMissing, (at) => {
      earliest = Math.min(earliest, at);
    });
    expect(asked).toEqual([
      ["a", "b"],
      ["c", "unknown"],
    ]);
    expect(found.get("c")).toBe("C");
    expect(found.has("unknown")).toBe(false);
    expect(earliest).toBeLessThan(Number.POSITIVE_INFINITY);
  });
});

describe("what a cache counts against its budget", () => {
  it("counts a string two bytes a character, as V8 holds Norwegian text", async () => {
    const cache = new VersionedCache(database, `bytes-${Math.random()}`, { maxBytes: 1000, ttlMs: 60_000 });
    await cache.peek("nothing"); // the first look reads the version row (and starts from empty)
    cache.set("first", "ø".repeat(400));
    cache.set("second", "å".repeat(400));
    expect(await cache.peek("first")).toBeUndefined();
    expect(await cache.peek("second")).toBe("å".repeat(400));
  });

  it("takes the size a caller gives (a page kept as UTF-8 bytes)", async () => {
    const cache = new VersionedCache(database, `given-${Math.random()}`, { maxBytes: 1000, ttlMs: 60_000 });
    await cache.peek("nothing");
    cache.set("page", { body: Buffer.alloc(10) }, 2000);
    expect(await cache.peek("page")).toBeUndefined();
    cache.set("page", { body: Buffer.alloc(10) }, 500);
    expect(await cache.peek("page")).toEqual({ body: Buffer.alloc(10) });
  });
});
