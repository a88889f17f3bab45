// The catalogue's search vectors held in memory, one index per catalogue version (decision 052).
// A cold query in SQL visits every matching row (thousands for two common words at 100,000 articles)
// to test and rank it; here a word is a posting list, a query is a few bitset operations, and the
// ranking is a walk over articles kept in bestseller order. The vectors are PostgreSQL's own
// (to_tsvector('norwegian', …) in the articles table) and the query words are stemmed by
// PostgreSQL too, so an answer is the one the SQL in repo.ts gives, only sooner.

/** A lexeme's weights in a vector or a query: A (name), B (brand, groups), C (description), D. */
const WEIGHT_BITS: Record<string, number> = { A: 8, B: 4, C: 2, D: 1 };
const ALL_WEIGHTS = 15;
const TERM_CACHE = 256;
/** Postings from which a lexeme's bitset is kept (reading it costs more than OR-ing 12 KB). */
const BIG_LEXEME = 2048;
const LEXEME_CACHE = 384;

export interface IndexedArticle {
  id: number;
  name: string;
  /** Bestseller rank, or UNKNOWN_BESTSELLER_RANK: the relevance order's tie-break. */
  rank: number;
  /** PostgreSQL's text form of the article's search_vector. */
  vector: string;
}

/**
 * Calls `each` with every lexeme of PostgreSQL's tsvector text (`'lexeme':1A,2B 'other':3`) and the
 * weights it has anywhere. By hand, not by regular expression: this runs over every article's vector
 * when an index is built (2.6 million lexemes at 100,000 articles).
 */
export function eachLexeme(text: string, each: (lexeme: string, weights: number) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (text.charCodeAt(i) !== 39) {
      i++;
      continue;
    }
    // A quoted lexeme; a quote inside is doubled, a backslash escaped.
    let lexeme = "";
    let start = ++i;
    for (;;) {
      const quote = text.indexOf("'", i);
      if (quote < 0) return;
      if (text.charCodeAt(quote + 1) === 39) {
        lexeme += text.slice(start, quote + 1);
        i = start = quote + 2;
        continue;
      }
      lexeme += text.slice(start, quote);
      i = quote + 1;
      break;
    }
    if (lexeme.includes("\\")) lexeme = lexeme.replace(/\\(.)/g, "$1");
    let weights = 0;
    if (text.charCodeAt(i) === 58) {
      // Positions: digits, each with a weight letter or none (D).
      let digit = false;
      for (i++; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c >= 48 && c <= 57) digit = true;
        else if (c >= 65 && c <= 67) {
          weights |= WEIGHT_BITS[text[i]];
          digit = false;
        } else if (c === 44) {
          if (digit) weights |= WEIGHT_BITS.D;
          digit = false;
        } else break;
      }
      if (digit) weights |= WEIGHT_BITS.D;
    } else {
      weights = WEIGHT_BITS.D;
    }
    each(lexeme, weights);
  }
}

/** The lexemes of a vector's text with their weights (tests; the index reads them with eachLexeme). */
export function parseTsvector(text: string): Map<string, number> {
  const lexemes = new Map<string, number>();
  eachLexeme(text, (lexeme, weights) => lexemes.set(lexeme, (lexemes.get(lexeme) ?? 0) | weights));
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
    const m = token === undefined ? null : /^([^\s()&|:]+)(?::(\*?)([A-D]*))?$/u.exec(token);
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

const bitCount = (word: number) => {
  let w = word - ((word >>> 1) & 0x55555555);
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return (((w + (w >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

const popcount = (bits: Bits) => {
  let count = 0;
  for (const w of bits) if (w !== 0) count += bitCount(w);
  return count;
};

/** A growable array of 32-bit integers, outside the JavaScript heap. */
class IntList {
  data = new Int32Array(1 << 16);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
}

/**
 * Collects articles batch by batch in id order, so the vectors' text never has to be in memory all at
 * once, and puts them in bestseller order at the end (no statement has to sort the whole catalogue).
 */
export class SearchIndexBuilder {
  private readonly ids = new IntList();
  private readonly ranks = new IntList();
  private readonly lexemeNumbers = new Map<string, number>();
  /** One entry per lexeme of an article: which lexeme, and the article's arrival and weights. */
  private readonly postingLexemes = new IntList();
  private readonly postings = new IntList();
  private readonly byName = new Map<string, number[]>();

  /** Articles must come in ascending id order. */
  add(article: IndexedArticle): void {
    const arrival = this.ids.length;
    if (arrival > 0 && article.id <= this.ids.data[arrival - 1]) throw new Error("Articles must come in id order");
    this.ids.push(article.id);
    this.ranks.push(article.rank);
    eachLexeme(article.vector, (lexeme, weights) => {
      let number = this.lexemeNumbers.get(lexeme);
      if (number === undefined) {
        number = this.lexemeNumbers.size;
        this.lexemeNumbers.set(lexeme, number);
      }
      this.postingLexemes.push(number);
      this.postings.push((arrival << 4) | weights);
    });
    const name = article.name.toLowerCase();
    const same = this.byName.get(name);
    if (same) same.push(arrival);
    else this.byName.set(name, [arrival]);
  }

  finish(): SearchIndex {
    const count = this.ids.length;
    const ids = this.ids.data.slice(0, count);
    const ranks = this.ranks.data;
    // Bestseller order: rank, then id; arrivals are in id order already.
    const order = Int32Array.from({ length: count }, (_, i) => i).sort((a, b) => ranks[a] - ranks[b] || a - b);
    const positionOf = new Int32Array(count);
    order.forEach((arrival, position) => {
      positionOf[arrival] = position;
    });
    // Counting sort of the postings by lexeme: one packed array per lexeme, in positions.
    const counts = new Int32Array(this.lexemeNumbers.size);
    const lexemeOf = this.postingLexemes.data;
    for (let k = 0; k < this.postings.length; k++) counts[lexemeOf[k]]++;
    const lists = Array.from(counts, (n) => new Int32Array(n));
    const filled = new Int32Array(counts.length);
    for (let k = 0; k < this.postings.length; k++) {
      const posting = this.postings.data[k];
      const l = lexemeOf[k];
      lists[l][filled[l]++] = (positionOf[posting >>> 4] << 4) | (posting & 15);
    }
    return new SearchIndex(
      order.map((arrival) => ids[arrival]),
      ids,
      positionOf,
      [...this.lexemeNumbers.keys()],
      lists,
      [...this.byName].map(([name, arrivals]) => ({
        name,
        positions: Int32Array.from(arrivals, (arrival) => positionOf[arrival]),
      })),
    );
  }
}

function positionIn(sortedIds: Int32Array, sortedPositions: Int32Array, id: number): number | undefined {
  let low = 0;
  let high = sortedIds.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (sortedIds[mid] === id) return sortedPositions[mid];
    if (sortedIds[mid] < id) low = mid + 1;
    else high = mid - 1;
  }
  return undefined;
}

export class SearchIndex {
  private readonly wordCount: number;

  constructor(
    /** Article ids in bestseller order (rank, then id): a position is an article's place in it. */
    private readonly ids: Int32Array,
    private readonly sortedIds: Int32Array,
    private readonly sortedPositions: Int32Array,
    private readonly lexemes: string[],
    /** Per lexeme: position << 4 | weights of every article that has it. */
    private readonly postings: Int32Array[],
    /** Distinct lower-case names and the positions of the articles that have each. */
    private readonly names: { name: string; positions: Int32Array }[],
  ) {
    this.wordCount = Math.ceil(ids.length / 32);
  }

  /** For tests: an index of these articles. */
  static of(articles: IndexedArticle[]): SearchIndex {
    const builder = new SearchIndexBuilder();
    for (const article of [...articles].sort((a, b) => a.id - b.id)) builder.add(article);
    return builder.finish();
  }

  get size(): number {
    return this.ids.length;
  }

  /** Approximate bytes held, for the decision's memory figure and the log. */
  get bytes(): number {
    let total = this.ids.byteLength + this.sortedIds.byteLength + this.sortedPositions.byteLength;
    for (const p of this.postings) total += p.byteLength + 64;
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

  /**
   * Terms repeat across queries ("dame", "herre", "barn" are in most), so their bitsets are kept:
   * at most TERM_CACHE of them, 12 KB each at 100,000 articles. The kept bitset itself goes out:
   * callers must not change it (evaluate copies before it combines).
   */
  private readonly terms = new Map<string, Bits>();

  private term(lexeme: string, prefix: boolean, weights: number): Bits {
    const key = `${prefix ? "*" : "="}${weights}:${lexeme}`;
    let bits = this.terms.get(key);
    if (bits) {
      // Most recently used last, so the first entry is the one to drop.
      this.terms.delete(key);
    } else {
      bits = this.termBits(lexeme, prefix, weights);
      if (this.terms.size >= TERM_CACHE) this.terms.delete(this.terms.keys().next().value as string);
    }
    this.terms.set(key, bits);
    return bits;
  }

  private termBits(lexeme: string, prefix: boolean, weights: number): Bits {
    const bits = this.empty();
    for (let i = 0; i < this.lexemes.length; i++) {
      const candidate = this.lexemes[i];
      if (prefix ? !candidate.startsWith(lexeme) : candidate !== lexeme) continue;
      const postings = this.postings[i];
      const whole = postings.length >= BIG_LEXEME ? this.lexemeBits(i, weights) : null;
      if (whole) for (let w = 0; w < bits.length; w++) bits[w] |= whole[w];
      else for (const posting of postings) if (posting & weights) bits[posting >>> 9] |= 1 << ((posting >>> 4) & 31);
    }
    return bits;
  }

  /**
   * A common lexeme's articles with the weights asked for: a half-typed or misspelt word makes a new
   * term every time, but the lexemes it begins are mostly the same few common ones, each read from
   * its postings once (at most LEXEME_CACHE of them, 12 KB each at 100,000 articles; never dropped).
   */
  private readonly lexemeCache = new Map<string, Bits>();

  private lexemeBits(lexeme: number, weights: number): Bits | null {
    const key = `${weights}:${lexeme}`;
    let bits = this.lexemeCache.get(key);
    if (bits) return bits;
    if (this.lexemeCache.size >= LEXEME_CACHE) return null;
    bits = this.empty();
    for (const posting of this.postings[lexeme]) {
      if (posting & weights) bits[posting >>> 9] |= 1 << ((posting >>> 4) & 31);
    }
    this.lexemeCache.set(key, bits);
    return bits;
  }

  /**
   * The articles a query matches; null when stop words left nothing of it. The bitset may be a kept
   * term's: read it, or copy it to change it.
   */
  private evaluate(node: QueryNode, stems: Stems): Bits | null {
    if (node.kind === "term") {
      const lexeme = stems.get(node.word);
      if (lexeme === undefined) throw new Error(`No stem for ${node.word}`);
      return lexeme === null ? null : this.term(lexeme, node.prefix, node.weights);
    }
    let result: Bits | null = null;
    let own = false;
    for (const child of node.children) {
      const bits = this.evaluate(child, stems);
      if (!bits) continue;
      if (!result) {
        result = bits;
        continue;
      }
      if (!own) {
        result = result.slice();
        own = true;
      }
      if (node.kind === "and") for (let w = 0; w < bits.length; w++) result[w] &= bits[w];
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
      // A copy: the infix matches and the exclusions change it.
      matches = (query.match && this.evaluate(query.match, stems))?.slice() ?? this.empty();
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
      const p = positionIn(this.sortedIds, this.sortedPositions, id);
      if (p !== undefined) matches[p >>> 5] &= ~(1 << (p & 31));
    }
    const total = popcount(matches);
    const asc = page.order === "asc";
    const byRelevance = page.orderBy === "relevance" && tiers.length > 0;
    const relevances = byRelevance ? [7, 6, 5, 4, 3, 2, 1, 0] : [0];
    if (!asc) relevances.reverse();
    const [exact, inNameOrBrand, prefix] = tiers;
    // The matches of one word of the bitset with relevance r: 4, 2 and 1 each ask one tier's bit set
    // or clear. Computed word by word, never as whole bitsets: matches are sparse, tiers are not.
    const bucketWord = byRelevance
      ? (w: number, r: number) =>
          matches[w] &
          (r & 4 ? exact[w] : ~exact[w]) &
          (r & 2 ? inNameOrBrand[w] : ~inNameOrBrand[w]) &
          (r & 1 ? prefix[w] : ~prefix[w])
      : (w: number) => matches[w];
    // How many matches each relevance has, in one pass over the words that have any.
    const counts = new Int32Array(8);
    if (byRelevance) {
      for (let w = 0; w < matches.length; w++) {
        if (matches[w] === 0) continue;
        for (let r = 0; r < 8; r++) counts[r] += bitCount(bucketWord(w, r));
      }
    } else counts[0] = total;
    let skip = page.page * page.take;
    const ids: number[] = [];
    for (const relevance of relevances) {
      if (ids.length >= page.take) break;
      const count = counts[relevance];
      if (skip >= count) {
        skip -= count;
        continue;
      }
      for (let w = asc ? 0 : matches.length - 1; asc ? w < matches.length : w >= 0; w += asc ? 1 : -1) {
        if (matches[w] === 0) continue;
        let word = bucketWord(w, relevance);
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
