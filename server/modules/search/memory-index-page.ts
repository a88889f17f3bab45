// The page of an in-memory search (decision 052): the matches walked in bestseller order, each into
// the bucket of its relevance, as repo.ts orders them.

/** One bit per article, by its position in bestseller order. */
export type Bits = Uint32Array;

export interface SearchIndexPage {
  order: "asc" | "desc";
  orderBy: "relevance" | "bestseller";
  exclude: number[];
  take: number;
  page: number;
}

/** How many bits of a 32-bit word are set. */
export const bitCount = (word: number) => {
  let w = word - ((word >>> 1) & 0x55555555);
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return (((w + (w >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/**
 * The page's ids in one walk over the matches in bestseller order (backwards for desc): each match
 * goes to the bucket of its relevance, and a bucket takes no more than the page needs. The walk
 * stops as soon as the bucket that comes first in the answer has that many.
 */
export function pageOf(
  ids: Int32Array,
  matches: Bits,
  words: Int32Array,
  tiers: Bits[],
  page: SearchIndexPage,
  skip: number,
): number[] {
  const asc = page.order === "asc";
  const byRelevance = tiers.length > 0;
  const [exact, inNameOrBrand, prefix] = tiers;
  const limit = skip + page.take;
  const buckets: number[][] = Array.from({ length: byRelevance ? 8 : 1 }, () => []);
  // Most relevant first going up; least relevant (and last in bestseller order) first going down.
  const order = byRelevance ? [7, 6, 5, 4, 3, 2, 1, 0] : [0];
  if (!asc) order.reverse();
  const lead = buckets[order[0]];
  const n = words.length;
  for (let k = 0; k < n && lead.length < limit; k++) {
    const w = words[asc ? k : n - 1 - k];
    const m = matches[w];
    const e = byRelevance ? exact[w] : 0;
    const b = byRelevance ? inNameOrBrand[w] : 0;
    const p = byRelevance ? prefix[w] : 0;
    for (let r = 0; r < buckets.length; r++) {
      const bucket = buckets[r];
      if (bucket.length >= limit) continue;
      let word = byRelevance ? m & (r & 4 ? e : ~e) & (r & 2 ? b : ~b) & (r & 1 ? p : ~p) : m;
      while (word !== 0 && bucket.length < limit) {
        // Lowest set bit going up, highest going down.
        const bit = asc ? 31 - Math.clz32(word & -word) : 31 - Math.clz32(word);
        word &= ~(1 << bit);
        bucket.push(w * 32 + bit);
      }
    }
  }
  const found: number[] = [];
  for (const r of order) {
    for (const position of buckets[r]) {
      if (found.length >= page.take) return found;
      if (skip > 0) skip--;
      else found.push(ids[position]);
    }
  }
  return found;
}
