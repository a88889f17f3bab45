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
    // Counting sort of the postings by lexeme, and within a lexeme by weight class: the articles with
    // it in the name (A) first, then in brand or groups (B), then the rest. A term limited to name or
    // brand (the relevance tiers) then reads only the front of a common lexeme's postings.
    const lexemeCount = this.lexemeNumbers.size;
    const lexemeOf = this.postingLexemes.data;
    const classOf = (posting: number) => (posting & WEIGHT_BITS.A ? 0 : posting & WEIGHT_BITS.B ? 1 : 2);
    const counts = new Int32Array(lexemeCount * 3);
    for (let k = 0; k < this.postings.length; k++) counts[lexemeOf[k] * 3 + classOf(this.postings.data[k])]++;
    const lists: Int32Array[] = [];
    const classEnds = new Int32Array(lexemeCount * 2);
    const next = new Int32Array(lexemeCount * 3);
    for (let l = 0; l < lexemeCount; l++) {
      const [a, b, rest] = [counts[l * 3], counts[l * 3 + 1], counts[l * 3 + 2]];
      lists.push(new Int32Array(a + b + rest));
      classEnds[l * 2] = a;
      classEnds[l * 2 + 1] = a + b;
      next[l * 3 + 1] = a;
      next[l * 3 + 2] = a + b;
    }
    for (let k = 0; k < this.postings.length; k++) {
      const posting = this.postings.data[k];
      const l = lexemeOf[k];
      lists[l][next[l * 3 + classOf(posting)]++] = (positionOf[posting >>> 4] << 4) | (posting & 15);
    }
    return new SearchIndex(
      order.map((arrival) => ids[arrival]),
      ids,
      positionOf,
      [...this.lexemeNumbers.keys()],
      lists,
      classEnds,
      [...this.byName].map(([name, arrivals]) => ({
        name,
        positions: Int32Array.from(arrivals, (arrival) => positionOf[arrival]),
      })),
    );
  }
}

/** Sets the bits of the first `end` postings that have one of the weights. */
function orPostings(bits: Bits, postings: Int32Array, end: number, weights: number): void {
  for (let k = 0; k < end; k++) {
    const posting = postings[k];
    if (posting & weights) bits[posting >>> 9] |= 1 << ((posting >>> 4) & 31);
  }
}

/** The distinct three-character pieces of a text. */
function trigramsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) found.add(text.slice(i, i + 3));
  return found;
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

  /**
   * Per three letters, the names (their numbers in `names`) that have them: a word inside a name has
   * all its trigrams there, so the infix step tests only the names of the word's rarest trigram.
   */
  private readonly nameTrigrams = new Map<string, Int32Array>();

  constructor(
    /** Article ids in bestseller order (rank, then id): a position is an article's place in it. */
    private readonly ids: Int32Array,
    private readonly sortedIds: Int32Array,
    private readonly sortedPositions: Int32Array,
    private readonly lexemes: string[],
    /** Per lexeme: position << 4 | weights of every article that has it, those with A first, then B. */
    private readonly postings: Int32Array[],
    /** Per lexeme, two numbers: where its postings with A end, and where those with A or B end. */
    private readonly classEnds: Int32Array,
    /** Distinct lower-case names and the positions of the articles that have each. */
    private readonly names: { name: string; positions: Int32Array }[],
  ) {
    this.wordCount = Math.ceil(ids.length / 32);
    this.nothing = this.empty();
    const byTrigram = new Map<string, number[]>();
    names.forEach(({ name }, n) => {
      for (const trigram of trigramsOf(name)) {
        const list = byTrigram.get(trigram);
        if (list) list.push(n);
        else byTrigram.set(trigram, [n]);
      }
    });
    for (const [trigram, list] of byTrigram) this.nameTrigrams.set(trigram, Int32Array.from(list));
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
    total += this.classEnds.byteLength;
    for (const p of this.postings) total += p.byteLength + 64;
    for (const n of this.names) total += n.name.length * 2 + n.positions.byteLength + 64;
    for (const list of this.nameTrigrams.values()) total += list.byteLength + 64;
    return total;
  }

  private empty(): Bits {
    return new Uint32Array(this.wordCount);
  }

  /** The bitset of a term or query that matches no article, one for all: never changed. */
  private readonly nothing: Bits;

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
    let bits: Bits | null = null;
    for (let i = 0; i < this.lexemes.length; i++) {
      const candidate = this.lexemes[i];
      if (prefix ? !candidate.startsWith(lexeme) : candidate !== lexeme) continue;
      const end = this.postingsEnd(i, weights);
      if (end === 0) continue;
      bits ??= this.empty();
      const whole = end >= BIG_LEXEME ? this.lexemeBits(i, weights, end) : null;
      if (whole) for (let w = 0; w < bits.length; w++) bits[w] |= whole[w];
      else orPostings(bits, this.postings[i], end, weights);
    }
    return bits ?? this.nothing;
  }

  /** How many of a lexeme's postings (from the front) can have these weights. */
  private postingsEnd(lexeme: number, weights: number): number {
    if ((weights & ~WEIGHT_BITS.A) === 0) return this.classEnds[lexeme * 2];
    if ((weights & ~(WEIGHT_BITS.A | WEIGHT_BITS.B)) === 0) return this.classEnds[lexeme * 2 + 1];
    return this.postings[lexeme].length;
  }

  /**
   * A common lexeme's articles with the weights asked for: a half-typed or misspelt word makes a new
   * term every time, but the lexemes it begins are mostly the same few common ones, each read from
   * its postings once (at most LEXEME_CACHE of them, 12 KB each at 100,000 articles; never dropped).
   */
  private readonly lexemeCache = new Map<string, Bits>();

  private lexemeBits(lexeme: number, weights: number, end: number): Bits | null {
    const key = `${weights}:${lexeme}`;
    let bits = this.lexemeCache.get(key);
    if (bits) return bits;
    if (this.lexemeCache.size >= LEXEME_CACHE) return null;
    bits = this.empty();
    orPostings(bits, this.postings[lexeme], end, weights);
    this.lexemeCache.set(key, bits);
    return bits;
  }

  /**
   * The articles a query matches; null when stop words left nothing of it. The bitset may be a kept
   * term's: read it, or copy it to change it.
   */
  private evaluate(node: QueryNode, stems: Stems, within?: Int32Array): Bits | null {
    if (node.kind === "term") {
      const lexeme = stems.get(node.word);
      if (lexeme === undefined) throw new Error(`No stem for ${node.word}`);
      return lexeme === null ? null : this.term(lexeme, node.prefix, node.weights);
    }
    // Terms that match no article are common (compounds of two query words, typo alternatives that
    // are no lexeme with these weights): an AND with one matches nothing, an OR leaves it out.
    const parts: Bits[] = [];
    let any = false;
    for (const child of node.children) {
      const bits = this.evaluate(child, stems, within);
      if (!bits) continue;
      any = true;
      if (bits === this.nothing) {
        if (node.kind === "and") return this.nothing;
      } else parts.push(bits);
    }
    if (parts.length <= 1) return parts[0] ?? (any ? this.nothing : null);
    // All children in one pass, into a new bitset: a kept term's bitset is never changed. With
    // `within`, only those words of it are computed (the rest stay 0).
    const result = this.empty();
    const [first, ...rest] = parts;
    const and = node.kind === "and";
    const count = within ? within.length : result.length;
    for (let k = 0; k < count; k++) {
      const w = within ? within[k] : k;
      let word = first[w];
      if (and) for (let i = 0; word !== 0 && i < rest.length; i++) word &= rest[i][w];
      else for (const bits of rest) word |= bits[w];
      result[w] = word;
    }
    return result;
  }

  /** The articles with every word somewhere in the name. */
  private infix(words: string[]): Bits {
    const bits = this.empty();
    let candidates: Int32Array | undefined;
    for (const word of words) {
      for (const trigram of trigramsOf(word)) {
        const list = this.nameTrigrams.get(trigram);
        if (!list) return bits;
        if (!candidates || list.length < candidates.length) candidates = list;
      }
    }
    // Words under three letters have no trigram: then every name is a candidate.
    const count = candidates ? candidates.length : this.names.length;
    names: for (let k = 0; k < count; k++) {
      const { name, positions } = this.names[candidates ? candidates[k] : k];
      for (const word of words) if (!name.includes(word)) continue names;
      for (const p of positions) bits[p >>> 5] |= 1 << (p & 31);
    }
    return bits;
  }

  /** One page of matching article ids and how many match, ordered as repo.ts orders them. */
  search(query: SearchIndexQuery | null, stems: Stems, page: SearchIndexPage): { ids: number[]; total: number } {
    let matches: Bits;
    if (query) {
      // A copy: the infix matches and the exclusions change it.
      matches = (query.match && this.evaluate(query.match, stems))?.slice() ?? this.empty();
      if (query.infix.length > 0) {
        const inName = this.infix(query.infix);
        for (let w = 0; w < matches.length; w++) matches[w] |= inName[w];
      }
    } else {
      matches = this.all();
    }
    for (const id of page.exclude) {
      const p = positionIn(this.sortedIds, this.sortedPositions, id);
      if (p !== undefined) matches[p >>> 5] &= ~(1 << (p & 31));
    }
    // The words of the bitset that have a match: a text query's matches are mostly few.
    const within = new Int32Array(matches.length);
    let used = 0;
    let total = 0;
    for (let w = 0; w < matches.length; w++) {
      if (matches[w] === 0) continue;
      within[used++] = w;
      total += bitCount(matches[w]);
    }
    const words = within.subarray(0, used);
    const skip = page.page * page.take;
    if (skip >= total) return { ids: [], total };
    // Relevance 0–7: 4 for every word whole in the name, 2 in name or brand/groups, 1 as a prefix
    // there; needed only where something matches.
    const tiers =
      query && page.orderBy === "relevance"
        ? [query.exactName, query.exactNameOrBrand, query.prefixNameOrBrand].map(
            (node) => this.evaluate(node, stems, words) ?? this.nothing,
          )
        : [];
    return { ids: this.pageOf(matches, words, tiers, page, skip), total };
  }

  /**
   * The page's ids in one walk over the matches in bestseller order (backwards for desc): each match
   * goes to the bucket of its relevance, and a bucket takes no more than the page needs. The walk
   * stops as soon as the bucket that comes first in the answer has that many.
   */
  private pageOf(matches: Bits, words: Int32Array, tiers: Bits[], page: SearchIndexPage, skip: number): number[] {
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
    const ids: number[] = [];
    for (const r of order) {
      for (const position of buckets[r]) {
        if (ids.length >= page.take) return ids;
        if (skip > 0) skip--;
        else ids.push(this.ids[position]);
      }
    }
    return ids;
  }
}
