// The stock of each variant in each shop (this module owns the stock table). Reservations hold and
// return units through these functions, in their own transaction (the Executor they pass), so a hold
// and the reservation that needs it commit or roll back together. The two statements that take
// stock are hand-written (decision 018): the checkout is benched, and each is one round trip.
import { and, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import { availableOnline } from "../../../domain/pickup-promise.ts";
import { type Executor, rows } from "../../db/client.ts";
import { colors, sizes, stock, variants } from "../../db/schema.ts";

export interface StockLine {
  variantId: number;
  count: number;
}

/**
 * Holds up to `wanted` units of every line in one statement and returns the units held per variant
 * (a variant that got nothing is absent). The rows are locked in variant order, so concurrent holders
 * queue on each row instead of deadlocking, and each takes what is left at its turn (spec section 5:
 * min(limit, stock)); stock never goes below zero. The shop's safety buffer (decision 030) is never
 * held: only units above it are for sale online, judged on the locked row in the same statement.
 */
export async function holdStock(
  tx: Executor,
  shopId: number,
  lines: { variantId: number; wanted: number }[],
  safetyBuffer = 0,
): Promise<Map<number, number>> {
  if (lines.length === 0) return new Map();
  const buffer = Math.max(0, safetyBuffer);
  const wanted = sql.join(
    lines.map((l) => sql`(${l.variantId}::int, ${l.wanted}::int)`),
    sql`, `,
  );
  // MATERIALIZED: the locking read runs once, before the update, and hands it the locked quantities.
  const held = await rows<{ variant_id: number; held: number }>(
    tx,
    sql`with w(variant_id, n) as (values ${wanted}),
        cur as materialized (
          select s.variant_id, s.qty - ${buffer}::int as qty from stock s join w on w.variant_id = s.variant_id
           where s.shop_id = ${shopId}::int and s.qty > ${buffer}::int
           order by s.variant_id for update of s
        )
        update stock s set qty = s.qty - least(w.n, cur.qty)
          from cur join w on w.variant_id = cur.variant_id
         where s.shop_id = ${shopId}::int and s.variant_id = cur.variant_id
        returning s.variant_id, least(w.n, cur.qty) as held`,
  );
  return new Map(held.map((r) => [Number(r.variant_id), Number(r.held)]));
}

/**
 * The hold of every line in full, or of none, as common table expressions for a caller that writes its
 * own record in the same statement (the checkout, decision 051): one statement is atomic without a
 * transaction, so BEGIN and COMMIT are saved. The rows are locked in variant order as in holdStock and
 * judged on the locked quantities above the safety buffer; `stock_hold.all_held` says whether the
 * units were taken. The stock table's SQL stays here, with its owner; the caller only names
 * `stock_hold`. Every `wanted` must be at least 1.
 */
export function holdInFullExpressions(
  shopId: number,
  lines: { variantId: number; wanted: number }[],
  safetyBuffer = 0,
): SQL {
  const buffer = Math.max(0, safetyBuffer);
  const wanted = sql.join(
    lines.map((l) => sql`(${l.variantId}::int, ${l.wanted}::int)`),
    sql`, `,
  );
  return sql`hold_wanted(variant_id, n) as (values ${wanted}),
        hold_locked as materialized (
          select s.variant_id, s.qty - ${buffer}::int as qty from stock s join hold_wanted w on w.variant_id = s.variant_id
           where s.shop_id = ${shopId}::int and s.qty > ${buffer}::int
           order by s.variant_id for update of s
        ),
        stock_hold as materialized (
          select count(l.variant_id) filter (where l.qty >= w.n) = ${lines.length}::int as all_held
            from hold_wanted w left join hold_locked l on l.variant_id = w.variant_id
        ),
        hold_taken as (
          update stock s set qty = s.qty - w.n from hold_wanted w, stock_hold h
           where h.all_held and s.shop_id = ${shopId}::int and s.variant_id = w.variant_id
          returning s.variant_id
        )`;
}

/** Puts units back on the shop's shelf (a reservation cancelled, expired or not paid). */
export async function returnStock(tx: Executor, shopId: number, lines: StockLine[]): Promise<void> {
  const units = new Map<number, number>();
  for (const l of lines) units.set(l.variantId, (units.get(l.variantId) ?? 0) + l.count);
  for (const [variantId, count] of [...units].sort(([a], [b]) => a - b)) {
    await tx
      .update(stock)
      .set({ qty: sql`${stock.qty} + ${count}` })
      .where(and(eq(stock.shopId, shopId), eq(stock.variantId, variantId)));
  }
}

/**
 * For delivery the server picks the shop that can hold the most of the order (ties: most units),
 * among the active shops the shops module names. Only units above a shop's safety buffer count
 * (decision 031), as the hold will not take the others. Hand-written: the ranking over a list of
 * wanted lines is one aggregate the query builder cannot express.
 */
export async function bestStockedShop(
  ex: Executor,
  shopIds: number[],
  wanted: { variantId: number; count: number }[],
  safetyBuffers: ReadonlyMap<number, number> = new Map(),
): Promise<number | null> {
  if (wanted.length === 0 || shopIds.length === 0) return null;
  const values = sql.join(
    wanted.map((w) => sql`(${w.variantId}::int, ${w.count}::int)`),
    sql`, `,
  );
  const shops = sql.join(
    shopIds.map((id) => sql`(${id}::int, ${Math.max(0, safetyBuffers.get(id) ?? 0)}::int)`),
    sql`, `,
  );
  const [best] = await rows<{ id: number }>(
    ex,
    sql`select s.shop_id as id from stock s
          join (values ${values}) w(variant_id, n) on w.variant_id = s.variant_id
          join (values ${shops}) b(shop_id, buffer) on b.shop_id = s.shop_id
         where s.qty > b.buffer
         group by s.shop_id
         order by count(*) filter (where s.qty - b.buffer >= w.n) desc, sum(least(s.qty - b.buffer, w.n)) desc,
                  s.shop_id
         limit 1`,
  );
  return best ? Number(best.id) : null;
}

/**
 * The units on each shop's shelf of these variants, where there are any (the cart's pickup promise,
 * decision 031). The shelf, not the web's share: the caller knows each shop's safety buffer.
 */
export async function shelfStock(
  ex: Executor,
  variantIds: number[],
): Promise<{ variantId: number; shopId: number; qty: number }[]> {
  if (variantIds.length === 0) return [];
  return ex
    .select({ variantId: stock.variantId, shopId: stock.shopId, qty: stock.qty })
    .from(stock)
    .where(and(inArray(stock.variantId, variantIds), gt(stock.qty, 0)))
    .orderBy(stock.variantId, stock.shopId);
}

/**
 * The units of each variant that a hold could take now, per shop (the one rule the product page, the
 * cart and the checkout show, issue 12): read uncached from the stock rows, which already lack every
 * unit an unfinished payment holds (the hold takes them off the shelf), less the shop's safety buffer
 * (decision 030). Shops with nothing to sell online are left out.
 */
export async function onlineStock(
  ex: Executor,
  variantIds: number[],
  safetyBuffers: Map<number, number>,
): Promise<Map<number, { id: number; qty: number }[]>> {
  const found = new Map<number, { id: number; qty: number }[]>(variantIds.map((id) => [id, []]));
  for (const row of await shelfStock(ex, variantIds)) {
    const qty = availableOnline(row.qty, safetyBuffers.get(row.shopId) ?? 0);
    if (qty > 0) found.get(row.variantId)?.push({ id: row.shopId, qty });
  }
  return found;
}

/** The colour and size of each variant, for the shop's pick list (decision 040). */
export async function variantLabels(
  ex: Executor,
  variantIds: number[],
): Promise<Map<number, { color: string; size: string }>> {
  if (variantIds.length === 0) return new Map();
  const found = await ex
    .select({ id: variants.id, color: colors.name, size: sizes.name })
    .from(variants)
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .innerJoin(sizes, eq(sizes.id, variants.sizeId))
    .where(inArray(variants.id, variantIds));
  return new Map(found.map((v) => [v.id, { color: v.color, size: v.size }]));
}

/** What other modules are given (services.ts): holding, returning, reading and ranking shops by stock. */
export const stockService = {
  hold: holdStock,
  holdInFullExpressions,
  putBack: returnStock,
  online: onlineStock,
  bestStockedShop,
  shelfStock,
  variantLabels,
};
export type StockService = typeof stockService;
