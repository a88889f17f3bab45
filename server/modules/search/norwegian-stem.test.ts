// The TypeScript Norwegian stemmer against PostgreSQL's `norwegian` configuration (decision 060):
// its rules on known words, the engine's own answers for the probes and the catalogue's words, and
// the stem cache, which trusts it only when the engine agrees.
import { describe, expect, it } from "vitest";
import { appForFile, createTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import type { Executor } from "../../db/client.ts";
import { StemCache } from "./memory-index-loader.ts";
import { isPlainWord, STEM_PROBES, stemNorwegian } from "./norwegian-stem.ts";
import { loadVocabulary, stemWords } from "./repo.ts";

describe("the Norwegian stemmer's rules", () => {
  it.each([
    ["jakkene", "jakk"],
    ["regnjakker", "regnjakk"],
    ["sykkelhjelmer", "sykkelhjelm"],
    ["løpende", "løp"],
    ["hoppet", "hopp"],
    ["barnas", "barn"],
    // "ert" and "erte" become "er".
    ["levert", "lever"],
    ["leverte", "lever"],
    // An "s" after an s-ending consonant goes, after a vowel and "k" it stays.
    ["vinters", "vint"],
    ["sekks", "sekk"],
    ["kaks", "kaks"],
    // "dt" in R1 loses its "t"; here R1 starts after the "d", so it stays.
    ["bredt", "bredt"],
    ["vennlig", "venn"],
    ["hetslov", "het"],
    // Short definite plurals keep their ending (query-text.ts adds the stems for those).
    ["skiene", "skien"],
    ["blåbær", "blåbær"],
    ["ab", "ab"],
  ])("stems %s to %s", (word, stem) => {
    expect(stemNorwegian(word)).toBe(stem);
  });

  it("drops PostgreSQL's Norwegian stop words", () => {
    for (const word of ["og", "på", "ikkje", "kvifor", "å"]) expect(stemNorwegian(word)).toBeNull();
  });

  it("answers only for plain words of Norwegian letters, which the parser reads as one word", () => {
    expect(isPlainWord("støvletter")).toBe(true);
    for (const word of ["str42", "42", "café", "über", "", "x".repeat(41)]) expect(isPlainWord(word)).toBe(false);
  });
});

let t: TestApp;
appForFile(createTestApp, (app) => {
  t = app;
});

/** The engine's answers through `ex`, counting the statements sent. */
function counted(ex: Executor, alter: (word: string, query: string) => string = (_w, q) => q) {
  const calls = { statements: 0 };
  const executor = new Proxy(ex, {
    get(target, prop, receiver) {
      if (prop !== "execute") return Reflect.get(target, prop, receiver);
      return async (query: Parameters<Executor["execute"]>[0]) => {
        calls.statements++;
        const result = (await target.execute(query)) as unknown as { rows: { word: string; query: string }[] };
        return { ...result, rows: result.rows.map((r) => ({ ...r, query: alter(r.word, r.query) })) };
      };
    },
  });
  return { executor, calls };
}

describe("the stemmer against the engine", () => {
  it("gives the engine's lexeme for every probe and for every word of the catalogue and its beginnings", async () => {
    const words = new Set(STEM_PROBES);
    for (const word of await loadVocabulary(t.database.db))
      for (let end = 1; end <= word.length; end++) words.add(word.slice(0, end));
    const plain = [...words].filter(isPlainWord);
    expect(plain.length).toBeGreaterThan(STEM_PROBES.length);
    const engine = await stemWords(t.database.db, plain);
    const disagree = plain.filter((w) => {
      const query = engine.get(w) ?? "";
      return (query === "" ? null : query.slice(1, -1)) !== stemNorwegian(w);
    });
    expect(disagree).toEqual([]);
  });

  it("stems a new word without a statement once priming found the engine in agreement", async () => {
    const { executor, calls } = counted(t.database.db);
    const stems = new StemCache(executor);
    expect(await stems.prime(await loadVocabulary(t.database.db))).toBe(true);
    const before = calls.statements;
    const known = await stems.of(["vinterjakkene", "og"]);
    expect(known).toEqual(
      new Map([
        ["vinterjakkene", "vinterjakk"],
        ["og", null],
      ]),
    );
    expect(calls.statements).toBe(before);
    // A word outside its letters still goes to the engine.
    expect(await stems.of(["str42"])).toEqual(new Map([["str42", "str42"]]));
    expect(calls.statements).toBe(before + 1);
  });

  it("asks the engine for every new word when the engine stems a probe otherwise", async () => {
    const { executor, calls } = counted(t.database.db, (word, query) => (word === "skiene" ? "'ski'" : query));
    const stems = new StemCache(executor);
    expect(await stems.prime([])).toBe(false);
    const before = calls.statements;
    expect(await stems.of(["vinterjakkene"])).toEqual(new Map([["vinterjakkene", "vinterjakk"]]));
    expect(calls.statements).toBe(before + 1);
  });
});
