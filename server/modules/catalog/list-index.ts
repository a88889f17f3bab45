// The storefront lists held in memory, one index per catalogue version (decision 056). In SQL a list
// page sorts and counts its whole scope for every page it shows (a category of 20,000 articles at
// 100,000 is read whole for page 37 and for each filter); here the visible articles are kept in each
// sort order once, and a page is one walk that counts matches and keeps the page's ids. The answer is
// the one listArticleIds gives (same filters, same order, ties on id), only sooner. What the index
// does not hold (stock per shop, for the shop filter) is left to SQL.
import type { ListPageQuery, ListPageScope } from "./list-types.ts";

/** One visible article as the index is built from it. */
export interface ListIndexRow {
  id: number;
  mainGroup: number;
  group2: number;
  group3: number;
  gender: number;
  productLine: number;
  /** Bestseller rank, or UNKNOWN_BESTSELLER_RANK. */
  bestseller: number;
  suggestedOre: number;
  /** Colour groups and sizes of the article's variants. */
  colourGroups: number[];
  sizes: number[];
  /** Its campaign lines: the price while the campaign runs (both ends included). */
  campaignLines: { campaignId: number; priceOre: number; startsAt: number; endsAt: number }[];
}

type Order = Int32Array;

/** More than any catalogue's article count: a sort key and an id rank share one exact double. */
const RANKS = 2 ** 21;

/**
 * Positions sorted by an integer key, ties on article id, ascending. Key and id rank are packed in
 * one double so the native numeric sort does the work (a comparator costs ~0.4 s at 100,000).
 */
function orderBy(key: ArrayLike<number>, idRank: Int32Array, positionOfRank: Int32Array): Order {
  const n = idRank.length;
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i++) packed[i] = key[i] * RANKS + idRank[i];
  packed.sort();
  const order = new Int32Array(n);
  for (let k = 0; k < n; k++) order[k] = positionOfRank[packed[k] - Math.floor(packed[k] / RANKS) * RANKS];
  return order;
}

/** Integer lists per article, packed: article i's values are values[start[i]] … values[start[i+1] - 1]. */
function pack(lists: number[][]): { start: Int32Array; values: Int32Array } {
  const start = new Int32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) start[i + 1] = start[i] + lists[i].length;
  const values = new Int32Array(start[lists.length]);
  for (let i = 0; i < lists.length; i++) values.set(lists[i], start[i]);
  return { start, values };
}

export class ListIndex {
  readonly size: number;
  private readonly ids: Int32Array;
  private readonly mainGroup: Int32Array;
  private readonly group2: Int32Array;
  private readonly group3: Int32Array;
  private readonly gender: Int32Array;
  private readonly productLine: Int32Array;
  private readonly suggested: Int32Array;
  private readonly colours: { start: Int32Array; values: Int32Array };
  private readonly sizes: { start: Int32Array; values: Int32Array };
  /** Campaign lines by position; most articles have none. */
  private readonly lines = new Map<number, ListIndexRow["campaignLines"]>();
  private readonly idRank: Int32Array;
  private readonly positionOfRank: Int32Array;
  private readonly byBestseller: Order;
  private readonly byName: Order;
  /** The paying prices and their order, for the campaigns running at one time (see pricesAt). */
  private prices: { key: string; paying: Int32Array; order: Order } | null = null;

  /** `rows` in name order (the database's collation, ties on id): the name sort is their order. */
  constructor(rows: ListIndexRow[]) {
    const n = rows.length;
    this.size = n;
    const column = (of: (r: ListIndexRow) => number) => Int32Array.from(rows, of);
    this.ids = column((r) => r.id);
    this.mainGroup = column((r) => r.mainGroup);
    this.group2 = column((r) => r.group2);
    this.group3 = column((r) => r.group3);
    this.gender = column((r) => r.gender);
    this.productLine = column((r) => r.productLine);
    this.suggested = column((r) => r.suggestedOre);
    this.colours = pack(rows.map((r) => r.colourGroups));
    this.sizes = pack(rows.map((r) => r.sizes));
    rows.forEach((r, i) => {
      if (r.campaignLines.length > 0) this.lines.set(i, r.campaignLines);
    });
    this.byName = Int32Array.from({ length: n }, (_, i) => i);
    // Each position's rank in id order, and back: the tie-break of every sort.
    this.positionOfRank = new Int32Array(n);
    const byId = Float64Array.from(this.ids, (id, i) => id * RANKS + i).sort();
    byId.forEach((packed, rank) => {
      this.positionOfRank[rank] = packed - Math.floor(packed / RANKS) * RANKS;
    });
    this.idRank = new Int32Array(n);
    this.positionOfRank.forEach((position, rank) => {
      this.idRank[position] = rank;
    });
    this.byBestseller = orderBy(
      column((r) => r.bestseller),
      this.idRank,
      this.positionOfRank,
    );
  }

  /**
   * What each article costs at `now`: the lowest running campaign price below the suggested one
   * (domain/selling-price.ts, as payingPriceOre in SQL). Kept for one set of running campaigns:
   * `runningKey` names it, so a request at another moment of the same campaigns reuses it.
   */
  private pricesAt(now: Date, runningKey: string) {
    if (this.prices?.key === runningKey) return this.prices;
    const t = now.getTime();
    const paying = Int32Array.from(this.suggested);
    for (const [i, lines] of this.lines) {
      for (const line of lines) {
        if (line.startsAt <= t && t <= line.endsAt && line.priceOre < paying[i]) paying[i] = line.priceOre;
      }
    }
    this.prices = { key: runningKey, paying, order: orderBy(paying, this.idRank, this.positionOfRank) };
    return this.prices;
  }

  /**
   * One page of a list page's ids and the total, or null when the query needs what the index does
   * not hold (the shop filter: stock changes by the minute).
   */
  page(
    scope: ListPageScope,
    query: ListPageQuery,
    now: Date,
    runningKey: string,
  ): { ids: number[]; total: number } | null {
    const f = query.filters;
    if (f.shops.length > 0) return null;
    const { column, id, test } = this.scopeTest(scope);
    const anyOf = (values: number[]) => (values.length > 0 ? new Set(values) : null);
    const genders = anyOf(f.genders);
    const brands = anyOf(f.brands);
    const groups = anyOf(f.groups);
    const colours = anyOf(f.colors);
    const sizes = anyOf(f.sizes);
    const needsPrices = query.sort === "price" || f.price !== null;
    const prices = needsPrices ? this.pricesAt(now, runningKey) : null;
    // Inclusive on the shown (rounded, half up) price: kroner k covers øre [k*100 - 50, k*100 + 50).
    const low = f.price ? f.price.min * 100 - 50 : 0;
    const high = f.price ? f.price.max * 100 + 50 : 0;
    const holds = (packed: { start: Int32Array; values: Int32Array }, i: number, wanted: Set<number>) => {
      for (let k = packed.start[i]; k < packed.start[i + 1]; k++) if (wanted.has(packed.values[k])) return true;
      return false;
    };
    const filtered = genders || brands || groups || colours || sizes || f.price;
    const passes = (i: number) =>
      (!genders || genders.has(this.gender[i])) &&
      (!brands || brands.has(this.productLine[i])) &&
      (!groups || groups.has(this.group3[i])) &&
      (!colours || holds(this.colours, i, colours)) &&
      (!sizes || holds(this.sizes, i, sizes)) &&
      (!f.price || (prices !== null && prices.paying[i] >= low && prices.paying[i] < high));

    const order =
      query.sort === "price" && prices ? prices.order : query.sort === "name" ? this.byName : this.byBestseller;
    const from = (query.page - 1) * query.perPage;
    const until = from + query.perPage;
    const ids: number[] = [];
    let total = 0;
    // The hot loop of a list page (100,000 turns at 100,000 articles): the scope is a column compare.
    for (let k = 0; k < this.size; k++) {
      const i = order[query.reverse ? this.size - 1 - k : k];
      if (column !== null && column[i] !== id) continue;
      if (test !== null && !test(i)) continue;
      if (filtered && !passes(i)) continue;
      if (total >= from && total < until) ids.push(this.ids[i]);
      total++;
    }
    return { ids, total };
  }

  /** A scope as a column and the value it must hold, or as a test. */
  private scopeTest(scope: ListPageScope): {
    column: Int32Array | null;
    id: number;
    test: ((i: number) => boolean) | null;
  } {
    const equal = (column: Int32Array, id: number) => ({ column, id, test: null });
    const test = (t: (i: number) => boolean) => ({ column: null, id: 0, test: t });
    switch (scope.kind) {
      case "category":
        return equal(this.mainGroup, scope.id);
      case "subcategory":
        return equal(this.group2, scope.id);
      case "group":
        return equal(this.group3, scope.id);
      case "productLine":
        return equal(this.productLine, scope.id);
      case "campaign":
        return test((i) => this.lines.get(i)?.some((l) => l.campaignId === scope.id) ?? false);
      case "genders": {
        const wanted = new Set(scope.ids);
        return test((i) => wanted.has(this.gender[i]));
      }
      case "ids": {
        const wanted = new Set(scope.ids);
        return test((i) => wanted.has(this.ids[i]));
      }
    }
  }
}
