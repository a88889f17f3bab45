// The catalogue's search vectors held in memory, one index per catalogue version (decision 052).
// A cold query in SQL visits every matching row (thousands for two common words at 100,000 articles)
// to test and rank it; here a word is a posting list, a query is a few bitset operations, and the
// ranking is a walk over articles kept in bestseller order. The vectors are PostgreSQL's own
// (to_tsvector('norwegian', …) in the articles table) and the query words are stemmed by
// PostgreSQL too, so an answer is the one the SQL in repo.ts gives, only sooner.

// The index is built by memory-index-builder.ts; the page is walked by memory-index-page.ts.
import { type Bits, bitCount, pageOf, type SearchIndexPage } from "./memory-index-page.ts";
import { type QueryNode, WEIGHT_BITS } from "./search-text.ts";

const TERM_CACHE = 256;
/** Postings from which a lexeme's bitset is kept (reading it costs more than OR-ing 12 KB). */
const BIG_LEXEME = 2048;
const LEXEME_CACHE = 384;

/**
 * A word's lexeme under the `norwegian` configuration, or null for a stop word, which to_tsquery
 * drops from the query (an AND or OR with it is its other side; a query of stop words matches nothing).
 */
export type Stems = ReadonlyMap<string, string | null>;

export interface SearchIndexQuery {
  match: QueryNode | null;
  /** Every word somewhere inside the name (ILIKE '%word%'), or none. */
  infix: string[];
  exactName: QueryNode;
  exactNameOrBrand: QueryNode;
  prefixNameOrBrand: QueryNode;
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
    return { ids: pageOf(this.ids, matches, words, tiers, page, skip), total };
  }
}
