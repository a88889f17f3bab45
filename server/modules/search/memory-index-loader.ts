// Loads the in-memory search index from the articles table, and stems query words with
// PostgreSQL's own `norwegian` configuration, remembering the answers (decision 052).
import type { Executor } from "../../db/client.ts";
import { type SearchIndex, SearchIndexBuilder } from "./memory-index.ts";
import { searchVectorsAfter, stemWords } from "./repo.ts";

/** Rows per batch: the vectors' text (~700 characters an article) is read a slice at a time. */
const BATCH = 5000;

export async function buildSearchIndex(ex: Executor): Promise<SearchIndex> {
  const builder = new SearchIndexBuilder();
  for (let after = 0; ; ) {
    const batch = await searchVectorsAfter(ex, after, BATCH);
    for (const article of batch) builder.add(article);
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1].id;
  }
  return builder.finish();
}

/** Stems of query words; shoppers' words repeat, so most searches need no round trip. */
export class StemCache {
  private readonly known = new Map<string, string | null | false>();

  constructor(
    private readonly ex: Executor,
    private readonly maxWords = 50_000,
  ) {}

  /**
   * The lexeme of each word (null for a stop word), or null for all when a word does not stem to
   * one lexeme, which only the SQL search handles.
   */
  async of(words: Iterable<string>): Promise<Map<string, string | null> | null> {
    const wanted = [...new Set(words)];
    const missing = wanted.filter((w) => !this.known.has(w));
    if (missing.length > 0) await this.stem(missing);
    const result = new Map<string, string | null>();
    for (const word of wanted) {
      const stem = this.known.get(word);
      if (stem === false || stem === undefined) return null;
      result.set(word, stem);
    }
    return result;
  }

  /**
   * Stems, ahead of any search, the catalogue's words and every beginning of them (a shopper still
   * typing): a search with those words then sends no statement; only a misspelt word still does.
   */
  async prime(vocabulary: Iterable<string>, maxPrimed = 20_000): Promise<void> {
    const wanted = new Set<string>();
    for (const word of vocabulary) {
      // Only what queryWords can make (letters and digits); the parser splits anything else.
      if (!/^[\p{L}\p{N}]+$/u.test(word)) continue;
      for (let end = 1; end <= word.length && wanted.size < maxPrimed; end++) wanted.add(word.slice(0, end));
    }
    const missing = [...wanted].filter((w) => !this.known.has(w));
    for (let i = 0; i < missing.length; i += 5000) await this.stem(missing.slice(i, i + 5000));
  }

  private async stem(missing: string[]): Promise<void> {
    const found = await stemWords(this.ex, missing);
    // A bound on what shoppers can make it hold; dropping all is simpler than an LRU and rare.
    if (this.known.size + missing.length > this.maxWords) this.known.clear();
    for (const word of missing) {
      const query = found.get(word) ?? "";
      const single = /^'((?:[^'\\]|'')*)'$/.exec(query);
      this.known.set(word, query === "" ? null : single ? single[1].replace(/''/g, "'") : false);
    }
  }
}
