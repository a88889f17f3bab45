// A shop's stock count in the back office (issue 15, decision 048): the count sheet of a main group, and
// the counted quantities submitted together. The catalogue owns the stock; the count and one audit row
// per changed line commit in one transaction, and the catalogue cache is dropped after the commit.
import { boundToOneShop, OTHER_SHOP, type Staff } from "../../../domain/back-office-roles.ts";
import { COUNT_INVALID, parseCount } from "../../../domain/schemas/stock-admin.ts";
import type { Database } from "../../db/client.ts";
import { Conflict, Forbidden, InvalidInput, NotFound } from "../../lib/errors.ts";
import type { AuditService } from "../audit/service.ts";
import { SHOP_NOT_FOUND } from "../shops/admin.ts";
import type { ShopService } from "../shops/service.ts";
import { countSheet, mainGroups, variantEans, writeCount } from "./count-sheet.ts";

export { COUNT_INVALID, parseCount };

export const GROUP_NOT_FOUND = "Varegruppen finnes ikke";
export const COUNT_MOVED =
  "Lageret er endret siden tellelisten ble hentet. Ingenting er lagret: hent listen på nytt og tell linjene under igjen.";
export const UNKNOWN_VARIANT = "Varianten finnes ikke";
export const TWICE = "Varianten står to ganger i tellingen";
export const BAD_COUNT = "Antallet må være et helt tall, 0 eller mer";

export interface SubmittedLine {
  /** The line's number on the sheet, to name it in a message. */
  line: number;
  variantId: number;
  shown: number;
  /** As typed: a whole number of 0 or more. */
  counted: string | number;
}

export interface StockCountDeps {
  database: Database;
  shops: Pick<ShopService, "activeShopNames">;
  catalog: { cache: { invalidate: () => Promise<void> } };
  audit: AuditService;
}

export type StockCount = ReturnType<typeof createStockCount>;

export function createStockCount({ database, shops, catalog, audit }: StockCountDeps) {
  /** Staff count their own shop (another is as if it did not exist); an administrator any active shop. */
  async function shopOf(staff: Staff, asked: number | undefined): Promise<{ id: number; name: string }> {
    const names = await shops.activeShopNames();
    if (boundToOneShop(staff.role)) {
      if (!staff.staffShopId) throw new Forbidden(OTHER_SHOP);
      if (asked !== undefined && asked !== staff.staffShopId) throw new NotFound(SHOP_NOT_FOUND);
      return { id: staff.staffShopId, name: names.get(staff.staffShopId) ?? "" };
    }
    const id = asked ?? [...names.keys()][0];
    const name = id === undefined ? undefined : names.get(id);
    if (id === undefined || name === undefined) throw new NotFound(SHOP_NOT_FOUND);
    return { id, name };
  }

  return {
    shopOf,
    /** The sheet of a main group (default the first) in the shop, a page at a time. */
    async sheet(staff: Staff, query: { shop?: number; group?: number; page: number }) {
      const shop = await shopOf(staff, query.shop);
      const groups = await mainGroups(database.db);
      const group = query.group === undefined ? groups[0] : groups.find((g) => g.id === query.group);
      if (!group) throw new NotFound(GROUP_NOT_FOUND);
      const page = await countSheet(database.db, shop.id, group.id, query.page);
      return { shop, group, groups, ...page };
    },

    /**
     * Sets every counted line that differs from what the sheet showed; refuses the whole count (422)
     * when a count is not a whole number of 0 or more, and (409) when a line to change has moved since
     * the sheet was fetched, naming the lines. Returns how many lines changed.
     */
    async submit(staff: Staff, shopId: number, submitted: readonly SubmittedLine[]) {
      const shop = await shopOf(staff, shopId);
      const eans = await variantEans(
        database.db,
        submitted.map((l) => l.variantId),
      );
      const problems: Record<string, string[]> = {};
      const seen = new Set<number>();
      const lines: { line: number; variantId: number; shown: number; counted: number }[] = [];
      for (const l of submitted) {
        const name = `Linje ${l.line}`;
        const counted = parseCount(l.counted);
        const problem = !eans.has(l.variantId)
          ? UNKNOWN_VARIANT
          : seen.has(l.variantId)
            ? TWICE
            : counted === null
              ? `${BAD_COUNT} (skrevet: «${String(l.counted).slice(0, 20)}»)`
              : null;
        seen.add(l.variantId);
        if (problem || counted === null) {
          problems[`line.${l.line}`] = [`${name} (EAN ${eans.get(l.variantId) ?? "ukjent"}): ${problem}`];
          continue;
        }
        lines.push({ variantId: l.variantId, shown: l.shown, counted, line: l.line });
      }
      const named = Object.values(problems).flat();
      if (named.length > 0) throw new InvalidInput(named.length === 1 ? named[0] : COUNT_INVALID, problems);

      const changed = await database.transaction(async (tx) => {
        const result = await writeCount(tx, shop.id, lines);
        if (result.moved.length > 0) {
          const moved = new Set(result.moved);
          const errors = Object.fromEntries(
            lines
              .filter((l) => moved.has(l.variantId))
              .map((l) => [
                `line.${l.line}`,
                [`Linje ${l.line} (EAN ${eans.get(l.variantId)}): lageret er endret siden listen viste ${l.shown}`],
              ]),
          );
          // Thrown inside the transaction: nothing of the count is kept.
          throw new Conflict(COUNT_MOVED, errors);
        }
        for (const c of result.changed) {
          await audit.record(tx, staff, {
            action: "stock.count",
            entityType: "stock",
            entityId: `${c.variantId}:${shop.id}`,
            before: { qty: c.before },
            after: { qty: c.after, delta: c.after - c.before, reason: "Telling" },
          });
        }
        return result.changed.length;
      });
      if (changed > 0) await catalog.cache.invalidate();
      return { shop, changed, unchanged: lines.length - changed };
    },
  };
}
