// The variants a checkout buys, with the price the shop charges for them: the shop's one selling-price
// rule at the injected clock's now (never the database's now()), the same function and clock the
// lists, the article detail and the product page use. The catalogue owns the tables read here.
import { eq, inArray, sql } from "drizzle-orm";
import { kronerToOre } from "../../../domain/money.ts";
import { sellingPrice } from "../../../domain/selling-price.ts";
import type { Database } from "../../db/client.ts";
import { preparedRows } from "../../db/prepared.ts";
import { colors, sizes, variants } from "../../db/schema.ts";

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
  /** Every campaign line of the article with its campaign's period; the selling-price rule picks. */
  campaigns: { id: number; priceOre: number; startsAt: string; endsAt: string }[];
}

/** A variant as the checkout charges it at `now`: the shop's one selling-price rule (domain/selling-price.ts). */
export function selling(r: VariantPriceRow, now: Date): PricedVariant {
  const price = sellingPrice({ suggestedOre: r.suggested_ore, pantOre: r.pant_ore, campaigns: r.campaigns }, now);
  return {
    variantId: r.variant_id,
    articleId: r.article_id,
    ean: r.ean,
    name: r.name,
    purchasable: r.purchasable,
    webPurchaseLimit: r.web_purchase_limit,
    onlyCC: r.only_cc,
    priceOre: kronerToOre(price.price),
    pantOre: kronerToOre(price.pant),
    campaignLineId: price.campaign?.id ?? null,
  };
}

export type PurchasePricing = ReturnType<typeof createPurchasePricing>;

export function createPurchasePricing(database: Database, clock: () => Date) {
  return {
    /**
     * The variants with these EANs by EAN (unknown EANs are absent), priced at the clock's now.
     * Hand-written: it is the checkout's read (decision 018), one statement with the article's
     * campaign lines gathered as JSON; a named prepared statement (decision 054).
     */
    async variantsForPurchase(eans: string[]): Promise<Map<string, PricedVariant>> {
      const priced = new Map<string, PricedVariant>();
      if (eans.length === 0) return priced;
      const now = clock();
      const found = await preparedRows<VariantPriceRow>(
        database.db,
        "checkout_prices",
        sql`select v.id as variant_id, a.id as article_id, v.ean, a.name,
                   (v.purchasable_web = 1 and a.purchasable_web = 1 and a.visible_web = 1) as purchasable,
                   a.web_purchase_limit, a.only_cc, a.suggested_price_ore as suggested_ore, a.pant_ore,
                   coalesce((select jsonb_agg(jsonb_build_object('id', cl.id, 'priceOre', cl.price_ore,
                               'startsAt', c.starts_at, 'endsAt', c.ends_at) order by cl.id)
                               from campaign_lines cl join campaigns c on c.id = cl.campaign_id
                              where cl.article_id = a.id), '[]'::jsonb) as campaigns
              from variants v join articles a on a.id = v.article_id
             where v.ean in (${sql.join(
               eans.map((e) => sql`${e}::text`),
               sql`, `,
             )})`,
      );
      for (const r of found) priced.set(r.ean, selling(r, now));
      return priced;
    },

    /** The colour and size of bought variants by variant id, so a receipt and the staff can tell them apart. */
    async variantLabels(variantIds: number[]): Promise<Map<number, { color: string; size: string }>> {
      if (variantIds.length === 0) return new Map();
      const found = await database.db
        .select({ id: variants.id, color: colors.name, size: sizes.name })
        .from(variants)
        .innerJoin(colors, eq(colors.id, variants.colorId))
        .innerJoin(sizes, eq(sizes.id, variants.sizeId))
        .where(inArray(variants.id, [...new Set(variantIds)]));
      return new Map(found.map((v) => [v.id, { color: v.color, size: v.size }]));
    },
  };
}
