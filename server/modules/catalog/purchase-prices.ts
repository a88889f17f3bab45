// The variants a checkout buys, with the price the shop charges for them: the lowest of the suggested
// price and any campaign running at the injected clock's now (never the database's now(), so the price
// shown and the price charged follow one clock). The catalogue owns the tables read here.
import { sql } from "drizzle-orm";
import { type Database, rows } from "../../db/client.ts";
import { roundToKroner } from "../../lib/money.ts";

export interface PricedVariant {
  variantId: number;
  articleId: number;
  ean: string;
  name: string;
  purchasable: boolean;
  webPurchaseLimit: number;
  onlyCC: boolean;
  /** Whole kroner in øre (spec section 9: the shop shows and charges whole kroner). */
  priceOre: number;
  pantOre: number;
  /** The campaign line whose price is charged, when a campaign beats the suggested price. */
  campaignLineId: number | null;
}

interface VariantPriceRow {
  variant_id: number;
  article_id: number;
  ean: string;
  name: string;
  purchasable: boolean;
  web_purchase_limit: number;
  only_cc: boolean;
  suggested_ore: number;
  pant_ore: number;
  campaign_line_id: number | null;
  campaign_ore: number | null;
}

/** The selling price of one variant: a pure rule, so the shared selling-price function can replace it. */
export function selling(r: VariantPriceRow): PricedVariant {
  const campaign = r.campaign_ore !== null && r.campaign_ore < r.suggested_ore;
  return {
    variantId: r.variant_id,
    articleId: r.article_id,
    ean: r.ean,
    name: r.name,
    purchasable: r.purchasable,
    webPurchaseLimit: r.web_purchase_limit,
    onlyCC: r.only_cc,
    priceOre: roundToKroner(campaign ? (r.campaign_ore as number) : r.suggested_ore) * 100,
    pantOre: roundToKroner(r.pant_ore) * 100,
    campaignLineId: campaign ? r.campaign_line_id : null,
  };
}

export type PurchasePricing = ReturnType<typeof createPurchasePricing>;

export function createPurchasePricing(database: Database, clock: () => Date) {
  return {
    /**
     * The variants with these EANs by EAN (unknown EANs are absent). Hand-written: it is the
     * checkout's read (decision 018), one statement with the running campaign line per article.
     */
    async variantsForPurchase(eans: string[]): Promise<Map<string, PricedVariant>> {
      const priced = new Map<string, PricedVariant>();
      if (eans.length === 0) return priced;
      const now = clock().toISOString();
      const found = await rows<VariantPriceRow>(
        database.db,
        sql`select v.id as variant_id, a.id as article_id, v.ean, a.name,
                   (v.purchasable_web = 1 and a.purchasable_web = 1 and a.visible_web = 1) as purchasable,
                   a.web_purchase_limit, a.only_cc, a.suggested_price_ore as suggested_ore, a.pant_ore,
                   cl.id as campaign_line_id, cl.price_ore as campaign_ore
              from variants v join articles a on a.id = v.article_id
              left join lateral (
                select cl.id, cl.price_ore from campaign_lines cl join campaigns c on c.id = cl.campaign_id
                 where cl.article_id = a.id and c.starts_at <= ${now}::timestamptz and c.ends_at >= ${now}::timestamptz
                 order by cl.price_ore, cl.id limit 1
              ) cl on true
             where v.ean in (${sql.join(
               eans.map((e) => sql`${e}::text`),
               sql`, `,
             )})`,
      );
      for (const r of found) priced.set(r.ean, selling(r));
      return priced;
    },
  };
}
