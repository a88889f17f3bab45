// Integration tests of search relevance for Norwegian shoppers (stemming, prefixes, compounds, typos,
// ranking) and of the search cache, on the seeded test database.
import { describe, expect, it } from "vitest";
import { searchCalls } from "../../../tests/helpers/search.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";

let t: TestApp;
appForFile(createTestApp, (app) => {
  t = app;
});
const { search, ids, visibleIds, sorted } = searchCalls(() => t);

describe("relevance for Norwegian shoppers", () => {
  const nameHas = (word: string) => visibleIds("a.name ilike $1", [`%${word}%`]);

  it("stems plurals: 'jakker' finds every article named a jakke", async () => {
    const found = await ids({ query: "jakker" });
    const jackets = await visibleIds("a.search_text ilike '%jakker%'");
    expect(jackets.length).toBeGreaterThan(0);
    expect(found).toEqual(expect.arrayContaining(jackets));
    expect(sorted(found)).toEqual(sorted(await ids({ query: "jakke" })));
  });

  it("stems definite plurals of short words: 'skiene' finds skis", async () => {
    const skis = await visibleIds("a.search_text ~* '\\mski\\M'");
    expect(skis.length).toBeGreaterThan(0);
    const found = await ids({ query: "skiene" });
    expect(found).toEqual(expect.arrayContaining(skis));
    expect(sorted(found)).toEqual(sorted(await ids({ query: "ski" })).filter((id) => found.includes(id)));
  });

  it("matches prefixes while typing: 'jak' finds jakker, 'skalljak' finds skalljakker", async () => {
    const found = await ids({ query: "jak" });
    expect(found).toEqual(expect.arrayContaining(await visibleIds("a.search_text ilike '%jakker%'")));
    const shells = await ids({ query: "skalljak" });
    expect(sorted(shells)).toEqual(await nameHas("skalljakke"));
  });

  it("tolerates typos: 'jakek' finds jakker, 'skalljakek' finds skalljakker", async () => {
    const typo = await ids({ query: "jakek" });
    expect(typo.length).toBeGreaterThan(0);
    expect(typo).toEqual(expect.arrayContaining(await visibleIds("a.search_text ilike '%jakker%'")));
    expect(sorted(await ids({ query: "skalljakek" }))).toEqual(await nameHas("skalljakke"));
  });

  it("a typo in one of two words still finds what the other word narrows to", async () => {
    const [{ brand }] = await rows<{ brand: string }>(
      t.database,
      "select pl.name as brand from articles a join product_lines pl on pl.id = a.product_line_id where a.visible_web = 1 and a.name ilike '%jakke%' group by pl.name order by count(*) desc limit 1",
    );
    const expected = await visibleIds("pl.name = $1 and a.search_text ilike '%jakker%'", [brand]);
    expect(sorted(await ids({ query: `${brand} jakek` }))).toEqual(expected);
  });

  it("handles æ, ø and å, typed or left out: 'løpesko' and 'lopesko' find Løpesko", async () => {
    const runners = await nameHas("løpesko");
    expect(runners.length).toBeGreaterThan(0);
    const withDiacritics = await ids({ query: "Løpesko" });
    expect(withDiacritics).toEqual(expect.arrayContaining(runners));
    expect(sorted(await ids({ query: "lopesko" }))).toEqual(sorted(withDiacritics));
    // Composed and decomposed å are one letter.
    const smatroll = await visibleIds("pl.name = 'Småtroll'");
    expect(smatroll.length).toBeGreaterThan(0);
    expect(await ids({ query: "Sma\u030Atroll" })).toEqual(expect.arrayContaining(smatroll));
    expect(await ids({ query: "smatroll" })).toEqual(expect.arrayContaining(smatroll));
  });

  it("finds compounds typed apart: 'fjell sko' finds fjellsko as 'fjellsko' does", async () => {
    const boots = await nameHas("fjellsko");
    expect(boots.length).toBeGreaterThan(0);
    expect(await ids({ query: "fjellsko" })).toEqual(expect.arrayContaining(boots));
    expect(await ids({ query: "fjell sko" })).toEqual(expect.arrayContaining(boots));
  });

  it("ranks a word in the name above the same word only in the description", async () => {
    const found = await search({ query: "vanntett" });
    const inName = found.hits.findIndex((h) => !/vanntett/i.test(h._source.name));
    const named = found.hits.filter((h) => /vanntett/i.test(h._source.name));
    if (named.length > 0) expect(inName).toBeGreaterThanOrEqual(named.length);
    // Brand (weight B) outranks description (weight C): every article of the brand comes first.
    const [{ brand }] = await rows<{ brand: string }>(
      t.database,
      `select pl.name as brand from articles a join product_lines pl on pl.id = a.product_line_id
        where a.visible_web = 1 and a.description ilike '%' || pl.name || '%'
          and exists (select 1 from articles o where o.visible_web = 1 and o.product_line_id <> a.product_line_id
                        and o.description ilike '%' || pl.name || '%')
        group by pl.name limit 1`,
    );
    if (brand) {
      const hits = (await search({ query: brand })).hits;
      const firstOther = hits.findIndex((h) => h._source.brand !== brand);
      const lastOwn = hits.map((h) => h._source.brand).lastIndexOf(brand);
      expect(firstOther).toBeGreaterThan(lastOwn);
    }
  });

  it("breaks ties by bestseller rank", async () => {
    const [{ brand }] = await rows<{ brand: string }>(
      t.database,
      "select pl.name as brand from articles a join product_lines pl on pl.id = a.product_line_id where a.visible_web = 1 group by pl.name order by count(*) desc limit 1",
    );
    // Every article of a brand matches its name the same way (weight B), so bestsellers lead.
    const hits = (await search({ query: brand, filters: [{ key: "brand", operator: "=", value: brand }] })).hits;
    const ranks = hits.map((h) => h._source.bestsellerQty);
    expect(ranks.length).toBeGreaterThan(2);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("sorts by price, name or bestseller when asked, and reverses", async () => {
    const byPrice = (await search({ query: "jakke", orderBy: "price" })).hits.map((h) => h._source.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byPriceDesc = (await search({ query: "jakke", orderBy: "price", order: "desc" })).hits.map(
      (h) => h._source.price,
    );
    expect(byPriceDesc).toEqual([...byPriceDesc].sort((a, b) => b - a));
    const names = (await search({ query: "jakke", orderBy: "name" })).hits.map((h) => h._source.name);
    expect(names.length).toBeGreaterThan(1);
  });

  it("finds nothing for a word that is nowhere near the catalogue", async () => {
    expect((await search({ query: "xyzzyqwv" })).total).toBe(0);
  });
});

describe("caching", () => {
  it("serves repeated searches from the cache and drops them when the catalogue changes", async () => {
    const [article] = await rows<{ id: number; name: string }>(
      t.database,
      "select id, name from articles where visible_web = 1 order by id limit 1",
    );
    const renamed = `${article.name} Zqxwbrett`;
    expect(await ids({ query: "zqxwbrett" })).toEqual([]);
    try {
      await rows(t.database, "update articles set name = $1 where id = $2", [renamed, article.id]);
      // Still the cached answer: nothing told the cache the catalogue changed.
      expect(await ids({ query: "zqxwbrett" })).toEqual([]);
      await t.app.services.catalog.cache.invalidate();
      expect(await ids({ query: "zqxwbrett" })).toEqual([article.id]);
    } finally {
      await rows(t.database, "update articles set name = $1 where id = $2", [article.name, article.id]);
      await t.app.services.catalog.cache.invalidate();
    }
  });
});
