// The shop's pick list (issue 15, decision 040): every unit staff must take off the shelf for the
// reservations waiting to be made ready (status 'Reservert'), one row per line with colour and size,
// sorted by article so one walk through the shop picks them all. Colour and size are the catalogue's
// (asked through its service); the shop keeps no shelf locations, so there is no location column.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { reservationLines, reservations } from "../../db/schema.ts";
import type { StockService } from "../catalog/stock.ts";
import { STATUS } from "./status.ts";

export interface PickRow {
  reservationId: number;
  customer: string;
  article: string;
  ean: string;
  color: string;
  size: string;
  count: number;
}

export async function pickList(ex: Executor, stock: Pick<StockService, "variantLabels">, shopId: number) {
  const waiting = await ex
    .select({ id: reservations.id, name: reservations.name })
    .from(reservations)
    .where(and(eq(reservations.shopId, shopId), eq(reservations.statusId, STATUS.reserved)))
    .orderBy(asc(reservations.id))
    .limit(500);
  if (waiting.length === 0) return [];
  const lines = await ex
    .select()
    .from(reservationLines)
    .where(
      inArray(
        reservationLines.reservationId,
        waiting.map((w) => w.id),
      ),
    )
    .orderBy(asc(reservationLines.id));
  const labels = await stock.variantLabels(ex, [...new Set(lines.map((l) => l.variantId))]);
  const customer = new Map(waiting.map((w) => [w.id, w.name]));
  const rows: PickRow[] = lines.map((l) => ({
    reservationId: l.reservationId,
    customer: customer.get(l.reservationId) ?? "",
    article: l.name,
    ean: l.ean,
    color: labels.get(l.variantId)?.color ?? "",
    size: labels.get(l.variantId)?.size ?? "",
    count: l.count,
  }));
  return rows.sort(
    (a, b) =>
      a.article.localeCompare(b.article, "nb") || a.ean.localeCompare(b.ean) || a.reservationId - b.reservationId,
  );
}
