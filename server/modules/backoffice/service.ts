// The counter of the back office (issue 29): a shop's reservations by status, the pick list, the
// dashboard's day, a reservation's history, and each step of a reservation. It owns no table: the
// reservations module makes each change, and the audit row (modules/audit) is written in the change's
// own transaction. Each domain's administration lives in its owner module (docs/architecture.md).

import type { AuditAction } from "../../../domain/audit-actions.ts";
import { boundToOneShop, OTHER_SHOP, type Staff } from "../../../domain/back-office-roles.ts";
import { historyText, staffIdsOf } from "../../../domain/reservation-history.ts";
import type { Executor } from "../../db/client.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import type { AuditService } from "../audit/service.ts";
import { RESERVATION_NOT_FOUND } from "../reservations/messages.ts";
import type { TakenLine } from "../reservations/partial-handover.ts";
import type { ReservationService } from "../reservations/service.ts";
import { STATUS } from "../reservations/status.ts";
import type { ReservationView } from "../reservations/views.ts";
import type { ShopService } from "../shops/service.ts";

export interface BackofficeDeps {
  reservations: ReservationService;
  shops: Pick<ShopService, "activeShopNames" | "choices">;
  audit: AuditService;
  staffNames?: StaffNames;
}

export type BackofficeService = ReturnType<typeof createBackofficeService>;

/** Staff's first names for the history (the customers module owns the accounts). */
export type StaffNames = (ids: number[]) => Promise<Map<number, string>>;

export function createBackofficeService({
  reservations,
  shops,
  audit,
  staffNames = async () => new Map(),
}: BackofficeDeps) {
  /**
   * The one shop a request is about: staff always their own; an administrator the one asked for, else
   * the first open shop (a chain's own shops: no number is assumed, issue 31).
   */
  async function shopFor(staff: Staff, asked: number | undefined): Promise<number> {
    if (boundToOneShop(staff.role)) {
      if (!staff.staffShopId) throw new Forbidden(OTHER_SHOP);
      return staff.staffShopId;
    }
    return asked ?? (await shops.choices())[0]?.id ?? 0;
  }

  /** Every shop at once: an administrator who asked for all, or who chose no shop yet. */
  const everyShop = (staff: Staff, asked: number | "all" | undefined) =>
    !boundToOneShop(staff.role) && (asked === "all" || asked === undefined);

  async function owned(staff: Staff, id: number): Promise<ReservationView> {
    const view = await reservations.view(id);
    if (boundToOneShop(staff.role) && view.shopID !== staff.staffShopId) throw new NotFound(RESERVATION_NOT_FOUND);
    return view;
  }

  /** The audit row of a status change, written in the change's own transaction. */
  const statusAudit = (staff: Staff, view: ReservationView, action: AuditAction, to: number) => (tx: Executor) =>
    audit.record(tx, staff, {
      action,
      entityType: "reservation",
      entityId: view.id,
      before: { statusID: view.statusID },
      after: { statusID: to },
    });

  return {
    shopFor,
    /** One shop's reservations in a status; an administrator may ask for every shop's ("all"). */
    async list(staff: Staff, shopId: number | "all" | undefined, statusId: number) {
      const shop = everyShop(staff, shopId) ? null : await shopFor(staff, shopId as number | undefined);
      const [found, names] = await Promise.all([reservations.listForShop(shop, statusId), shops.activeShopNames()]);
      return {
        shop: shop === null ? null : { id: shop, name: names.get(shop) ?? "" },
        counts: found.counts,
        data: found.data.map((r) => ({ ...r, shopName: names.get(r.shopID) ?? "" })),
      };
    },
    /** The dashboard's reservations (issue 29): counts by status, ready ones by deadline, due within a day. */
    async counterDay(staff: Staff, shopId: number | "all" | undefined) {
      const shop = everyShop(staff, shopId) ? null : await shopFor(staff, shopId as number | undefined);
      const [day, names] = await Promise.all([reservations.counterDay(shop, 24), shops.activeShopNames()]);
      return {
        shop: shop === null ? null : { id: shop, name: names.get(shop) ?? "" },
        ...day,
        ready: day.ready.map((r) => ({ ...r, shopName: names.get(r.shopID) ?? "" })),
      };
    },
    async pickList(staff: Staff, shopId: number | undefined) {
      const shop = await shopFor(staff, shopId);
      const [data, names] = await Promise.all([reservations.pickList(shop), shops.activeShopNames()]);
      return { shop: { id: shop, name: names.get(shop) ?? "" }, data };
    },
    /** The status changes, oldest first, each also in words (who by name, the status in Norwegian). */
    async history(staff: Staff, id: number) {
      await owned(staff, id);
      const entries = await reservations.history(id);
      const names = await staffNames(staffIdsOf(entries.map((e) => e.actor)));
      return entries.map((e) => ({ ...e, text: historyText(e, names) }));
    },
    one: owned,
    async returnable(staff: Staff, id: number) {
      await owned(staff, id);
      return reservations.returnable(id);
    },
    async markReady(staff: Staff, id: number) {
      const view = await owned(staff, id);
      return reservations.markReady(
        id,
        `staff:${staff.id}`,
        statusAudit(staff, view, "reservation.ready", STATUS.readyForPickup),
      );
    },
    async collect(staff: Staff, id: number) {
      const view = await owned(staff, id);
      return reservations.collect(
        id,
        `staff:${staff.id}`,
        statusAudit(staff, view, "reservation.collect", STATUS.collected),
      );
    },
    async collectPart(staff: Staff, id: number, taken: readonly TakenLine[]) {
      const view = await owned(staff, id);
      return reservations.collectPart(id, `staff:${staff.id}`, taken, (tx) =>
        audit.record(tx, staff, {
          action: "reservation.collect-part",
          entityType: "reservation",
          entityId: view.id,
          before: { statusID: view.statusID, goods: described(view, view.articles) },
          after: { statusID: STATUS.collected, goods: described(view, taken) },
        }),
      );
    },
    async pack(staff: Staff, id: number) {
      const view = await owned(staff, id);
      return reservations.pack(id, `staff:${staff.id}`, statusAudit(staff, view, "reservation.pack", STATUS.packed));
    },
    async ship(staff: Staff, id: number, trackingUrl: string) {
      const view = await owned(staff, id);
      return reservations.ship(id, `staff:${staff.id}`, trackingUrl, (tx) =>
        audit.record(tx, staff, {
          action: "reservation.ship",
          entityType: "reservation",
          entityId: view.id,
          before: { statusID: view.statusID, trackingUrl: view.trackingUrl },
          after: { statusID: STATUS.shipped, trackingUrl },
        }),
      );
    },
    async registerReturn(staff: Staff, id: number, returned: readonly TakenLine[]) {
      const view = await owned(staff, id);
      // A return keeps the status; the audit row tells what came back (the history has the refund).
      return reservations.registerReturn(id, `staff:${staff.id}`, returned, (tx) =>
        audit.record(tx, staff, {
          action: "reservation.return",
          entityType: "reservation",
          entityId: view.id,
          before: { returned: null },
          after: { returned: described(view, returned) },
        }),
      );
    },
    async cancel(staff: Staff, id: number) {
      const view = await owned(staff, id);
      return reservations.cancel(
        id,
        `staff:${staff.id}`,
        null,
        statusAudit(staff, view, "reservation.cancel", STATUS.cancelled),
      );
    },
  };
}

/** Lines as the audit log shows them: '2 × Fjelljakke (7090…)', named from the reservation. */
function described(view: ReservationView, lines: readonly { EanNo: string; count?: number; Count?: number }[]): string {
  return lines
    .filter((l) => (l.count ?? l.Count ?? 0) > 0)
    .map((l) => {
      const name = view.articles.find((a) => a.EanNo === l.EanNo)?.name ?? "";
      return `${l.count ?? l.Count ?? 0} × ${name} (${l.EanNo})`;
    })
    .join(", ");
}
