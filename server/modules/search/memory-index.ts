// The catalogue's search vectors held in memory, one index per catalogue version (decision 052).
// A cold query in SQL visits every matching row (thousands for two common words at 100,000 articles)
// to test and rank it; here a word is a posting list, a query is a few bitset operations, and the
// ranking is a walk over articles kept in bestseller order. The vectors are PostgreSQL's own
// (to_tsvector('norwegian', …) in the articles table) and the query words are stemmed by
// PostgreSQL too, so an answer is the one the SQL in repo.ts gives, only sooner.

/** A lexeme's weights in a vector or a query: A (name), B (brand, groups), C (description), D. */
const WEIGHT_BITS: Record<string, number> = { A: 8, B: 4, C: 2, D: 1 };
const ALL_WEIGHTS = 15;

export interface IndexedArticle {
  id: number;
  name: string;
  /** PostgreSQL's text form of the article's search_vector. */
  vector: string;
}

interface Postings {
  positions: Int32Array;
  weights: Uint8Array;
}

/** `'lexeme':1A,2B 'other':3` as lexemes and the weights each has anywhere. */
export function parseTsvector(text: string): Map<string, number> {
  const lexemes = new Map<string, number>();
  for (const m of text.matchAll(/'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g)) {
    const lexeme = m[1].replace(/''/g, "'").replace(/\\(.)/g, "$1");
    let weights = 0;
    if (m[2] === undefined) weights = WEIGHT_BITS.D;
    else for (const pos of m[2].split(",")) weights |= WEIGHT_BITS[pos.at(-1) ?? ""] ?? WEIGHT_BITS.D;
    lexemes.set(lexeme, (lexemes.get(lexeme) ?? 0) | weights);
  }
  return lexemes;
}

/** A parsed query: terms are query words before PostgreSQL's stemmer has seen them. */
export type QueryNode =
  | { kind: "term"; word: string; prefix: boolean; weights: number }
  | { kind: "and" | "or"; children: QueryNode[] };

/** Parses the tsquery text query-text.ts builds: words with :* and weights, &, | and parentheses. */
export function parseQueryText(text: string): QueryNode {
  const tokens = text.match(/\(|\)|&|\||[^\s()&|]+/g) ?? [];
  let i = 0;
  const or = (): QueryNode => {
    const children = [and()];
    while (tokens[i] === "|") {
      i++;
      children.push(and());
    }
    return children.length === 1 ? children[0] : { kind: "or", children };
  };
  const and = (): QueryNode => {
    const children = [operand()];
    while (tokens[i] === "&") {
      i++;
      children.push(operand());
    }
    return children.length === 1 ? children[0] : { kind: "and", children };
  };
  const operand = (): QueryNode => {
    const token = tokens[i++];
    if (token === "(") {
      const inner = or();
      if (tokens[i++] !== ")") throw new Error(`Unbalanced query text: ${text}`);
      return inner;
    }
    const m = token === undefined ? null : /^([\p{L}\p{N}]+)(?::(\*?)([A-D]*))?$/u.exec(token);
    if (!m) throw new Error(`Unexpected query text: ${text}`);
    let weights = 0;
    for (const w of m[3] ?? "") weights |= WEIGHT_BITS[w];
    return { kind: "term", word: m[1], prefix: m[2] === "*", weights: weights || ALL_WEIGHTS };
  };
  const node = or();
  if (i !== tokens.length) throw new Error(`Unexpected query text: ${text}`);
  return node;
}

/** Every word of a query, for stemming. */
export function queryTerms(node: QueryNode, into = new Set<string>()): Set<string> {
  if (node.kind === "term") into.add(node.word);
  else for (const child of node.children) queryTerms(child, into);
  return into;
}

/**
 * A word's lexeme under the `norwegian` configuration, or null for a stop word, which to_tsquery
 * drops from the query (an AND or OR with it is its other side; a query of stop words matches nothing).
 */
export type Stems = ReadonlyMap<string, string | null>;

type Bits = Uint32Array;

export interface SearchIndexQuery {
  match: QueryNode | null;
  /** Every word somewhere inside the name (ILIKE '%word%'), or none. */
  infix: string[];
  exactName: QueryNode;
  exactNameOrBrand: QueryNode;
  prefixNameOrBrand: QueryNode;
}

export interface SearchIndexPage {
  order: "asc" | "desc";
  orderBy: "relevance" | "bestseller";
  exclude: number[];
  take: number;
  page: number;
}

const popcount = (bits: Bits) => {
  let count = 0;
  for (let w of bits) {
    w -= (w >>> 1) & 0x55555555;
    w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
    count += (((w + (w >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
};

/** Collects articles batch by batch, so the vectors' text never has to be in memory all at once. */
export class SearchIndexBuilder {
  private readonly positionOf = new Map<number, number>();
  private readonly byLexeme = new Map<string, { positions: number[]; weights: number[] }>();
  private readonly byName = new Map<string, number[]>();

  /** `ids` in bestseller order: coalesce(rank, unknown) ascending, then id. */
  constructor(private readonly ids: number[]) {
    ids.forEach((id, position) => {
      this.positionOf.set(id, position);
    });
  }

  add(article: IndexedArticle): void {
    const position = this.positionOf.get(article.id);
    if (position === undefined) return;
    for (const [lexeme, weights] of parseTsvector(article.vector)) {
      const list = this.byLexeme.get(lexeme) ?? { positions: [], weights: [] };
      if (list.positions.length === 0) this.byLexeme.set(lexeme, list);
      list.positions.push(position);
      list.weights.push(weights);
    }
    const name = article.name.toLowerCase();
    const same = this.byName.get(name);
    if (same) same.push(position);
    else this.byName.set(name, [position]);
  }

  finish(): SearchIndex {
    return new SearchIndex(
      Int32Array.from(this.ids),
      this.positionOf,
      [...this.byLexeme.keys()],
      [...this.byLexeme.values()].map((l) => ({
        positions: Int32Array.from(l.positions),
        weights: Uint8Array.from(l.weights),
      })),
      [...this.byName].map(([name, positions]) => ({ name, positions: Int32Array.from(positions) })),
    );
  }
}

export class SearchIndex {
  private readonly wordCount: number;

  constructor(
    /** Article ids in bestseller order (rank, then id): a position is an article's place in it. */
    private readonly ids: Int32Array,
    private readonly positionOf: ReadonlyMap<number, number>,
    private readonly lexemes: string[],
    private readonly postings: Postings[],
    /** Distinct lower-case names and the positions of the articles that have each. */
    private readonly names: { name: string; positions: Int32Array }[],
  ) {
    this.wordCount = Math.ceil(ids.length / 32);
  }

  /** For tests: an index of these articles, already in bestseller order. */
  static of(articles: IndexedArticle[]): SearchIndex {
    const builder = new SearchIndexBuilder(articles.map((a) => a.id));
    for (const article of articles) builder.add(article);
    return builder.finish();
  }

  get size(): number {
    return this.ids.length;
  }

  /** Approximate bytes held, for the decision's memory figure and the log. */
  get bytes(): number {
    let total = this.ids.byteLength + this.positionOf.size * 40;
    for (const p of this.postings) total += p.positions.byteLength + p.weights.byteLength + 64;
    for (const n of this.names) total += n.name.length * 2 + n.positions.byteLength + 64;
    return total;
  }

  private empty(): Bits {
    return new Uint32Array(this.wordCount);
  }

  private all(): Bits {
    const bits = this.empty().fill(0xffffffff);
    const spare = this.wordCount * 32 - this.ids.length;
    if (spare > 0) bits[this.wordCount - 1] >>>= spare;
    return bits;
  }

  private term(lexeme: string, prefix: boolean, weights: number): Bits {
    const bits = this.empty();
    this.lexemes.forEach((candidate, i) => {
      if (prefix ? !candidate.startsWith(lexeme) : candidate !== lexeme) return;
      const { positions, weights: has } = this.postings[i];
      for (let k = 0; k < positions.length; k++) {
        if (has[k] & weights) bits[positions[k] >>> 5] |= 1 << (positions[k] & 31);
      }
    });
    return bits;
  }

  /** The articles a query matches; null when stop words left nothing of it. */
  private evaluate(node: QueryNode, stems: Stems): Bits | null {
    if (node.kind === "term") {
      const lexeme = stems.get(node.word);
      if (lexeme === undefined) throw new Error(`No stem for ${node.word}`);
      return lexeme === null ? null : this.term(lexeme, node.prefix, node.weights);
    }
    let result: Bits | null = null;
    for (const child of node.children) {
      const bits = this.evaluate(child, stems);
      if (!bits) continue;
      if (!result) result = bits;
      else if (node.kind === "and") for (let w = 0; w < bits.length; w++) result[w] &= bits[w];
      else for (let w = 0; w < bits.length; w++) result[w] |= bits[w];
    }
    return result;
  }

  private infix(words: string[]): Bits {
    const bits = this.empty();
    for (const { name, positions } of this.names) {
      if (!words.every((w) => name.includes(w))) continue;
      for (const p of positions) bits[p >>> 5] |= 1 << (p & 31);
    }
    return bits;
  }

  /** One page of matching article ids and how many match, ordered as repo.ts orders them. */
  search(query: SearchIndexQuery | null, stems: Stems, page: SearchIndexPage): { ids: number[]; total: number } {
    let matches: Bits;
    let tiers: Bits[] = [];
    if (query) {
      matches = (query.match && this.evaluate(query.match, stems)) ?? this.empty();
      if (query.infix.length > 0) {
        const inName = this.infix(query.infix);
        for (let w = 0; w < matches.length; w++) matches[w] |= inName[w];
      }
      // Relevance 0–7: 4 for every word whole in the name, 2 in name or brand/groups, 1 as a prefix there.
      tiers = [query.exactName, query.exactNameOrBrand, query.prefixNameOrBrand].map(
        (node) => this.evaluate(node, stems) ?? this.empty(),
      );
    } else {
      matches = this.all();
    }
    for (const id of page.exclude) {
      const p = this.positionOf.get(id);
      if (p !== undefined) matches[p >>> 5] &= ~(1 << (p & 31));
    }
    const total = popcount(matches);
    const asc = page.order === "asc";
    const relevances = page.orderBy === "relevance" && tiers.length > 0 ? [7, 6, 5, 4, 3, 2, 1, 0] : [null];
    if (!asc) relevances.reverse();
    let skip = page.page * page.take;
    const ids: number[] = [];
    for (const relevance of relevances) {
      if (ids.length >= page.take) break;
      let bucket = matches;
      if (relevance !== null) {
        bucket = matches.slice();
        tiers.forEach((tier, t) => {
          const wanted = (relevance >> (2 - t)) & 1;
          for (let w = 0; w < bucket.length; w++) bucket[w] &= wanted ? tier[w] : ~tier[w];
        });
      }
      const count = popcount(bucket);
      if (skip >= count) {
        skip -= count;
        continue;
      }
      for (let w = asc ? 0 : bucket.length - 1; asc ? w < bucket.length : w >= 0; w += asc ? 1 : -1) {
        let word = bucket[w];
        while (word !== 0 && ids.length < page.take) {
          // Lowest set bit going up, highest going down.
          const bit = asc ? 31 - Math.clz32(word & -word) : 31 - Math.clz32(word);
          word &= ~(1 << bit);
          if (skip > 0) skip--;
          else ids.push(this.ids[w * 32 + bit]);
        }
        if (ids.length >= page.take) break;
      }
    }
    return { ids, total };
  }
}
