import { describe, expect, it } from "vitest";
import { bestsellerRanks, campaignLines } from "./campaigns.ts";
import { generateArticle } from "./catalogue.ts";
import { type ArticleSummary, summarise } from "./catalogue-insert.ts";
import { GROUPS2, GROUPS3 } from "./categories.ts";
import { DEMO_SEED } from "./index.ts";
import { Random } from "./random.ts";
import { GENDERS } from "./reference.ts";
import { generateReviews } from "./reviews.ts";
import { settingRows } from "./settings.ts";
import { MAIN_SHOP_ID, SHOPS } from "./shops.ts";
import { stockForVariant } from "./stock.ts";

const N = 2000;
const articles = Array.from({ length: N }, (_, i) => generateArticle(DEMO_SEED, i));
const summaries: ArticleSummary[] = articles.map((a) => summarise(a, "M / Svart"));

describe("seeded randomness", () => {
  it("repeats the same sequence for the same seed and differs for another", () => {
    const draw = (seed: number) => Array.from({ length: 5 }, () => new Random(seed).float());
    const a = new Random(42);
    const b = new Random(42);
    const c = new Random(43);
    const seqA = Array.from({ length: 100 }, () => a.float());
    expect(Array.from({ length: 100 }, () => b.float())).toEqual(seqA);
    expect(Array.from({ length: 100 }, () => c.float())).not.toEqual(seqA);
    expect(draw(1)).toEqual(draw(1));
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe("article generator", () => {
  it("is deterministic: the same seed gives the same articles, another seed others", () => {
    const again = Array.from({ length: N }, (_, i) => generateArticle(DEMO_SEED, i));
    expect(JSON.stringify(again)).toBe(JSON.stringify(articles));
    const other = Array.from({ length: 50 }, (_, i) => generateArticle(DEMO_SEED + 1, i));
    expect(other.map((a) => a.name)).not.toEqual(articles.slice(0, 50).map((a) => a.name));
  });

  it("builds the same first articles however many are generated (article i depends only on i)", () => {
    expect(JSON.stringify(generateArticle(DEMO_SEED, 1234))).toBe(JSON.stringify(articles[1234]));
  });

  it("has every group at least once, and the searchable items the spec's examples need", () => {
    expect(new Set(articles.map((a) => a.group3Id)).size).toBe(GROUPS3.length);
    const names = articles.map((a) => a.name);
    for (const word of [
      "Skalljakke",
      "Dunjakke",
      "Regnjakke",
      "Fjellsko",
      "Alpinbriller",
      "Alpinhjelm",
      "Alpinstaver",
      "Ullgenser",
    ]) {
      expect(names.filter((n) => n.includes(word)).length, word).toBeGreaterThanOrEqual(3);
    }
    expect(names.filter((n) => / Ski( |$)/.test(n)).length).toBeGreaterThanOrEqual(3);
  });

  it("has the subcategories and groups the spec's routes name", () => {
    const sub = (slug: string) => GROUPS2.find((g) => g.slug === slug);
    expect(sub("hjelmer-&-alpinbriller")?.name).toBe("Hjelmer & alpinbriller");
    expect(sub("staver")?.name).toBe("Staver");
    const groups = (slug: string) => GROUPS3.filter((g) => g.group2Slug === slug).map((g) => g.slug);
    expect(groups("hjelmer-&-alpinbriller")).toEqual(expect.arrayContaining(["alpinbriller", "alpinhjelm"]));
    expect(groups("staver")).toContain("alpinstaver");
  });

  it("produces well-formed articles", () => {
    const genderIds = new Set<number>(GENDERS.map((g) => g.id));
    for (const a of articles) {
      expect(a.slug).toMatch(/^[a-z0-9&]+(-[a-z0-9&]+)*$/);
      expect(a.image).toMatch(/^\/img\/p\/[0-9a-f]{6}\/[a-z]+\.svg$/);
      expect(a.priceOre).toBeGreaterThan(0);
      expect(genderIds.has(a.genderId)).toBe(true);
      expect(a.webPurchaseLimit).toBeGreaterThanOrEqual(1);
      expect(a.webPurchaseLimit).toBeLessThanOrEqual(10);
      expect(a.variants.length).toBeGreaterThanOrEqual(1);
      const keys = a.variants.map((v) => `${v.sizeId}/${v.colorId}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(a.searchText).toContain(a.group3.name);
    }
    expect(new Set(articles.map((a) => a.articleNo)).size).toBe(N);
  });

  it("has a realistic mix of flags and prices", () => {
    const share = (f: (a: (typeof articles)[number]) => boolean) => articles.filter(f).length / N;
    expect(share((a) => a.visibleWeb === 0)).toBeGreaterThan(0.01);
    expect(share((a) => a.visibleWeb === 0)).toBeLessThan(0.06);
    expect(share((a) => a.purchasableWeb === 0)).toBeGreaterThan(0.02);
    expect(share((a) => a.onlyCC)).toBeGreaterThan(0.02);
    expect(share((a) => a.featured === 1)).toBeGreaterThan(0.02);
    expect(share((a) => a.pantOre > 0)).toBeGreaterThan(0);
    expect(share((a) => a.customLabel !== null)).toBeGreaterThan(0.05);
    // Some prices end in 50 øre, so rounding to whole kroner is exercised.
    expect(share((a) => a.priceOre % 100 === 50)).toBeGreaterThan(0.03);
    const variants = articles.reduce((n, a) => n + a.variants.length, 0) / N;
    expect(variants).toBeGreaterThan(3);
    expect(variants).toBeLessThan(6);
  });
});

describe("stock", () => {
  it("is deterministic per variant, stocks shop 55 for most variants and sells some out", () => {
    expect(stockForVariant(DEMO_SEED, 77)).toEqual(stockForVariant(DEMO_SEED, 77));
    const activeIds = new Set(SHOPS.filter((s) => s.active !== false).map((s) => s.id));
    let withMain = 0;
    let soldOut = 0;
    for (let v = 1; v <= 5000; v++) {
      const rows = stockForVariant(DEMO_SEED, v);
      const shops = rows.map((r) => r.shopId);
      expect(new Set(shops).size).toBe(shops.length);
      for (const r of rows) {
        expect(activeIds.has(r.shopId)).toBe(true);
        expect(r.qty).toBeGreaterThanOrEqual(0);
        expect(r.qty).toBeLessThanOrEqual(8);
      }
      if (shops.includes(MAIN_SHOP_ID)) withMain++;
      if (rows.every((r) => r.qty === 0)) soldOut++;
    }
    expect(withMain / 5000).toBeGreaterThan(0.75);
    expect(soldOut).toBeGreaterThan(50);
  });
});

describe("campaigns, bestsellers, reviews and settings", () => {
  it("are deterministic", () => {
    expect(campaignLines(DEMO_SEED, summaries)).toEqual(campaignLines(DEMO_SEED, summaries));
    expect(bestsellerRanks(DEMO_SEED, summaries)).toEqual(bestsellerRanks(DEMO_SEED, summaries));
    expect(generateReviews(DEMO_SEED, summaries)).toEqual(generateReviews(DEMO_SEED, summaries));
    expect(settingRows(summaries)).toEqual(settingRows(summaries));
  });

  it("prices campaign lines below the article, with some articles in two campaigns at different prices", () => {
    const lines = campaignLines(DEMO_SEED, summaries);
    const price = new Map(summaries.map((a) => [a.id, a.priceOre]));
    for (const l of lines) {
      expect(l.priceOre).toBeLessThan(price.get(l.articleId) ?? 0);
      expect(l.priceOre).toBeGreaterThan(0);
      expect(JSON.parse(l.labelData)).toHaveProperty("text");
    }
    const byArticle = new Map<number, Set<number>>();
    for (const l of lines.filter((x) => x.campaignId <= 4)) {
      byArticle.set(l.articleId, (byArticle.get(l.articleId) ?? new Set()).add(l.priceOre));
    }
    expect([...byArticle.values()].filter((prices) => prices.size > 1).length).toBeGreaterThan(5);
  });

  it("ranks about 30 % of articles with unique ranks 1..n", () => {
    const ranks = bestsellerRanks(DEMO_SEED, summaries);
    expect(ranks.length / N).toBeGreaterThan(0.25);
    expect(ranks.length / N).toBeLessThan(0.35);
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const expected = Array.from({ length: ranks.length }, (_, i) => i + 1);
    expect(sorted(ranks.map((r) => r.qtyRank))).toEqual(expected);
    expect(sorted(ranks.map((r) => r.turnoverRank))).toEqual(expected);
  });

  it("has approved and unapproved, anonymous and answered reviews with ratings 1..5", () => {
    const reviews = generateReviews(DEMO_SEED, summaries);
    expect(new Set(reviews.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(reviews.some((r) => r.approved)).toBe(true);
    expect(reviews.some((r) => !r.approved)).toBe(true);
    expect(reviews.some((r) => r.anonymous)).toBe(true);
    expect(reviews.some((r) => r.reply !== null)).toBe(true);
    expect(reviews.filter((r) => r.customerId !== null).length).toBeGreaterThan(0);
  });

  it("fills every home grid slot", () => {
    const grid = JSON.parse(
      settingRows(summaries).find((r) => r.key === "homeGrid" && r.brand_id === null)?.value ?? "{}",
    );
    const keys = ["generalPromoBox", "newspaperBox", "campaignPromoBox", "productPromoBox", "storeSearch"];
    keys.push("leftPopularCategory", "rightPopularCategory", "bottomPopularCategory");
    for (let i = 1; i <= 9; i++) keys.push(`grid${i}`);
    expect(Object.keys(grid).sort()).toEqual(keys.sort());
    for (const slot of Object.values(grid) as { type: string; title: string; link: string }[]) {
      expect(["category", "article", "campaign", "text"]).toContain(slot.type);
      expect(slot.title).toBeTruthy();
      expect(slot.link).toMatch(/^\//);
    }
  });
});
