// Integration tests of POST /api/v1/articles/search and /searchids on the seeded test database:
// the request and answer, filters and exclusion. Expectations are computed from the database itself,
// so they hold for any deterministic demo data. Relevance and caching: search-relevance.test.ts.
import { describe, expect, it } from "vitest";
import { searchCalls } from "../../../tests/helpers/search.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";

let t: TestApp;
appForFile(createTestApp, (app) => {
  t = app;
});
const { post, search, ids, visibleIds, sorted, filtered } = searchCalls(() => t);

describe("request and answer", () => {
  it("answers hits.hits[]._source articles and total.value, visible articles only, take 1000 by default", async () => {
    const all = await visibleIds("true");
    const { hits, total } = await search({ query: "" });
    expect(total).toBe(all.length);
    expect(hits.length).toBe(Math.min(1000, all.length));
    expect(sorted(hits.map((h) => h._source.id))).toEqual(all);
    for (const h of hits) expect(h._source.visible).toBe(true);
    expect(Object.keys(hits[0]._source)).toEqual(
      expect.arrayContaining(["id", "articleId", "name", "price", "brand", "colorGroups", "bestsellerQty"]),
    );
  });

  it("never finds an article hidden from web, even by its exact name", async () => {
    const [hidden] = await rows<{ id: number; name: string }>(
      t.database,
      "select id, name from articles where visible_web = 0 order by id limit 1",
    );
    expect(hidden).toBeDefined();
    expect(await ids({ query: hidden.name })).not.toContain(hidden.id);
  });

  it("pages zero-based with take: pages follow each other without overlap", async () => {
    const everything = await ids({ query: "jakke", take: 1000 });
    expect(everything.length).toBeGreaterThan(6);
    const first = await search({ query: "jakke", take: 3, page: 0 });
    const second = await search({ query: "jakke", take: 3, page: 1 });
    expect(first.total).toBe(everything.length);
    expect(second.total).toBe(everything.length);
    expect([...first.hits, ...second.hits].map((h) => h._source.id)).toEqual(everything.slice(0, 6));
  });

  it("past the last page answers no hits but the right total", async () => {
    const { total } = await search({ query: "jakke" });
    const beyond = await search({ query: "jakke", take: 10, page: 10_000 });
    expect(beyond.hits).toEqual([]);
    expect(beyond.total).toBe(total);
  });

  it.each([
    [{ query: "jakke", page: -1 }, "page"],
    [{ query: "jakke", take: 0 }, "take"],
    [{ query: "jakke", take: 1001 }, "take"],
    [{ query: "jakke", page: "1" }, "page"],
    [{ query: 5 }, "query"],
    [{ query: "jakke", unknown: 1 }, "_"],
    [{ query: "jakke", filters: [{ key: "size", operator: "=", value: 1 }] }, "filters.0.key"],
    [{ query: "jakke", filters: [{ key: "price", operator: "LIKE", value: 1 }] }, "filters.0.operator"],
  ])("refuses a bad body %j with 422 naming the field", async (payload, field) => {
    const { status, body } = await post("/api/v1/articles/search", payload);
    expect(status).toBe(422);
    expect(body.message).toBe("Ugyldig forespørsel");
    expect(Object.keys(body.errors)).toContain(field);
  });

  it("replaces commas in the query with spaces", async () => {
    const spaced = await ids({ query: "skalljakke herre" });
    expect(spaced.length).toBeGreaterThan(0);
    expect(await ids({ query: "skalljakke,herre" })).toEqual(spaced);
    expect(await ids({ query: ",skalljakke,,herre," })).toEqual(spaced);
  });

  it("searchids answers the same articles as ids only", async () => {
    const full = await search({ query: "sko", take: 50 });
    const { status, body } = await post("/api/v1/articles/searchids", { query: "sko", take: 50 });
    expect(status).toBe(200);
    expect(body.hits.total.value).toBe(full.total);
    expect(body.hits.hits).toEqual(full.hits.map((h) => ({ _source: { id: h._source.id } })));
  });

  it("searchids validates like search", async () => {
    const { status, body } = await post("/api/v1/articles/searchids", {
      query: "sko",
      filters: [{ key: "price", operator: "<", value: "billig" }],
    });
    expect(status).toBe(422);
    expect(body.message).toBe("Only numbers supported as value");
  });

  it("refuses a search without the CSRF token with 419", async () => {
    const { status, body } = await post("/api/v1/articles/search", { query: "jakke" }, null);
    expect(status).toBe(419);
    expect(body.message).toBe("Vennligst last siden på nytt");
  });
});

describe("filters", () => {
  const priceKr = "((a.suggested_price_ore + 50) / 100)";

  it("price: =, !=, <, <=, >, >= on the gross price in whole kroner", async () => {
    const [{ p }] = await rows<{ p: number }>(
      t.database,
      `select ${priceKr} as p from articles a where visible_web = 1 order by suggested_price_ore, id offset 20 limit 1`,
    );
    for (const [operator, sql] of [
      ["=", "="],
      ["!=", "<>"],
      ["<", "<"],
      ["<=", "<="],
      [">", ">"],
      [">=", ">="],
    ]) {
      expect(await filtered({ key: "price", operator, value: p }), operator).toEqual(
        await visibleIds(`${priceKr} ${sql} $1`, [p]),
      );
    }
  });

  it("price: BETWEEN is inclusive at both ends, whichever order the bounds come in", async () => {
    const prices = await rows<{ p: number }>(
      t.database,
      `select distinct ${priceKr} as p from articles a where visible_web = 1 order by p`,
    );
    const low = prices[5].p;
    const high = prices[15].p;
    const expected = await visibleIds(`${priceKr} >= $1 and ${priceKr} <= $2`, [low, high]);
    expect(await filtered({ key: "price", operator: "BETWEEN", value: [low, high] })).toEqual(expected);
    expect(await filtered({ key: "price", operator: "BETWEEN", value: [high, low] })).toEqual(expected);
    const hits = (await search({ query: "", filters: [{ key: "price", operator: "BETWEEN", value: [low, high] }] }))
      .hits;
    expect(hits.some((h) => h._source.price === low)).toBe(true);
    expect(hits.some((h) => h._source.price === high)).toBe(true);
  });

  it("gender filters by id: =, IN, NOT IN", async () => {
    expect(await filtered({ key: "gender", operator: "=", value: 2 })).toEqual(await visibleIds("a.gender_id = 2"));
    expect(await filtered({ key: "gender", operator: "IN", value: [1, 10] })).toEqual(
      await visibleIds("a.gender_id in (1, 10)"),
    );
    expect(await filtered({ key: "gender", operator: "NOT IN", value: [1, 10] })).toEqual(
      await visibleIds("a.gender_id not in (1, 10)"),
    );
  });

  it("numbers may come as numeric strings", async () => {
    expect(await filtered({ key: "gender", operator: "=", value: "2" })).toEqual(await visibleIds("a.gender_id = 2"));
  });

  it("brand filters by its name, case-insensitively: =, !=, IN, NOT IN", async () => {
    const [{ name }] = await rows<{ name: string }>(
      t.database,
      "select pl.name from articles a join product_lines pl on pl.id = a.product_line_id where a.visible_web = 1 group by pl.name order by count(*) desc limit 1",
    );
    const expected = await visibleIds("pl.name = $1", [name]);
    expect(await filtered({ key: "brand", operator: "=", value: name.toUpperCase() })).toEqual(expected);
    expect(await filtered({ key: "brand", operator: "!=", value: name })).toEqual(
      await visibleIds("pl.name <> $1", [name]),
    );
    expect(await filtered({ key: "brand", operator: "IN", value: [name, "Finnes ikke"] })).toEqual(expected);
    expect(await filtered({ key: "brand", operator: "NOT IN", value: [name] })).toEqual(
      await visibleIds("pl.name <> $1", [name]),
    );
  });

  const hasColour = `exists (select 1 from variants v join colors c on c.id = v.color_id
                        join color_groups cg on cg.id = c.color_group_id
                       where v.article_id = a.id and cg.name = any($1::text[]))`;

  it("colour groups filter by text (name or label): =, !=, IN, NOT IN, IS EXIST", async () => {
    expect(await filtered({ key: "colorGroups", operator: "=", value: "Blå" })).toEqual(
      await visibleIds(hasColour, [["bla"]]),
    );
    expect(await filtered({ key: "colorGroups", operator: "=", value: "bla" })).toEqual(
      await visibleIds(hasColour, [["bla"]]),
    );
    expect(await filtered({ key: "colorGroups", operator: "!=", value: "svart" })).toEqual(
      await visibleIds(`not ${hasColour}`, [["svart"]]),
    );
    expect(await filtered({ key: "colorGroups", operator: "IN", value: ["Rød", "Grønn"] })).toEqual(
      await visibleIds(hasColour, [["rod", "gronn"]]),
    );
    expect(await filtered({ key: "colorGroups", operator: "NOT IN", value: ["Rød", "Grønn"] })).toEqual(
      await visibleIds(`not ${hasColour}`, [["rod", "gronn"]]),
    );
    expect(await filtered({ key: "colorGroups", operator: "IS EXIST" })).toEqual(
      await visibleIds("exists (select 1 from variants v where v.article_id = a.id)"),
    );
  });

  const inShop = (cond: string) => `exists (select 1 from variants v join stock st on st.variant_id = v.id
      where v.article_id = a.id and v.purchasable_web = 1 and st.qty > 0 and ${cond})`;

  it("shop availability: =, != and IS EXIST by shop id, matching the articles' available list", async () => {
    const available = await filtered({ key: "available", operator: "=", value: 55 });
    expect(available).toEqual(await visibleIds(inShop("st.shop_id = 55")));
    expect(available.length).toBeGreaterThan(0);
    const { hits } = await search({ query: "", filters: [{ key: "available", operator: "=", value: 55 }] });
    for (const h of hits) expect(h._source.available).toContain(55);
    expect(await filtered({ key: "available", operator: "!=", value: 55 })).toEqual(
      await visibleIds(`not ${inShop("st.shop_id = 55")}`),
    );
    expect(await filtered({ key: "available", operator: "IS EXIST" })).toEqual(await visibleIds(inShop("true")));
  });

  it("article group 3: = and >= / < by id", async () => {
    const [{ id }] = await rows<{ id: number }>(
      t.database,
      "select article_group3_id as id from articles where visible_web = 1 order by id limit 1",
    );
    expect(await filtered({ key: "articleGroup3ID", operator: "=", value: id })).toEqual(
      await visibleIds("a.article_group3_id = $1", [id]),
    );
    expect(await filtered({ key: "articleGroup3ID", operator: ">=", value: 10 })).toEqual(
      await visibleIds("a.article_group3_id >= 10"),
    );
    expect(await filtered({ key: "articleGroup3ID", operator: "<", value: 10 })).toEqual(
      await visibleIds("a.article_group3_id < 10"),
    );
  });

  it("IS EXIST on a field every article has keeps every article", async () => {
    expect(await filtered({ key: "price", operator: "IS EXIST" })).toEqual(await visibleIds("true"));
  });

  it("joins rules with AND", async () => {
    expect(
      await filtered(
        { key: "gender", operator: "=", value: 2 },
        { key: "price", operator: "<=", value: 1000 },
        { key: "colorGroups", operator: "=", value: "svart" },
      ),
    ).toEqual(await visibleIds(`a.gender_id = 2 and ${priceKr} <= 1000 and ${hasColour}`, [["svart"]]));
  });

  it("combines a query with filters", async () => {
    const { hits } = await search({ query: "jakke", filters: [{ key: "gender", operator: "=", value: 2 }] });
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) expect(h._source.genders).toEqual([2]);
  });

  it.each([
    [{ key: "price", operator: "<", value: "abc" }, "Only numbers supported as value"],
    [{ key: "price", operator: ">=", value: [1, 2] }, "Only numbers supported as value"],
    [{ key: "price", operator: "<=", value: null }, "Only numbers supported as value"],
    [{ key: "gender", operator: "=", value: "herre" }, "Only numbers supported as value"],
    [{ key: "price", operator: "BETWEEN", value: ["a", 500] }, "Only numbers supported as values"],
    [{ key: "price", operator: "BETWEEN", value: [100] }, "Only numbers supported as values"],
    [{ key: "price", operator: "BETWEEN", value: 100 }, "Only numbers supported as values"],
    [{ key: "available", operator: "IN", value: [55, "alle"] }, "Only numbers supported as values"],
  ])("a numeric condition that is not a number: %j answers 422 '%s'", async (rule, message) => {
    const { status, body } = await post("/api/v1/articles/search", { query: "", filters: [rule] });
    expect(status).toBe(422);
    expect(body.message).toBe(message);
    expect(body.errors["filters.0.value"]).toEqual([message]);
  });

  it("refuses comparisons on text filters and empty lists with 422", async () => {
    for (const rule of [
      { key: "brand", operator: ">", value: 5 },
      { key: "colorGroups", operator: "IN", value: [] },
      { key: "brand", operator: "=", value: "" },
    ]) {
      const { status, body } = await post("/api/v1/articles/search", { query: "", filters: [rule] });
      expect(status, JSON.stringify(rule)).toBe(422);
      expect(body.errors["filters.0.value"]).toHaveLength(1);
    }
  });

  it("filter values are bound, never SQL: a quote in a brand name finds nothing and breaks nothing", async () => {
    const { status, body } = await post("/api/v1/articles/search", {
      query: "'; drop table articles; --",
      filters: [{ key: "brand", operator: "=", value: "x' or '1'='1" }],
    });
    expect(status).toBe(200);
    expect(body.hits.total.value).toBe(0);
    expect((await rows(t.database, "select count(*) from articles")).length).toBe(1);
  });
});

describe("article exclusion", () => {
  it("is only added when more than one id is given", async () => {
    const all = await ids({ query: "jakke" });
    expect(all.length).toBeGreaterThan(3);
    expect(await ids({ query: "jakke", exclude: [all[0]] })).toEqual(all);
    expect(await ids({ query: "jakke", exclude: [all[0], all[2]] })).toEqual(
      all.filter((id) => id !== all[0] && id !== all[2]),
    );
  });
});
