// Builds the in-memory search index (decision 052) from the articles' vectors, a batch at a time.
import { SearchIndex } from "./memory-index.ts";
import { eachLexeme, WEIGHT_BITS } from "./search-text.ts";

export interface IndexedArticle {
  id: number;
  name: string;
  /** Bestseller rank, or UNKNOWN_BESTSELLER_RANK: the relevance order's tie-break. */
  rank: number;
  /** PostgreSQL's text form of the article's search_vector. */
  vector: string;
}

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

/** For tests: an index of these articles. */
export function searchIndexOf(articles: IndexedArticle[]): SearchIndex {
  const builder = new SearchIndexBuilder();
  for (const article of [...articles].sort((a, b) => a.id - b.id)) builder.add(article);
  return builder.finish();
}
