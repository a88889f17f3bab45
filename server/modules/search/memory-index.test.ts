// The in-memory search index (decision 052): it answers exactly what the SQL search answers, it is
// rebuilt for every catalogue version (an article renamed in the back office is found by its new
// word and by a typo of it at once), and a query with many matches still ranks the best first.
import { describe, expect, it } from "vitest";
import { Browser } from "../../../tests/helpers/browser.ts";
import { searchCalls } from "../../../tests/helpers/search.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import type { SearchIndexQuery } from "./memory-index.ts";
import { searchIndexOf } from "./memory-index-builder.ts";
import type { SearchIndexPage } from "./memory-index-page.ts";
import { type SearchRequest, searchBodySchema } from "./schemas.ts";
import { parseQueryText, parseTsvector } from "./search-text.ts";

let t: TestApp;
let article: { id: number; name: string; updated_at: string };

/** The test app, with the renamed article put back when it closes (the PostgreSQL database is shared). */
async function openApp(): Promise<TestApp> {
  const app = await createTestApp();
  [article] = await rows(
    app.database,
    "select id, name, updated_at from articles where visible_web = 1 order by id desc limit 1",
  );
  return {
    ...app,
    async close() {
      await rows(app.database, "update articles set name = $2, updated_at = $3 where id = $1", [
        article.id,
        article.name,
        article.updated_at,
      ]);
      await rows(app.database, "delete from audit_log where entity_type = 'article' and entity_id = $1", [
        String(article.id),
      ]);
      await app.close();
    },
  };
}

appForFile(openApp, (app) => {
  t = app;
});
const { ids } = searchCalls(() => t);
const request = (body: Record<string, unknown>): SearchRequest => searchBodySchema.parse(body);

describe("parsing", () => {
  it("reads PostgreSQL's tsvector text: lexemes with the weights of all their positions", () => {
    const vector = parseTsvector("'barn':4A,9B 'jakk':6B 'o''neill':2C 'uten':7");
    expect([...vector]).toEqual([
      ["barn", 8 | 4],
      ["jakk", 4],
      ["o'neill", 2],
      ["uten", 1],
    ]);
  });

  it("reads the query text query-text.ts builds, & binding tighter than |", () => {
    expect(parseQueryText("(jakke:*A & dame) | jakkedame:*AB")).toEqual({
      kind: "or",
      children: [
        {
          kind: "and",
          children: [
            { kind: "term", word: "jakke", prefix: true, weights: 8 },
            { kind: "term", word: "dame", prefix: false, weights: 15 },
          ],
        },
        { kind: "term", word: "jakkedame", prefix: true, weights: 12 },
      ],
    });
    expect(() => parseQueryText("jakke & (dame")).toThrow();
  });

  it("drops a stop word from a query as to_tsquery does, and a query of stop words matches nothing", () => {
    const index = searchIndexOf([
      { id: 1, name: "Jakke", rank: 1, vector: "'jakk':1A" },
      { id: 2, name: "Bukse", rank: 2, vector: "'buks':1A" },
    ]);
    const stems = new Map<string, string | null>([
      ["og", null],
      ["jakke", "jakk"],
    ]);
    const only = (text: string) => ({
      match: parseQueryText(text),
      infix: [],
      exactName: parseQueryText(text),
      exactNameOrBrand: parseQueryText(text),
      prefixNameOrBrand: parseQueryText(text),
    });
    const page: SearchIndexPage = { order: "asc", orderBy: "relevance", exclude: [], take: 10, page: 0 };
    expect(index.search(only("og & jakke:*"), stems, page)).toEqual({ ids: [1], total: 1 });
    expect(index.search(only("og:*"), stems, page)).toEqual({ ids: [], total: 0 });
  });

  it("orders equal relevance by bestseller rank, then id, and leaves out excluded ids", () => {
    const index = searchIndexOf([
      { id: 3, name: "Jakke", rank: 9999, vector: "'jakk':1A" },
      { id: 1, name: "Jakke", rank: 9999, vector: "'jakk':1A" },
      { id: 2, name: "Jakke", rank: 4, vector: "'jakk':1A" },
    ]);
    const text = parseQueryText("jakke:*");
    const query = { match: text, infix: [], exactName: text, exactNameOrBrand: text, prefixNameOrBrand: text };
    const stems = new Map([["jakke", "jakk"]]);
    const page: SearchIndexPage = { order: "asc", orderBy: "relevance", exclude: [], take: 10, page: 0 };
    expect(index.search(query, stems, page).ids).toEqual([2, 1, 3]);
    expect(index.search(query, stems, { ...page, order: "desc" }).ids).toEqual([3, 1, 2]);
    expect(index.search(query, stems, { ...page, exclude: [1, 7] })).toEqual({ ids: [2, 3], total: 2 });
  });
});

describe("the parts of a query", () => {
  const page: SearchIndexPage = { order: "asc", orderBy: "relevance", exclude: [], take: 10, page: 0 };
  const nothingElse = parseQueryText("zzz");
  const stems = new Map<string, string | null>([
    ["zzz", "zzz"],
    ["jakke", "jakk"],
    ["dame", "dam"],
    ["jakkedame", "jakkedam"],
  ]);
  /** A query that matches `match` (tsquery text) or `infix` words in the name, with no relevance tiers. */
  const matching = (match: string | null, infix: string[] = []): SearchIndexQuery => ({
    match: match === null ? null : parseQueryText(match),
    infix,
    exactName: nothingElse,
    exactNameOrBrand: nothingElse,
    prefixNameOrBrand: nothingElse,
  });

  it("finds a word inside a name by its letters, whatever its length, and only when every word is there", () => {
    const index = searchIndexOf([
      { id: 1, name: "Terrengløpesko Dame", rank: 1, vector: "'terrengløpesko':1A 'dam':2A" },
      { id: 2, name: "Løpesko Herre", rank: 2, vector: "'løpesko':1A 'herr':2A" },
      { id: 3, name: "Joggesko", rank: 3, vector: "'joggesko':1A" },
    ]);
    const infix = (...words: string[]) => index.search(matching(null, words), stems, page).ids;
    expect(infix("løpesko")).toEqual([1, 2]);
    expect(infix("løpesko", "dame")).toEqual([1]);
    expect(infix("esko")).toEqual([1, 2, 3]);
    expect(infix("løpeskox")).toEqual([]);
    expect(infix("qqq")).toEqual([]);
    // Under three letters there is no trigram to narrow by: every name is tested.
    expect(infix("gg")).toEqual([3]);
  });

  it("an AND with a term that matches nothing matches nothing; an OR leaves that term out", () => {
    const index = searchIndexOf([
      { id: 1, name: "Jakke", rank: 1, vector: "'jakk':1A" },
      { id: 2, name: "Dame", rank: 2, vector: "'dam':1A" },
    ]);
    const query = (text: string) => ({
      match: parseQueryText(text),
      infix: [],
      exactName: parseQueryText(text),
      exactNameOrBrand: parseQueryText(text),
      prefixNameOrBrand: parseQueryText(text),
    });
    expect(index.search(query("jakke & zzz"), stems, page)).toEqual({ ids: [], total: 0 });
    expect(index.search(query("jakke | zzz"), stems, page)).toEqual({ ids: [1], total: 1 });
    expect(index.search(query("(jakke & dame) | jakkedame | dame"), stems, page)).toEqual({ ids: [2], total: 1 });
    // And again, now that the terms are kept: a kept term is never changed by a query.
    expect(index.search(query("jakke | dame"), stems, page)).toEqual({ ids: [1, 2], total: 2 });
    expect(index.search(query("jakke"), stems, page)).toEqual({ ids: [1], total: 1 });
  });

  it("a term limited to the name or to name and brand reads the weights of each article's own word", () => {
    // The lexeme is in one article's name (A), in one's brand (B), in one's description (C), and in
    // both name and description of the fourth.
    const index = searchIndexOf([
      { id: 1, name: "A", rank: 1, vector: "'jakk':1C" },
      { id: 2, name: "B", rank: 2, vector: "'jakk':1B" },
      { id: 3, name: "C", rank: 3, vector: "'jakk':1A" },
      { id: 4, name: "D", rank: 4, vector: "'jakk':1A,5C" },
    ]);
    const only = (text: string) => index.search(matching(text), stems, page).ids;
    expect(only("jakke:A")).toEqual([3, 4]);
    expect(only("jakke:AB")).toEqual([2, 3, 4]);
    expect(only("jakke:C")).toEqual([1, 4]);
    expect(only("jakke")).toEqual([1, 2, 3, 4]);
    expect(only("jakke:*B")).toEqual([2]);
  });
});

describe("common lexemes", () => {
  it("a word begun by thousands of articles ranks and pages them as a word begun by few", () => {
    // 5,000 articles: a third with 'jakk' in the name, a third with it in the description and
    // 'jakkdam' in the name, a third without; the best sellers are the highest ids.
    const articles = Array.from({ length: 5000 }, (_, i) => ({
      id: i + 1,
      name: `Artikkel ${i}`,
      rank: 5000 - i,
      vector: ["'jakk':1A", "'jakk':1C 'jakkdam':2A", "'buks':1A"][i % 3],
    }));
    const index = searchIndexOf(articles);
    const query = {
      match: parseQueryText("jakke:*"),
      infix: [],
      exactName: parseQueryText("jakke:A"),
      exactNameOrBrand: parseQueryText("jakke:AB"),
      prefixNameOrBrand: parseQueryText("jakke:*AB"),
    };
    const stems = new Map([["jakke", "jakk"]]);
    const inName = articles
      .filter((_, i) => i % 3 === 0)
      .map((a) => a.id)
      .reverse();
    const inDescription = articles
      .filter((_, i) => i % 3 === 1)
      .map((a) => a.id)
      .reverse();
    const page: SearchIndexPage = { order: "asc", orderBy: "relevance", exclude: [], take: 20, page: 0 };
    for (let round = 0; round < 2; round++) {
      expect(index.search(query, stems, page)).toEqual({ ids: inName.slice(0, 20), total: 3334 });
      // A page across the two relevances: the last seven of the first, the first thirteen of the next.
      expect(index.search(query, stems, { ...page, page: 83 }).ids).toEqual([
        ...inName.slice(1660),
        ...inDescription.slice(0, 13),
      ]);
      expect(index.search(query, stems, { ...page, orderBy: "bestseller" }).ids).toEqual(
        [...inName, ...inDescription].sort((a, b) => b - a).slice(0, 20),
      );
    }
  });
});

describe("the same answers as SQL", () => {
  /** Queries made from the test catalogue's names: words, pairs, typos, prefixes, stop words. */
  async function queries(): Promise<string[]> {
    const names = await rows<{ name: string }>(
      t.database,
      "select distinct name from articles where visible_web = 1 order by name limit 30",
    );
    const made = new Set(["", "jakker", "skiene", "jak", "jakek", "skalljakek", "lopesko", "Løpesko", "fjell sko"]);
    for (const q of [
      "og jakke",
      "og",
      "T-skjorte",
      "skjotre",
      "t-skjotre dame",
      "xyzzyqwv",
      "ski 3",
      "dame herre",
      "Bergans, jakke",
    ])
      made.add(q);
    names.forEach(({ name }, i) => {
      const words = name.toLowerCase().split(/\s+/);
      made.add(words[0]);
      made.add(words.slice(0, 2).join(" "));
      made.add(`${words.at(-1)} ${words[1] ?? ""}`);
      const w = words[1] ?? words[0];
      if (w.length >= 5) made.add(`${words[0]} ${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}`);
      made.add(`${words[0]} ${w.slice(0, 3 + (i % 3))}`);
    });
    return [...made];
  }

  it("finds and orders every query as SQL does: relevance and bestseller, both ways, pages and exclusions", async () => {
    const search = t.app.services.search;
    await search.indexReady();
    const all = await queries();
    expect(all.length).toBeGreaterThan(100);
    const shapes = [
      { take: 20 },
      { take: 7, page: 2 },
      { take: 1000, order: "desc" },
      { take: 15, orderBy: "bestseller" },
      { take: 15, orderBy: "bestseller", order: "desc", page: 1 },
    ];
    let compared = 0;
    for (const query of all) {
      for (const shape of shapes) {
        const body = request({ query, ...shape });
        const fromSql = await search.uncachedIds(body, "sql");
        expect({ query, shape, ...(await search.uncachedIds(body, "index")) }).toEqual({ query, shape, ...fromSql });
        if (fromSql.ids.length > 2 && shape.take === 20) {
          // Leaving out two of the hits (exclusion only counts with more than one id).
          const exclude = fromSql.ids.slice(0, 2);
          const without = request({ query, ...shape, exclude });
          expect(await search.uncachedIds(without, "index")).toEqual(await search.uncachedIds(without, "sql"));
        }
        compared++;
      }
    }
    expect(compared).toBe(all.length * shapes.length);
  });

  it("past the last page: no ids and the right total, as SQL", async () => {
    const search = t.app.services.search;
    await search.indexReady();
    const body = request({ query: "jakke", take: 50, page: 400 });
    const found = await search.uncachedIds(body, "index");
    expect(found.ids).toEqual([]);
    expect(found.total).toBeGreaterThan(0);
    expect(found).toEqual(await search.uncachedIds(body, "sql"));
  });
});

describe("ranking among many matches", () => {
  it("a common word with dozens of matches puts whole words in the name first, then brand and groups, by bestseller rank", async () => {
    await t.app.services.search.indexReady();
    // Computed here from the database on its own: the whole word in the name (4), in name or brand and
    // groups (2), as a prefix there (1); then bestseller rank, then id.
    const expected = await rows<{ id: number }>(
      t.database,
      `select a.id from articles a join product_lines pl on pl.id = a.product_line_id
         left join bestsellers b on b.article_id = a.id
        where a.visible_web = 1 and a.search_vector @@ to_tsquery('norwegian', 'dame:*')
        order by (a.search_vector @@ to_tsquery('norwegian', 'dame:A'))::int * 4
                 + (a.search_vector @@ to_tsquery('norwegian', 'dame:AB'))::int * 2
                 + (a.search_vector @@ to_tsquery('norwegian', 'dame:*AB'))::int desc,
                 coalesce(b.qty_rank, 9999), a.id
        limit 10`,
    );
    const [{ total }] = await rows<{ total: number }>(
      t.database,
      "select count(*)::int as total from articles where visible_web = 1 and search_vector @@ to_tsquery('norwegian', 'dame:*')",
    );
    expect(total).toBeGreaterThan(50);
    const found = await t.app.services.search.uncachedIds(request({ query: "dame", take: 10 }), "index");
    expect(found).toEqual({ ids: expected.map((r) => r.id), total });
  });
});

describe("kept in step with the catalogue", () => {
  it("an article renamed in the back office is found by its new word and a typo of it at once", async () => {
    const admin = new Browser(t.app, "10.52.0.1");
    await admin.login("admin@example.no", "Admin-passord-1");
    await t.app.services.search.indexReady();
    expect(await ids({ query: "Kvitringsmaskin" })).toEqual([]);

    const res = await admin.patch(`/api/v1/backoffice/articles/${article.id}`, {
      name: `${article.name} Kvitringsmaskin`,
    });
    expect(res.statusCode).toBe(200);
    // At once: whether the new index is still being built or not.
    expect(await ids({ query: "kvitringsmaskin" })).toEqual([article.id]);
    expect(await ids({ query: "kvitrnigsmaskin" })).toEqual([article.id]);
    // And from the index of the new catalogue version itself.
    await t.app.services.search.indexReady();
    const search = t.app.services.search;
    expect((await search.uncachedIds(request({ query: "kvitringsmaskin" }), "index")).ids).toEqual([article.id]);
    expect((await search.uncachedIds(request({ query: "kvitringsmaksin" }), "index")).ids).toEqual([article.id]);
  });
});
