// Server-side pricing of a checkout: every line is priced from the database (the client's prices are
// never read), the promo code is applied here, and the delivery fee comes from the shipping method.
import { sql } from "drizzle-orm";
import { roundToKroner } from "../../../domain/money.ts";
import { type KlarnaOrderLine, orderLine } from "../payments/klarna-order.ts";
import { discountOre, type PromoCode } from "../promocodes/service.ts";
import { type Runner, rowsOf } from "./repo.ts";

export interface PricedVariant {
  variant_id: number;
  article_id: number;
  ean: string;
  name: string;
  purchasable: boolean;
  web_purchase_limit: number;
  only_cc: boolean;
  price_ore: number;
  pant_ore: number;
  campaign_line_id: number | null;
}

export interface ShippingMethod {
  id: number;
  type: string;
  price_ore: number;
}

export interface CheckoutFacts {
  method: ShippingMethod | null;
  /** The chosen pickup shop's name; null when it is unknown, inactive or not asked for. */
  shopName: string | null;
  variants: Map<string, PricedVariant>;
}

type PricedRow = PricedVariant & { suggested_ore: number; campaign_ore: number | null };

/**
 * Everything a checkout reads before it holds stock, in one statement: the shipping method, the
 * pickup shop's name and the variants by EAN with their selling price (the lowest of the suggested
 * and any running campaign price). One round trip instead of three: on PGlite statements queue.
 */
export async function readCheckout(
  runner: Runner,
  input: { eans: string[]; now: Date; shippingMethodId: number; shopId: number | null },
): Promise<CheckoutFacts> {
  const { eans, now } = input;
  const eanList = eans.length
    ? sql.join(
        eans.map((e) => sql`${e}::text`),
        sql`, `,
      )
    : sql`null::text`;
  const [row] = await rowsOf<{ method: ShippingMethod | null; shop_name: string | null; variants: PricedRow[] }>(
    runner,
    sql`select
          (select jsonb_build_object('id', m.id, 'type', m.type, 'price_ore', m.price_ore)
             from shipping_methods m where m.id = ${input.shippingMethodId}::int and m.active) as method,
          (select s.name from shops s where s.id = ${input.shopId}::int and s.active) as shop_name,
          (select coalesce(jsonb_agg(p), '[]'::jsonb) from (
             select v.id as variant_id, a.id as article_id, v.ean, a.name,
                    (v.purchasable_web = 1 and a.purchasable_web = 1 and a.visible_web = 1) as purchasable,
                    a.web_purchase_limit, a.only_cc, a.suggested_price_ore as suggested_ore, a.pant_ore,
                    cl.id as campaign_line_id, cl.price_ore as campaign_ore
               from variants v join articles a on a.id = v.article_id
               left join lateral (
                 select cl.id, cl.price_ore from campaign_lines cl join campaigns c on c.id = cl.campaign_id
                  where cl.article_id = a.id and c.starts_at <= ${now} and c.ends_at >= ${now}
                  order by cl.price_ore, cl.id limit 1
               ) cl on true
              where v.ean in (${eanList})
          ) p) as variants`,
  );
  const variants = new Map<string, PricedVariant>();
  for (const r of row?.variants ?? []) variants.set(r.ean, selling(r));
  return { method: row?.method ?? null, shopName: row?.shop_name ?? null, variants };
}

function selling(r: PricedRow): PricedVariant {
  const campaign = r.campaign_ore !== null && r.campaign_ore < r.suggested_ore;
  return {
    variant_id: r.variant_id,
    article_id: r.article_id,
    ean: r.ean,
    name: r.name,
    purchasable: r.purchasable,
    web_purchase_limit: r.web_purchase_limit,
    only_cc: r.only_cc,
    // The shop shows and charges whole kroner (spec section 9).
    price_ore: roundToKroner(campaign ? (r.campaign_ore as number) : r.suggested_ore) * 100,
    pant_ore: roundToKroner(r.pant_ore) * 100,
    campaign_line_id: campaign ? r.campaign_line_id : null,
  };
}

export interface HeldLine {
  ean: string;
  name: string;
  count: number;
  unitPriceOre: number;
  pantOre: number;
}

export interface Totals {
  goodsOre: number;
  discountOre: number;
  shippingOre: number;
  totalOre: number;
  klarnaLines: KlarnaOrderLine[];
}

export function totals(lines: HeldLine[], promo: PromoCode | null, shippingOre: number): Totals {
  const goods = lines.reduce((sum, l) => sum + l.count * l.unitPriceOre, 0);
  const pant = lines.reduce((sum, l) => sum + l.count * l.pantOre, 0);
  const discount = promo ? discountOre(promo, goods, pant) : 0;
  const klarnaLines = lines.map((l) => orderLine("physical", l.ean, l.name, l.count, l.unitPriceOre));
  if (discount > 0 && promo) klarnaLines.push(orderLine("discount", promo.code, promo.name, 1, -discount));
  if (shippingOre > 0) klarnaLines.push(orderLine("shipping_fee", "frakt", "Frakt", 1, shippingOre));
  return {
    goodsOre: goods,
    discountOre: discount,
    shippingOre,
    totalOre: goods - discount + shippingOre,
    klarnaLines,
  };
}
