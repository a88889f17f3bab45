// The catalogue's side of the CSV import (issue 15, decision 048): what each checked line of a file would
// do to the articles or the stock ('Ny vare', 'Endrer pris fra 499,00 kr til 449,00 kr', 'Uendret') or
// why the catalogue refuses it (an unknown EAN, shop or group), and the writes of a planned file, in
// the caller's transaction, a batch at a time so the caller can tell how far it has come. The stock's
// lines are here, the articles' in import-articles.ts.
import { sql } from "drizzle-orm";
import { formatPrice, oreToKroner } from "../../../domain/money.ts";
import { type Executor, rows } from "../../db/client.ts";
import type { StockLine } from "./import-file.ts";

export type { StockLine };

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

/**
 * Every line's plan and the writes of the lines that change something. The shops are few and read
 * whole (a line names one by number, name or id); the variants and their stock come in one statement.
 */
export async function planStock(
  ex: Executor,
  lines: readonly { line: number; value: StockLine }[],
): Promise<{ plan: PlannedLine[]; writes: StockWrite[] }> {
  if (lines.length === 0) return { plan: [], writes: [] };
  const shopRows = await rows<{ id: number; no: string; name: string }>(
    ex,
    sql`select id, no, name from shops where active order by id`,
  );
  const shops = new Map<string, { id: number; name: string }>();
  // Number first, then name, then id: a number that is also another shop's id means the number.
  for (const s of shopRows) shops.set(`id:${s.id}`, s);
  for (const s of shopRows) shops.set(s.name.trim().toLocaleLowerCase("nb-NO"), s);
  for (const s of shopRows) shops.set(s.no, s);
  const shopOf = (text: string) =>
    shops.get(text) ?? shops.get(text.toLocaleLowerCase("nb-NO")) ?? shops.get(`id:${text}`);
  const eans = [...new Set(lines.map((l) => l.value.ean))];
  const found = await rows<{ ean: string; variant_id: number; shop_id: number | null; qty: number | null }>(
    ex,
    sql`select v.ean, v.id as variant_id, st.shop_id, st.qty
          from unnest(${pgArray(eans)}::text[]) as e(ean) join variants v on v.ean = e.ean
          left join stock st on st.variant_id = v.id`,
  );
  const stockOf = new Map<string, number>();
  for (const f of found) if (f.shop_id !== null) stockOf.set(`${f.variant_id}:${f.shop_id}`, f.qty ?? 0);
  const byEan = new Map(found.map((f) => [f.ean, f]));
  const seen = new Map<string, number>();
  const plan: PlannedLine[] = [];
  const writes: StockWrite[] = [];
  for (const { line, value } of lines) {
    const variant = byEan.get(value.ean);
    const shop = shopOf(value.shop);
    if (!variant) {
      plan.push(refused(line, `ukjent EAN ${value.ean}`));
      continue;
    }
    if (!shop) {
      plan.push(refused(line, `ukjent butikk «${value.shop}»`));
      continue;
    }
    const key = `${variant.variant_id}:${shop.id}`;
    const earlier = seen.get(key);
    if (earlier) {
      plan.push(refused(line, `EAN ${value.ean} i ${shop.name} står også på linje ${earlier}`));
      continue;
    }
    seen.set(key, line);
    const before = stockOf.get(key) ?? 0;
    if (before === value.qty) plan.push({ line, action: "same", text: `Uendret (${before} stk. i ${shop.name})` });
    else {
      writes.push({ line, variantId: variant.variant_id, shopId: shop.id, before, after: value.qty });
      plan.push({ line, action: "change", text: `Endrer antall i ${shop.name} fra ${before} til ${value.qty}` });
    }
  }
  return { plan, writes };
}

/** Sets the planned quantities, `batch` rows a statement; `done` hears each batch once it is written. */
export async function writeStock(
  tx: Executor,
  writes: readonly StockWrite[],
  done: (written: readonly StockWrite[]) => Promise<void> | void,
  batch = 5000,
): Promise<void> {
  for (let start = 0; start < writes.length; start += batch) {
    const part = writes.slice(start, start + batch);
    const json = JSON.stringify(part.map((w) => ({ v: w.variantId, s: w.shopId, q: w.after })));
    await rows(
      tx,
      sql`insert into stock (variant_id, shop_id, qty)
          select v, s, q from jsonb_to_recordset(${json}::jsonb) as x(v int, s int, q int)
          on conflict (variant_id, shop_id) do update set qty = excluded.qty`,
    );
    await done(part);
  }
}

/**
 * A list as one PostgreSQL array parameter (`{"a","b"}`): drizzle's `sql` would spread a JS array
 * into one parameter per item, and 100,000 EANs are more parameters than a statement may have.
 */
export function pgArray(list: readonly (string | number)[]): string {
  return `{${list.map((v) => (typeof v === "number" ? String(v) : `"${v.replace(/[\\"]/g, "\\$&")}"`)).join(",")}}`;
}
