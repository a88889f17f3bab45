// The staff back office: a shop's reservations by status (the mail outbox is the mail module's).
// It owns no table: the reservations and the shop's name come from their owners' services.
import { Forbidden, NotFound } from "../../lib/errors.ts";
import { RESERVATION_NOT_FOUND } from "../reservations/messages.ts";
import type { TakenLine } from "../reservations/partial-handover.ts";
import type { ReservationService } from "../reservations/service.ts";
import type { ReservationView } from "../reservations/views.ts";
import type { ShopService } from "../shops/service.ts";

export const OTHER_SHOP = "Reservasjonen tilhører en annen butikk";

/** Who acts: staff work in one shop; an admin may look at any shop. */
export interface Staff {
  id: number;
  role: "staff" | "admin" | "customer";
  staffShopId: number | null;
}

export type BackofficeService = ReturnType<typeof createBackofficeService>;

export function createBackofficeService(reservations: ReservationService, shops: Pick<ShopService, "activeShopNames">) {
  /** The shop a request is about: staff always their own; an admin the one asked for (default 55). */
  function shopFor(staff: Staff, asked: number | undefined): number {
    if (staff.role === "staff") {
      if (!staff.staffShopId) throw new Forbidden(OTHER_SHOP);
      return staff.staffShopId;
    }
    return asked ?? 55;
  }

  async function owned(staff: Staff, id: number): Promise<ReservationView> {
    const view = await reservations.view(id);
    if (staff.role === "staff" && view.shopID !== staff.staffShopId) throw new NotFound(RESERVATION_NOT_FOUND);
    return view;
  }

  return {
    shopFor,
    async list(staff: Staff, shopId: number | undefined, statusId: number) {
      const shop = shopFor(staff, shopId);
      const [found, names] = await Promise.all([reservations.listForShop(shop, statusId), shops.activeShopNames()]);
      return { shop: { id: shop, name: names.get(shop) ?? "" }, counts: found.counts, data: found.data };
    },
    async pickList(staff: Staff, shopId: number | undefined) {
      const shop = shopFor(staff, shopId);
      const [data, names] = await Promise.all([reservations.pickList(shop), shops.activeShopNames()]);
      return { shop: { id: shop, name: names.get(shop) ?? "" }, data };
    },
    async history(staff: Staff, id: number) {
      await owned(staff, id);
      return reservations.history(id);
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
    async collectPart(staff: Staff, id: number, taken: readonly TakenLine[]) {
      await owned(staff, id);
      return reservations.collectPart(id, `staff:${staff.id}`, taken);
    },
    async pack(staff: Staff, id: number) {
      await owned(staff, id);
      return reservations.pack(id, `staff:${staff.id}`);
    },
    async ship(staff: Staff, id: number, trackingUrl: string) {
      await owned(staff, id);
      return reservations.ship(id, `staff:${staff.id}`, trackingUrl);
    },
    async registerReturn(staff: Staff, id: number, returned: readonly TakenLine[]) {
      await owned(staff, id);
      return reservations.registerReturn(id, `staff:${staff.id}`, returned);
    },
    async cancel(staff: Staff, id: number) {
      await owned(staff, id);
      return reservations.cancel(id, `staff:${staff.id}`);
    },
  };
}
