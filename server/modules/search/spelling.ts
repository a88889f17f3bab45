// Typo and diacritic tolerance: a word that finds nothing is replaced by the catalogue's words that
// are closest to it. Closeness is pg_trgm's trigram similarity, computed here over the vocabulary
// (the words of article names, brands and groups: a few hundred even at 100,000 articles), because
// a one-word typo inside a four-word name is too small a share of the name's trigrams to be found
// by comparing whole names.

/** pg_trgm's default similarity threshold. */
export const SIMILARITY_THRESHOLD = 0.3;
const MAX_ALTERNATIVES = 5;

/** A word without diacritics, the way a shopper without a Norwegian keyboard types it. */
export function foldDiacritics(word: string): string {
  return word
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .normalize("NFC");
}

/** Trigrams as pg_trgm makes them: the word padded with two spaces before and one after. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const result = new Set<string>();
  const chars = [...padded];
  for (let i = 0; i + 3 <= chars.length; i++) result.add(chars.slice(i, i + 3).join(""));
  return result;
}

/** pg_trgm's similarity: shared trigrams over all trigrams of both words. */
export function similarity(a: string, b: string): number {
  return trigramSimilarity(trigrams(a), trigrams(b));
}

function trigramSimilarity(x: Set<string>, y: Set<string>): number {
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}

export interface Vocabulary {
  words: string[];
  folded: string[];
  /** The trigrams of each folded word, made once: the typo step compares a word with all of them. */
  grams: Set<string>[];
}

export function buildVocabulary(words: Iterable<string>): Vocabulary {
  const unique = [...new Set([...words].map((w) => w.toLowerCase()).filter((w) => w.length > 1))].sort();
  const folded = unique.map(foldDiacritics);
  return { words: unique, folded, grams: folded.map(trigrams) };
}

/**
 * What to search for instead of `word`: the word itself when some catalogue word begins with it (the
 * shopper may still be typing); else the words it begins like once diacritics are folded
 * ("lopesko" → "løpesko"); else the most similar words by trigrams ("jakek" → "jakke").
 * A word with nothing close stays as it is, and finds nothing.
 */
export function alternatives(word: string, vocabulary: Vocabulary): string[] {
  const { words, folded, grams } = vocabulary;
  if (words.some((w) => w.startsWith(word))) return [word];
  const f = foldDiacritics(word);
  const byFolding = words.filter((_, i) => folded[i].startsWith(f));
  if (byFolding.length > 0) return byFolding.sort((a, b) => a.length - b.length).slice(0, MAX_ALTERNATIVES);
  const typed = trigrams(f);
  const scored = words
    .map((w, i) => ({ w, score: trigramSimilarity(typed, grams[i]) }))
    .filter((s) => s.score >= SIMILARITY_THRESHOLD)
    .sort((a, b) => b.score - a.score || Math.abs(a.w.length - word.length) - Math.abs(b.w.length - word.length));
  if (scored.length === 0) return [word];
  return scored.slice(0, MAX_ALTERNATIVES).map((s) => s.w);
}
