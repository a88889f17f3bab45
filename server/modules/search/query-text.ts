// Turns what a shopper typed into PostgreSQL tsquery text for the `norwegian` configuration.
// Words are reduced to letters and digits before they reach the query text, and the text itself is
// a bound parameter of to_tsquery, so nothing a shopper types becomes SQL or tsquery syntax.

/** At most this many words take part in a search; the rest of a very long query is ignored. */
export const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** The query as the spec sends it: commas become spaces (spec section 5), whitespace collapsed. */
export function normaliseQuery(raw: string): string {
  return raw.normalize("NFC").replace(/,/g, " ").replace(/\s+/g, " ").trim();
}

/** Lower-case words of letters and digits ("T-skjorte" gives "t" and "skjorte"). */
export function queryWords(query: string): string[] {
  return normaliseQuery(query)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/**
 * Extra stems for Norwegian definite and plural endings the Snowball stemmer leaves on short words
 * ("skiene" stems to "skien", "skoene" to "skoen"): the word without the ending, matched exactly.
 */
export function endingStems(word: string): string[] {
  const stems: string[] = [];
  const strip = (ending: string, minStem: number) => {
    if (word.endsWith(ending) && word.length - ending.length >= minStem) stems.push(word.slice(0, -ending.length));
  };
  strip("ene", 2);
  strip("ne", 3);
  strip("et", 3);
  strip("a", 3);
  return stems;
}

export type Match = "prefix" | "exact";

/** One word (or its alternatives) as a tsquery term; `weights` limits it to name (A) and brand/group (B). */
function term(alternatives: string[], match: Match, weights: string): string {
  const parts = new Set<string>();
  for (const word of alternatives) {
    parts.add(match === "prefix" ? `${word}:*${weights}` : weights ? `${word}:${weights}` : word);
    for (const stem of endingStems(word)) parts.add(weights ? `${stem}:${weights}` : stem);
  }
  return parts.size === 1 ? [...parts][0] : `(${[...parts].join(" | ")})`;
}

/**
 * tsquery text for words that must all match, each given as its alternatives (typo corrections).
 * Two neighbouring words may also match as one compound ("fjell sko" finds "fjellsko").
 */
export function tsqueryText(words: string[][], match: Match, weights = ""): string {
  if (words.length === 0) return "";
  const all = (ws: string[][]) => ws.map((w) => term(w, match, weights)).join(" & ");
  const options = [all(words)];
  for (let i = 0; i + 1 < words.length; i++) {
    const joined = words[i].flatMap((a) => words[i + 1].map((b) => a + b));
    options.push(all([...words.slice(0, i), joined, ...words.slice(i + 2)]));
  }
  return options.length === 1 ? options[0] : options.map((o) => `(${o})`).join(" | ");
}
