// The long tail of issue 16: lists of thousands of distinct addresses and search queries, built before
// the timed run, so that no cache (page cache, catalogue cache, search cache) answers a request because
// an earlier one in the run asked the same. The pure builders are unit tested (tests/unit/bench-long-tail.test.ts).

import type { ListSort } from "../app/features/catalog/list/list-state.ts";
import { emptyFilters, listSearch } from "../app/features/catalog/list/list-state.ts";
import { productPath } from "../app/features/catalog/product-path.ts";

export interface ListedArticle {
  id: number;
  slug: string;
  name: string;
  size_colors: { sizeId: number; colorId: number }[];
}

export interface ListedCategory {
  name: string;
  slug: string;
  articlesCount: number;
  subcategories: { slug: string; articlesCount: number }[];
}

/** Small deterministic generator (mulberry32): the same run gets the same lists. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Every address the product page's colour and size picker links to: the article, each colour
 * (?farge=) and each colour with a size (?farge=&storrelse=). Kind by kind, and within a kind taken
 * round the articles (each article's first colour, then each one's second…), so consecutive requests
 * are for different articles as long as there are articles left, from either end of the list: a walk
 * through one article's sizes in a row would find its data cached and flatter the long tail.
 */
export function productAddresses(articles: ListedArticle[]): string[] {
  const pages: string[] = [];
  const colours: string[][] = [];
  const sizes: string[][] = [];
  for (const a of articles) {
    const path = productPath(a);
    pages.push(path);
    colours.push([...new Set(a.size_colors.map((v) => v.colorId))].map((c) => `${path}?farge=${c}`));
    sizes.push(a.size_colors.map((v) => `${path}?farge=${v.colorId}&storrelse=${v.sizeId}`));
  }
  return [...new Set([...pages, ...roundRobin(colours), ...roundRobin(sizes)])];
}

/** The first of each list, then the second of each, and so on. */
function roundRobin(lists: string[][]): string[] {
  const out: string[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) out.push(list[i]);
  return out;
}

const SORTS: { sort: ListSort; reverse: boolean }[] = [
  { sort: "bestseller", reverse: false },
  { sort: "price", reverse: false },
  { sort: "price", reverse: true },
  { sort: "name", reverse: false },
  { sort: "name", reverse: true },
  { sort: "bestseller", reverse: true },
];

/**
 * Category and subcategory lists in every sort order, each page of the unfiltered list, and the
 * first page filtered by each colour group, each gender and each colour group with a gender (the
 * filter panel's options; a combination may list nothing, which the shop answers as well). Shuffled
 * with a fixed seed, so neighbouring requests are different lists.
 */
export function categoryAddresses(
  categories: ListedCategory[],
  colourIds: number[],
  genderIds: number[],
  pageSize = 20,
): string[] {
  const lists: { path: string; count: number }[] = categories.flatMap((c) => [
    { path: `/${c.slug}`, count: c.articlesCount },
    ...c.subcategories.map((s) => ({ path: `/${c.slug}/${s.slug}`, count: s.articlesCount })),
  ]);
  const filterSets = [
    ...colourIds.map((id) => ({ ...emptyFilters(), colors: [id] })),
    ...genderIds.map((id) => ({ ...emptyFilters(), genders: [id] })),
    ...colourIds.flatMap((c) => genderIds.map((g) => ({ ...emptyFilters(), colors: [c], genders: [g] }))),
  ];
  const out: string[] = [];
  for (const list of lists) {
    for (const order of SORTS) {
      const pages = Math.max(1, Math.ceil(list.count / pageSize));
      for (let page = 1; page <= pages; page++)
        out.push(`${list.path}${listSearch({ ...order, page, filters: emptyFilters() })}`);
      for (const filters of filterSets) out.push(`${list.path}${listSearch({ ...order, page: 1, filters })}`);
    }
  }
  return shuffle([...new Set(out)], random(16));
}

/** The words shoppers would type: lower-case words of three or more letters from the names given. */
export function vocabularyOf(names: string[]): string[] {
  const words = new Set<string>();
  for (const name of names) {
    for (const word of name.toLowerCase().split(/[^a-zæøåéü]+/)) if (word.length >= 3) words.add(word);
  }
  return [...words].sort();
}

/** One slip of the keyboard: two letters swapped, one dropped or one doubled. */
export function typo(word: string, next: () => number): string {
  const i = 1 + Math.floor(next() * (word.length - 2));
  const kind = Math.floor(next() * 3);
  if (kind === 0) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  if (kind === 1) return word.slice(0, i) + word.slice(i + 1);
  return word.slice(0, i) + word[i] + word.slice(i);
}

/** The first three letters or more of a word, short of the whole word (what the box has while typing). */
function prefix(word: string, next: () => number): string {
  return word.slice(0, 3 + Math.floor(next() * Math.max(1, word.length - 3)));
}

/**
 * `count` distinct search queries from the vocabulary, in turn: two words; two words and a third with
 * a typo; a word and the prefix of another; a word with a typo and another word. Throws when the
 * vocabulary cannot give that many.
 */
export function searchQueries(vocabulary: string[], count: number, seed = 1): string[] {
  if (vocabulary.length < 3) throw new Error("The vocabulary needs at least three words");
  const next = random(seed);
  const pick = () => vocabulary[Math.floor(next() * vocabulary.length)];
  const kinds = [
    () => `${pick()} ${pick()}`,
    () => `${pick()} ${pick()} ${typo(pick(), next)}`,
    () => `${pick()} ${prefix(pick(), next)}`,
    () => `${typo(pick(), next)} ${pick()}`,
  ];
  const found = new Set<string>();
  let attempts = 0;
  while (found.size < count) {
    if (++attempts > count * 50) throw new Error(`Only ${found.size} distinct queries from ${vocabulary.length} words`);
    const query = kinds[attempts % kinds.length]();
    const words = query.split(" ");
    // The same word twice is not a query anyone types.
    if (new Set(words).size === words.length) found.add(query);
  }
  return [...found];
}
