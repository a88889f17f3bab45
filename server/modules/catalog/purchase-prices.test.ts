// The price a checkout charges follows the injected clock: a campaign line's price while the campaign
// runs, the suggested price once it has ended (never the database's now()).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { createPurchasePricing } from "./purchase-prices.ts";

let t: TestApp;
let campaignId: number;
let article: { article_id: number; ean: string; suggested: number };

beforeAll(async () => {
  t = await createTestApp();
  [article] = await rows<{ article_id: number; ean: string; suggested: number }>(
    t.database,
    `select a.id as article_id, v.ean, a.suggested_price_ore as suggested
       from articles a join variants v on v.article_id = a.id
      where a.suggested_price_ore >= 10000 and a.suggested_price_ore % 100 = 0
        and not exists (select 1 from campaign_lines cl where cl.article_id = a.id)
      order by a.id limit 1`,
  );
  const [c] = await rows<{ id: number }>(
    t.database,
    `insert into campaigns (name, starts_at, ends_at) values ('Testkampanje', '2031-01-01T00:00:00Z', '2031-01-31T23:59:59Z')
     returning id`,
  );
  campaignId = c.id;
  await rows(
    t.database,
    `insert into campaign_lines (campaign_id, article_id, price_ore, label_type) values ($1, $2, $3, 'price')`,
    [campaignId, article.article_id, article.suggested - 5000],
  );
});
afterAll(async () => {
  if (campaignId) await rows(t.database, "delete from campaigns where id = $1", [campaignId]);
  await t?.close();
});

describe("variantsForPurchase", () => {
  it("charges the campaign price while the campaign runs and the suggested price after it", async () => {
    let now = new Date("2031-01-31T23:00:00Z");
    const pricing = createPurchasePricing(t.database, () => now);
    const during = (await pricing.variantsForPurchase([article.ean])).get(article.ean);
    expect(during?.priceOre).toBe(article.suggested - 5000);
    expect(during?.campaignLineId).not.toBeNull();

    now = new Date("2031-02-01T00:00:00Z");
    const after = (await pricing.variantsForPurchase([article.ean])).get(article.ean);
    expect(after?.priceOre).toBe(article.suggested);
    expect(after?.campaignLineId).toBeNull();
  });

  it("leaves unknown EANs out", async () => {
    const pricing = createPurchasePricing(t.database, () => new Date());
    expect((await pricing.variantsForPurchase(["0000000000000"])).size).toBe(0);
    expect((await pricing.variantsForPurchase([])).size).toBe(0);
  });
});
