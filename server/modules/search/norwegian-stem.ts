// PostgreSQL's `norwegian` text search dictionary (the Snowball Norwegian stemmer as PostgreSQL 15–17
// ship it, with PostgreSQL's Norwegian stop words) written in TypeScript, so that a word a shopper
// types for the first time is stemmed without a statement to the engine (decision 060).
//
// The engine stays the authority: the search trusts this stemmer only after it has given the
// engine's own answer for every word the catalogue's vocabulary primes and for `STEM_PROBES`
// (memory-index-loader.ts), so an engine with another Snowball version is simply asked, as before.

/** The words this stemmer answers for: what the parser reads as one plain word of these letters. */
const PLAIN_WORD = /^[a-zæøå]{1,40}$/;

const VOWELS = new Set("aeiouyæåø");
const S_ENDING = new Set("bcdfghjlmnoprtvyz");

/** Snowball's main suffixes, longest first, so the first that fits is the one `among` picks. */
const MAIN_SUFFIXES = (
  "hetenes hetene hetens heten heter endes ande ende edes enes erte ede ane ene ens ers ets het ast ert " +
  "en ar er as es et a e s"
).split(" ");
const OTHER_SUFFIXES = "hetslov eleg elig elov slov leg eig lig els lov ig".split(" ");

/**
 * PostgreSQL's norwegian.stop (from Snowball), which the `norwegian` dictionary drops: the engine
 * answers an empty query for these words.
 */
const STOP_WORDS = new Set(
  (
    "og i jeg det at en et den til er som på de med han av ikke ikkje der så var meg seg men ett har om vi " +
    "min mitt ha hadde hun nå over da ved fra du ut sin dem oss opp man kan hans hvor eller hva skal selv " +
    "sjøl her alle vil bli ble blei blitt kunne inn når være kom noen noe ville dere deres kun ja etter ned " +
    "skulle denne for deg si sine sitt mot å meget hvorfor dette disse uten hvordan ingen din ditt blir " +
    "samme hvilken hvilke sånn inni mellom vår hver hvem vors hvis både bare enn fordi før mange også slik " +
    "vært båe begge siden dykk dykkar dei deira deires deim di då eg ein eit eitt elles honom hjå ho hoe " +
    "henne hennar hennes hoss hossen ingi inkje korleis korso kva kvar kvarhelst kven kvi kvifor me medan " +
    "mi mine mykje no nokon noka nokor noko nokre sia sidan so somt somme um upp vere vore verte vort varte vart"
  ).split(" "),
);

/** Whether `stemNorwegian` answers for this word (else the engine is asked). */
export function isPlainWord(word: string): boolean {
  return PLAIN_WORD.test(word);
}

/** Snowball's R1: after the first non-vowel that follows a vowel, and at least 3 letters in. */
function regionStart(word: string): number {
  if (word.length < 3) return word.length;
  let i = 0;
  while (i < word.length && !VOWELS.has(word[i])) i++;
  i++;
  while (i < word.length && VOWELS.has(word[i])) i++;
  if (i >= word.length) return word.length;
  return Math.max(i + 1, 3);
}

/** The longest of `suffixes` that ends the word and lies wholly in R1 (Snowball's `among`). */
function suffixIn(word: string, r1: number, suffixes: readonly string[]): string | undefined {
  return suffixes.find((s) => word.endsWith(s) && word.length - s.length >= r1);
}

function mainSuffix(word: string, r1: number): string {
  const suffix = suffixIn(word, r1, MAIN_SUFFIXES);
  if (suffix === undefined) return word;
  const rest = word.slice(0, -suffix.length);
  if (suffix === "erte" || suffix === "ert") return `${rest}er`;
  if (suffix !== "s") return rest;
  // An "s" goes after these consonants, or after a "k" that follows a non-vowel.
  const before = rest[rest.length - 1];
  if (S_ENDING.has(before)) return rest;
  if (before === "k" && rest.length >= 2 && !VOWELS.has(rest[rest.length - 2])) return rest;
  return word;
}

/**
 * The lexeme PostgreSQL's `norwegian` configuration makes of a plain lower-case word, or null for a
 * stop word. Only for words `isPlainWord` accepts.
 */
export function stemNorwegian(word: string): string | null {
  if (STOP_WORDS.has(word)) return null;
  const r1 = regionStart(word);
  let stem = mainSuffix(word, r1);
  // "dt" and "vt" at the end, in R1, lose the "t".
  if ((stem.endsWith("dt") || stem.endsWith("vt")) && stem.length - 2 >= r1) stem = stem.slice(0, -1);
  const other = suffixIn(stem, r1, OTHER_SUFFIXES);
  return other === undefined ? stem : stem.slice(0, -other.length);
}

/**
 * Words that take every rule above (each suffix in and out of R1, each letter before an "s", the
 * consonant pairs, the stop words): the engine stems them when the index is primed, and the
 * search uses `stemNorwegian` only if it agrees on all of them.
 */
export const STEM_PROBES: readonly string[] = (() => {
  const bases = ["sk", "ski", "hopp", "strikk", "fjell", "vindu", "bål", "skjørt", "kåpe", "a", "ab", "ull"];
  const endings = [...MAIN_SUFFIXES, ...OTHER_SUFFIXES, "dt", "vt", "edt", "evt", "dts", "hetslovene"];
  const probes = new Set<string>(STOP_WORDS);
  for (const base of bases) {
    probes.add(base);
    for (const ending of endings) probes.add(base + ending);
    for (const letter of "abcdefghijklmnopqrstuvwxyzæøå") probes.add(`${base + letter}s`);
    for (const letter of "aeknrsø") probes.add(`${base + letter}ks`);
  }
  return [...probes].filter(isPlainWord);
})();
