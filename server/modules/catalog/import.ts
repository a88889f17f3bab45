// The catalogue's side of the CSV import (issue 15, decision 048): what each checked line of a file would
// do to the articles or the stock ('Ny vare', 'Endrer pris fra 499,00 kr til 449,00 kr', 'Uendret') or
// why the catalogue refuses it (an unknown EAN, shop or group), and the writes of a planned file, in
// the caller's transaction, a batch at a time so the caller can tell how far it has come. The stock's
// lines are here, the articles' in import-articles.ts.
import { sql } from "drizzle-orm";
import { formatPrice, oreToKroner } from "../../../domain/money.ts";
import { type Executor, rows } from "../../db/client.ts";
import { stock } from "../../db/schema.ts";

export interface StockLine {
  ean: string;
  /** The shop's code (its number, '1001') or its id. */
  shop: string;
  qty: number;
}

export type PlanAction = "new" | "change" | "same" | "refused";

export interface PlannedLine {
  line: number;
  action: PlanAction;
  /** What the line does, or why it is refused, in words. */
  text: string;
}

export interface StockWrite {
  /** The file's line that asks for it. */
  line: number;
  variantId: number;
  shopId: number;
  before: number;
  after: number;
}

export const refused = (line: number, reason: string): PlannedLine => ({
  line,
  action: "refused",
  text: `Linje ${line}: ${reason}`,
});
export const kr = (ore: number) => formatPrice(oreToKroner(ore));

/** Every line's plan and the writes of the lines that change something. */
export async function planStock(
  ex: Executor,
  lines: readonly { line: number; value: StockLine }[],
): Promise<{ plan: PlannedLine[]; writes: StockWrite[] }> {
  if (lines.length === 0) return { plan: [], writes: [] };
  const json = JSON.stringify(lines.map((l, i) => ({ i, ean: l.value.ean, shop: l.value.shop })));
  const found = await rows<{
    i: number;
    variant_id: number | null;
    shop_id: number | null;
    shop: string | null;
    qty: number | null;
  }>(
    ex,
    sql`select x.i, v.id as variant_id, s.id as shop_id, s.name as shop, st.qty
          from jsonb_to_recordset(${json}::jsonb) as x(i int, ean text, shop text)
          left join variants v on v.ean = x.ean
          left join lateral (select id, name from shops where active and (no = x.shop or id::text = x.shop)
                              order by no = x.shop desc limit 1) s on true
          left join stock st on st.variant_id = v.id and st.shop_id = s.id`,
  );
  const byIndex = new Map(found.map((f) => [f.i, f]));
  const seen = new Map<string, number>();
  const plan: PlannedLine[] = [];
  const writes: StockWrite[] = [];
  for (const [i, { line, value }] of lines.entries()) {
    const f = byIndex.get(i);
    const key = `${f?.variant_id}:${f?.shop_id}`;
    const earlier = seen.get(key);
    if (!f?.variant_id) plan.push(refused(line, `ukjent EAN ${value.ean}`));
    else if (!f.shop_id) plan.push(refused(line, `ukjent butikk «${value.shop}»`));
    else if (earlier) plan.push(refused(line, `EAN ${value.ean} i ${f.shop} står også på linje ${earlier}`));
    else {
      seen.set(key, line);
      const before = f.qty ?? 0;
      if (before === value.qty) plan.push({ line, action: "same", text: `Uendret (${before} stk. i ${f.shop})` });
      else {
        writes.push({ line, variantId: f.variant_id, shopId: f.shop_id, before, after: value.qty });
        plan.push({ line, action: "change", text: `Endrer antall i ${f.shop} fra ${before} til ${value.qty}` });
      }
    }
  }
  return { plan, writes };
}

/** Sets the planned quantities, `batch` rows a statement; `done` hears each batch once it is written. */
export async function writeStock(
  tx: Executor,
  writes: readonly StockWrite[],
  done: (written: readonly StockWrite[]) => Promise<void> | void,
  batch = 250,
): Promise<void> {
  for (let start = 0; start < writes.length; start += batch) {
    const part = writes.slice(start, start + batch);
    await tx
      .insert(stock)
      .values(part.map((w) => ({ variantId: w.variantId, shopId: w.shopId, qty: w.after })))
      .onConflictDoUpdate({ target: [stock.variantId, stock.shopId], set: { qty: sql`excluded.qty` } });
    await done(part);
  }
}
