// Loads the in-memory search index from the articles table, and stems query words with
// PostgreSQL's own `norwegian` configuration, remembering the answers (decision 052), or with its
// TypeScript twin once that has given the engine's answer for every primed word (decision 060).
import type { Executor } from "../../db/client.ts";
import type { SearchIndex } from "./memory-index.ts";
import { SearchIndexBuilder } from "./memory-index-builder.ts";
import { isPlainWord, STEM_PROBES, stemNorwegian } from "./norwegian-stem.ts";
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

type Stem = string | null | false;

/** Stems of query words; shoppers' words repeat, so most searches need no round trip. */
export class StemCache {
  private readonly known = new Map<string, Stem>();
  /** Whether `stemNorwegian` gave the engine's answer for every word `prime` stemmed (unknown before). */
  private local: boolean | undefined;

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
   * typing), through the engine: a search with those words then sends no statement. Those words and
   * `STEM_PROBES` also test `stemNorwegian`; when it agrees on all, later new words (typos,
   * compounds) are stemmed by it, else by the engine. Returns whether it agreed.
   */
  async prime(vocabulary: Iterable<string>, maxPrimed = 20_000): Promise<boolean> {
    const wanted = new Set<string>(STEM_PROBES);
    for (const word of vocabulary) {
      // Only what queryWords can make (letters and digits); the parser splits anything else.
      if (!/^[\p{L}\p{N}]+$/u.test(word)) continue;
      for (let end = 1; end <= word.length && wanted.size < maxPrimed; end++) wanted.add(word.slice(0, end));
    }
    const words = [...wanted].filter((w) => !this.known.has(w));
    let agrees = true;
    for (let i = 0; i < words.length; i += 5000) {
      const found = await this.fromEngine(words.slice(i, i + 5000));
      this.remember(found);
      for (const [word, stem] of found) if (isPlainWord(word) && stemNorwegian(word) !== stem) agrees = false;
    }
    // Once it has disagreed, the engine stems from then on.
    this.local = agrees && this.local !== false;
    return this.local;
  }

  private async stem(missing: string[]): Promise<void> {
    const found = new Map<string, Stem>();
    const rest: string[] = [];
    for (const word of missing) {
      if (this.local && isPlainWord(word)) found.set(word, stemNorwegian(word));
      else rest.push(word);
    }
    if (rest.length > 0) for (const [word, stem] of await this.fromEngine(rest)) found.set(word, stem);
    this.remember(found);
  }

  private remember(found: Map<string, Stem>): void {
    // A bound on what shoppers can make it hold; dropping all is simpler than an LRU and rare.
    if (this.known.size + found.size > this.maxWords) this.known.clear();
    for (const [word, stem] of found) this.known.set(word, stem);
  }

  /** The engine's lexeme of each word: null for a stop word, false for several lexemes. */
  private async fromEngine(words: string[]): Promise<Map<string, Stem>> {
    const found = await stemWords(this.ex, words);
    return new Map(
      words.map((word) => {
        const query = found.get(word) ?? "";
        const single = /^'((?:[^'\\]|'')*)'$/.exec(query);
        return [word, query === "" ? null : single ? single[1].replace(/''/g, "'") : false];
      }),
    );
  }
}
