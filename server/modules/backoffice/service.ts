// The staff back office: a shop's reservations by status (the mail outbox is the mail module's).
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { HttpError } from "../../lib/errors.ts";
import { type ReservationRow, rowsOf } from "../reservations/repo.ts";
import { RESERVATION_NOT_FOUND, type ReservationService, type ReservationView } from "../reservations/service.ts";

export const OTHER_SHOP = "Reservasjonen tilhører en annen butikk";

/** Who acts: staff work in one shop; an admin may look at any shop. */
export interface Staff {
  id: number;
  role: "staff" | "admin" | "customer";
  staffShopId: number | null;
}

export interface ReservationSummary {
  id: number;
  statusID: number;
  name: string;
  total: number;
  delivery: boolean;
  pickupDeadline: string | null;
  date: string;
  lines: number;
}

export type BackofficeService = ReturnType<typeof createBackofficeService>;

export function createBackofficeService(database: Database, reservations: ReservationService) {
  const q = database.query;

  /** The shop a request is about: staff always their own; an admin the one asked for (default 55). */
  function shopFor(staff: Staff, asked: number | undefined): number {
    if (staff.role === "staff") {
      if (!staff.staffShopId) throw new HttpError(403, OTHER_SHOP);
      return staff.staffShopId;
    }
    return asked ?? 55;
  }

  async function owned(staff: Staff, id: number): Promise<ReservationView> {
    const view = await reservations.view(id);
    if (staff.role === "staff" && view.shopID !== staff.staffShopId) throw new HttpError(404, RESERVATION_NOT_FOUND);
    return view;
  }

  return {
    shopFor,
    async list(staff: Staff, shopId: number | undefined, statusId: number) {
      const shop = shopFor(staff, shopId);
      const rows = await rowsOf<ReservationRow & { lines: number }>(
        q,
        sql`select r.*, (select count(*)::int from reservation_lines l where l.reservation_id = r.id) as lines
              from reservations r where r.shop_id = ${shop} and r.status_id = ${statusId}
             order by r.created_at desc, r.id desc limit 200`,
      );
      const counts = await rowsOf<{ status_id: number; n: number }>(
        q,
        sql`select status_id, count(*)::int as n from reservations where shop_id = ${shop} group by status_id`,
      );
      const [shopRow] = await rowsOf<{ name: string }>(q, sql`select name from shops where id = ${shop}`);
      return {
        shop: { id: shop, name: shopRow?.name ?? "" },
        counts: Object.fromEntries(counts.map((c) => [c.status_id, c.n])) as Record<number, number>,
        data: rows.map(
          (r): ReservationSummary => ({
            id: r.id,
            statusID: r.status_id,
            name: r.name,
            total: r.total_ore / 100,
            delivery: r.delivery,
            pickupDeadline: r.pickup_deadline ? new Date(r.pickup_deadline).toISOString() : null,
            date: new Date(r.created_at).toISOString(),
            lines: r.lines,
          }),
        ),
      };
    },
    async history(staff: Staff, id: number) {
      await owned(staff, id);
      return rowsOf<{
        from_status_id: number | null;
        to_status_id: number;
        actor: string;
        note: string | null;
        created_at: Date;
      }>(
        q,
        sql`select from_status_id, to_status_id, actor, note, created_at from reservation_status_history
             where reservation_id = ${id} order by id`,
      );
    },
    one: owned,
    async markReady(staff: Staff, id: number) {
      await owned(staff, id);
      return reservations.markReady(id, `staff:${staff.id}`);
    },
    async collect(staff: Staff, id: number) {
      await owned(staff, id);
      return reservations.collect(id, `staff:${staff.id}`);
    },
    async cancel(staff: Staff, id: number) {
      await owned(staff, id);
      return reservations.cancel(id, `staff:${staff.id}`);
    },
  };
}
