// The bench's long-tail lists (bench/long-tail.ts): thousands of distinct addresses and queries, so
// that a measured request is never one a cache has already answered in the run.
import { describe, expect, it } from "vitest";
import {
  categoryAddresses,
  productAddresses,
  random,
  searchQueries,
  typo,
  vocabularyOf,
} from "../../bench/long-tail.ts";

const NAMES = [
  "Breheim Dunjakke Expedition Barn",
  "Tind Skalljakke Dame",
  "Fjellsko Gore-Tex Herre",
  "Ullgenser Merino Junior",
  "Tursekk 40 liter Svart",
  "Sovepose Dun Vinter",
  "Langrennsski Klassisk",
  "Sykkelhjelm Voksen",
  "Regnbukse Barn",
  "Hansker Vindtett",
  "Lue Strikket Ull",
  "Telt Tomanns Lett",
];

describe("bench long-tail search queries", () => {
  const vocabulary = vocabularyOf(NAMES);

  it("takes lower-case words of three letters or more from the names", () => {
    expect(vocabulary).toContain("dunjakke");
    expect(vocabulary).toContain("gore");
    expect(vocabulary).not.toContain("40");
    expect(vocabulary.every((w) => w === w.toLowerCase() && w.length >= 3)).toBe(true);
  });

  it("gives at least 5,000 distinct queries, none repeated, with warm-up ones kept apart", () => {
    const queries = searchQueries(vocabulary, 5_300, 16);
    expect(queries).toHaveLength(5_300);
    expect(new Set(queries).size).toBe(5_300);
    const warm = new Set(queries.slice(0, 300));
    expect(queries.slice(300).some((q) => warm.has(q))).toBe(false);
  });

  it("mixes two words, three words with a typo and prefixes", () => {
    const queries = searchQueries(vocabulary, 400, 3);
    const words = new Set(vocabulary);
    expect(queries.some((q) => q.split(" ").length === 2 && q.split(" ").every((w) => words.has(w)))).toBe(true);
    const threeWithTypo = queries.filter((q) => q.split(" ").length === 3 && !words.has(q.split(" ")[2]));
    expect(threeWithTypo.length).toBeGreaterThan(50);
    const prefixed = queries.filter((q) => {
      const last = q.split(" ")[1];
      return q.split(" ").length === 2 && !words.has(last) && vocabulary.some((w) => w.startsWith(last));
    });
    expect(prefixed.length).toBeGreaterThan(50);
  });

  it("is the same list for the same seed", () => {
    expect(searchQueries(vocabulary, 50, 7)).toEqual(searchQueries(vocabulary, 50, 7));
  });

  it("says so when the vocabulary cannot give that many", () => {
    expect(() => searchQueries(["ull", "lue", "sko"], 5_000)).toThrow(/distinct queries/);
  });

  it("makes a typo that is a different word of about the same length", () => {
    const next = random(5);
    for (const word of ["skalljakke", "ull", "fjellsko"]) {
      const slip = typo(word, next);
      expect(slip).not.toBe(word);
      expect(Math.abs(slip.length - word.length)).toBeLessThanOrEqual(1);
    }
  });
});

describe("bench long-tail addresses", () => {
  it("links every article, colour and colour with size once", () => {
    const addresses = productAddresses([
      {
        id: 7,
        slug: "tind-skalljakke",
        name: "Tind Skalljakke",
        size_colors: [
          { colorId: 1, sizeId: 2 },
          { colorId: 1, sizeId: 3 },
          { colorId: 4, sizeId: 2 },
        ],
      },
      { id: 8, slug: "ull-lue", name: "Ull Lue", size_colors: [{ colorId: 1, sizeId: 9 }] },
    ]);
    expect(addresses).toEqual([
      "/product/tind-skalljakke-7",
      "/product/ull-lue-8",
      "/product/tind-skalljakke-7?farge=1",
      "/product/ull-lue-8?farge=1",
      "/product/tind-skalljakke-7?farge=4",
      "/product/tind-skalljakke-7?farge=1&storrelse=2",
      "/product/ull-lue-8?farge=1&storrelse=9",
      "/product/tind-skalljakke-7?farge=1&storrelse=3",
      "/product/tind-skalljakke-7?farge=4&storrelse=2",
    ]);
  });

  it("never sends the same article twice in a row while other articles have addresses left", () => {
    const articles = Array.from({ length: 30 }, (_, i) => ({
      id: i + 1,
      slug: `artikkel-${i + 1}`,
      name: `Artikkel ${i + 1}`,
      size_colors: Array.from({ length: 2 + (i % 4) }, (_, s) => ({ colorId: 1 + (s % 2), sizeId: 10 + s })),
    }));
    const addresses = productAddresses(articles);
    const article = (address: string) => address.split("?")[0];
    // The last kind's tail holds only the articles with the most sizes; the rest must alternate.
    const tail = addresses.length - 30;
    for (let i = 1; i < tail; i++) expect(article(addresses[i])).not.toBe(article(addresses[i - 1]));
  });

  it("gives over 5,000 distinct category addresses for a shop of the demo's shape", () => {
    const categories = ["klaer", "sko", "utstyr", "vintersport", "sykkel"].map((slug, i) => ({
      name: slug,
      slug,
      articlesCount: 400 - i * 60,
      subcategories: Array.from({ length: 5 }, (_, j) => ({ slug: `${slug}-${j}`, articlesCount: 60 })),
    }));
    const addresses = categoryAddresses(categories, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 2, 4, 10, 11]);
    expect(addresses.length).toBeGreaterThanOrEqual(5_000);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses).toContain("/sko?sorter=price&omvendt=1&page=2");
    expect(addresses).toContain("/klaer/klaer-1?farge=3&kjonn=10");
  });
});
