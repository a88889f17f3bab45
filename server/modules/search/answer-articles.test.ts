// What a new search answer costs in statements (decision 055). Its articles come from the catalogue's
// per-article cache: a new answer loads only the articles no earlier answer showed, and a back-office
// change to an article's price, name or visibility shows in every answer at once. Its words are
// stemmed ahead for the catalogue's words and their beginnings: only a misspelt word asks the
// database. The statements are counted with a logger on the test's database only, as in
// reservations/round-trips.test.ts.
import { describe, expect, it } from "vitest";
import { Browser } from "../../../tests/helpers/browser.ts";
import { searchCalls } from "../../../tests/helpers/search.ts";
import { recordStatements } from "../../../tests/helpers/statements.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { type SearchRequest, searchBodySchema } from "./schemas.ts";

interface ArticleRow {
  id: number;
  name: string;
  suggested_price_ore: number;
  visible_web: number;
  updated_at: string;
}

let t: TestApp;
let article: ArticleRow;

/** The test app, with the edited article put back when it closes (the PostgreSQL database is shared). */
async function openApp(): Promise<TestApp> {
  const app = await createTestApp();
  [article] = await rows<ArticleRow>(
    app.database,
    `select id, name, suggested_price_ore, visible_web, updated_at from articles
      where visible_web = 1 and name like '% %' order by id limit 1 offset 7`,
  );
  return {
    ...app,
    async close() {
      await rows(
        app.database,
        "update articles set name = $2, suggested_price_ore = $3, visible_web = $4, updated_at = $5 where id = $1",
        [article.id, article.name, article.suggested_price_ore, article.visible_web, article.updated_at],
      );
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
const { search } = searchCalls(() => t);

const request = (body: Record<string, unknown>): SearchRequest => searchBodySchema.parse(body);

describe("articles of a search answer", () => {
  it("a new answer made of articles an earlier answer showed sends no statement", async () => {
    await t.app.services.search.indexReady();
    const wide = await search({ query: "jakke", take: 12 });
    expect(wide.hits.length).toBeGreaterThan(6);
    const counter = recordStatements(t);
    try {
      // Another answer (another page size), its words stemmed once already, its articles all shown above.
      const narrow = await search({ query: "jakke", take: 6 });
      expect(narrow.hits).toEqual(wide.hits.slice(0, 6));
      expect(counter.statements).toEqual([]);
    } finally {
      counter.stop();
    }
  });

  it("loads only the articles no cache holds", async () => {
    await t.app.services.search.indexReady();
    const first = await search({ query: "bukse", take: 3 });
    expect(first.hits.length).toBe(3);
    const counter = recordStatements(t);
    try {
      const more = await search({ query: "bukse", take: 6 });
      expect(more.hits.slice(0, 3)).toEqual(first.hits);
      const newIds = more.hits.slice(3).map((h) => h._source.id);
      expect(newIds.length).toBeGreaterThan(0);
      // Every statement that reads articles by id is asked for the three new ones only.
      const byIds = counter.statements.flatMap((s) => s.params.filter(Array.isArray));
      expect(byIds.length).toBeGreaterThan(0);
      for (const list of byIds) expect([...list].sort()).toEqual([...newIds].sort());
    } finally {
      counter.stop();
    }
  });

  it("an answer made of cached articles is kept no longer than the oldest of them (its stock)", async () => {
    const { ids } = await t.app.services.search.ids(request({ query: "sko", take: 8 }));
    expect(ids.length).toBeGreaterThan(2);
    let articlesExpire = Number.POSITIVE_INFINITY;
    await t.app.services.catalog.articlesInOrder(ids, (at) => {
      articlesExpire = Math.min(articlesExpire, at);
    });
    let answerExpires = 0;
    await t.app.services.search.search(request({ query: "sko", take: 8 }), (at) => {
      answerExpires = at;
    });
    expect(answerExpires).toBe(articlesExpire);
  });

  it("a back-office change to an article's price, name or visibility shows in every answer at once", async () => {
    const admin = new Browser(t.app, "10.55.0.1");
    await admin.login("admin@example.no", "Admin-passord-1");
    await t.app.services.search.indexReady();
    const hitOf = async (body: Record<string, unknown>) =>
      (await search(body)).hits.find((h) => h._source.id === article.id)?._source;
    // Cached: the article as an answer shows it.
    expect(await hitOf({ query: article.name, take: 20 })).toMatchObject({ name: article.name });

    const newPrice = Math.round(article.suggested_price_ore / 100) + 111;
    expect((await admin.patch(`/api/v1/backoffice/articles/${article.id}`, { price: `${newPrice}` })).statusCode).toBe(
      200,
    );
    expect(await hitOf({ query: article.name, take: 19 })).toMatchObject({ price: newPrice });

    const renamed = `${article.name} Grevlingfrakk`;
    expect((await admin.patch(`/api/v1/backoffice/articles/${article.id}`, { name: renamed })).statusCode).toBe(200);
    expect(await hitOf({ query: article.name, take: 18 })).toMatchObject({ name: renamed, price: newPrice });

    expect((await admin.patch(`/api/v1/backoffice/articles/${article.id}`, { visibleWeb: false })).statusCode).toBe(
      200,
    );
    expect(await hitOf({ query: article.name, take: 17 })).toBeUndefined();
    expect(await hitOf({ query: "grevlingfrakk" })).toBeUndefined();
  });
});

describe("words of a new search", () => {
  /** The longest catalogue word no test has searched for, as the index reads it. */
  async function freshWord(): Promise<string> {
    const names = await rows<{ name: string }>(t.database, "select name from articles where visible_web = 1");
    const words = names.flatMap((n) => n.name.toLowerCase().split(/[^\p{L}]+/u)).filter((w) => /^[a-z]{9,}$/.test(w));
    return words.sort((a, b) => b.length - a.length || a.localeCompare(b))[0];
  }

  it("a half-typed, a misspelt or a compound word sends no statement; a word with digits one", async () => {
    await t.app.services.search.indexReady();
    const word = await freshWord();
    expect(word).toBeDefined();
    const typed = word.slice(0, -2);
    // Two letters in the middle swapped: a typo the corrections turn back into the word.
    const middle = Math.floor(word.length / 2);
    const misspelt = word.slice(0, middle) + word[middle + 1] + word[middle] + word.slice(middle + 2);
    const counter = recordStatements(t);
    try {
      const halfTyped = await t.app.services.search.uncachedIds(request({ query: typed, take: 5 }), "index");
      expect(halfTyped.total).toBeGreaterThan(0);
      expect(counter.statements).toEqual([]);

      // The misspelt word and the compounds of the words as typed and as corrected are new words,
      // stemmed in TypeScript once the engine agreed with it (decision 060).
      const corrected = await t.app.services.search.uncachedIds(request({ query: misspelt, take: 5 }), "index");
      expect(corrected.total).toBeGreaterThan(0);
      const two = await t.app.services.search.uncachedIds(request({ query: `${typed} ${misspelt}`, take: 5 }), "index");
      expect(two.total).toBeGreaterThan(0);
      expect(counter.statements).toEqual([]);

      // A word of letters and digits is the parser's to read: one statement stems it.
      const withDigits = `${misspelt}42`;
      await t.app.services.search.uncachedIds(request({ query: `${typed} ${withDigits}`, take: 5 }), "index");
      expect(counter.statements.length).toBe(1);
      expect(counter.statements[0].params[0]).toContain(withDigits);
    } finally {
      counter.stop();
    }
  });
});
