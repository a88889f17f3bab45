// Stock per variant and shop. Each variant has its own random stream keyed by its id, so the
// stock of one variant never changes when the catalogue grows.
import { Random } from "./random.ts";
import { ACTIVE_SHOPS, MAIN_SHOP_ID } from "./shops.ts";

const STOCK_SALT = 0x5170c;

const OTHER_SHOPS = ACTIVE_SHOPS.filter((s) => s.id !== MAIN_SHOP_ID).map((s) => [s.id, s.size] as const);

const QTY = [
  [0, 12],
  [1, 18],
  [2, 18],
  [3, 15],
  [4, 12],
  [5, 9],
  [6, 7],
  [7, 5],
  [8, 4],
] as const;

const OTHER_SHOP_COUNT = [
  [1, 15],
  [2, 25],
  [3, 30],
  [4, 20],
  [5, 10],
] as const;

export interface StockRow {
  shopId: number;
  qty: number;
}

/**
 * About 3 % of variants have never been stocked, about 3 % are sold out everywhere (rows with
 * qty 0), the rest are in shop 55 most of the time plus one to five other shops (larger shops
 * more often), with 0–8 units each.
 */
export function stockForVariant(seed: number, variantId: number): StockRow[] {
  const rng = Random.derive(seed ^ STOCK_SALT, variantId);
  const roll = rng.float();
  if (roll < 0.03) return [];
  if (roll < 0.06) {
    const rows: StockRow[] = [{ shopId: MAIN_SHOP_ID, qty: 0 }];
    for (const [shopId] of rng.sample(OTHER_SHOPS, rng.int(0, 2))) rows.push({ shopId, qty: 0 });
    return rows;
  }
  const rows: StockRow[] = [];
  if (rng.chance(0.88)) rows.push({ shopId: MAIN_SHOP_ID, qty: rng.weighted(QTY) });
  const wanted = rng.weighted(OTHER_SHOP_COUNT);
  const taken = new Set<number>();
  for (let attempts = 0; taken.size < wanted && attempts < wanted * 4; attempts++) {
    const shopId = rng.weighted(OTHER_SHOPS);
    if (taken.has(shopId)) continue;
    taken.add(shopId);
    rows.push({ shopId, qty: rng.weighted(QTY) });
  }
  return rows;
}
