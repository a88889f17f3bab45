// Unit tests of the query rules: normalising, Norwegian endings, tsquery text, spelling and diacritics.
import { describe, expect, it } from "vitest";
import { endingStems, MAX_WORDS, normaliseQuery, queryWords, tsqueryText } from "./query-text.ts";
import { alternatives, buildVocabulary, foldDiacritics, similarity, trigrams } from "./spelling.ts";

describe("query text", () => {
  it("replaces commas with spaces and collapses whitespace", () => {
    expect(normaliseQuery(" jakke,dame ,,  herre ")).toBe("jakke dame herre");
  });

  it("composes decomposed letters, so å typed as a + ring is one letter", () => {
    expect(normaliseQuery("Sma\u030Atroll")).toBe("Småtroll");
  });

  it("keeps only letters and digits as words, lower-cased", () => {
    expect(queryWords("T-skjorte; DROP TABLE:*&|!")).toEqual(["t", "skjorte", "drop", "table"]);
    expect(queryWords("Løpesko 42")).toEqual(["løpesko", "42"]);
  });

  it("takes at most MAX_WORDS words", () => {
    expect(queryWords("a b c d e f g h i j k")).toHaveLength(MAX_WORDS);
  });

  it("adds stems for definite and plural endings the stemmer leaves on short words", () => {
    expect(endingStems("skiene")).toContain("ski");
    expect(endingStems("skoene")).toContain("sko");
    expect(endingStems("luene")).toContain("lue");
    expect(endingStems("ski")).toEqual([]);
  });

  it("builds prefix terms joined with AND, and neighbouring words as one compound", () => {
    expect(tsqueryText([["jakke"]], "prefix")).toBe("jakke:*");
    expect(tsqueryText([["fjell"], ["sko"]], "prefix")).toBe("(fjell:* & sko:*) | (fjellsko:*)");
  });

  it("limits terms to weights and keeps exact terms exact", () => {
    expect(tsqueryText([["skiene"]], "exact", "AB")).toBe("(skiene:AB | ski:AB | skie:AB)");
    expect(tsqueryText([["jakke"]], "prefix", "A")).toBe("jakke:*A");
  });

  it("ORs the alternatives of a corrected word", () => {
    expect(tsqueryText([["jakker", "jakke"]], "prefix")).toBe("(jakker:* | jakke:*)");
  });

  it("is empty without words", () => {
    expect(tsqueryText([], "prefix")).toBe("");
  });
});

describe("spelling", () => {
  it("folds æ, ø and å the way a keyboard without them types", () => {
    expect(foldDiacritics("Løpesko")).toBe("lopesko");
    expect(foldDiacritics("Småtroll")).toBe("smatroll");
    expect(foldDiacritics("Lærsko")).toBe("laersko");
  });

  it("makes trigrams like pg_trgm and measures their similarity", () => {
    expect(trigrams("sko")).toEqual(new Set(["  s", " sk", "sko", "ko "]));
    expect(similarity("jakke", "jakke")).toBe(1);
    // pg_trgm: similarity('jakek', 'jakke') = 0.33333334
    expect(similarity("jakek", "jakke")).toBeCloseTo(1 / 3, 5);
  });

  const vocabulary = buildVocabulary(["Skalljakke", "jakker", "Løpesko", "Terrengløpesko", "Småtroll", "fjellsko"]);

  it("keeps a word some catalogue word begins with (still typing)", () => {
    expect(alternatives("jak", vocabulary)).toEqual(["jak"]);
  });

  it("restores missing diacritics", () => {
    expect(alternatives("lopesko", vocabulary)).toEqual(["løpesko"]);
    expect(alternatives("smatroll", vocabulary)).toEqual(["småtroll"]);
  });

  it("corrects typos to the most similar words", () => {
    expect(alternatives("jakek", vocabulary)[0]).toBe("jakker");
    expect(alternatives("skalljakek", vocabulary)[0]).toBe("skalljakke");
    expect(alternatives("fjelsko", vocabulary)[0]).toBe("fjellsko");
  });

  it("leaves a word with nothing close as it is", () => {
    expect(alternatives("xyzzyqwv", vocabulary)).toEqual(["xyzzyqwv"]);
  });
});
