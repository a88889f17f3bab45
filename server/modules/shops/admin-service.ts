// The shops in the back office (issue 15): staff see and change their own shop's opening hours and
// special hours; an administrator every shop and everything of it. Each change is written with its
// audit row in one transaction (modules/audit), and the shops cache is dropped once it has committed,
// so the storefront shows the change at once.
import type { AuditAction } from "../../../domain/audit-actions.ts";
import { boundToOneShop, can, type Staff } from "../../../domain/back-office-roles.ts";
import type { Database, Executor } from "../../db/client.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import { FORBIDDEN_MESSAGE } from "../../plugins/session.ts";
import type { AuditService } from "../audit/service.ts";
import { SHOP_NOT_FOUND, type ShopDetails, type ShopHours, type ShopRecord } from "./admin.ts";
import type { ShopService } from "./service.ts";

export interface ShopAdminDeps {
  database: Database;
  shops: Pick<ShopService, "admin" | "cache">;
  audit: AuditService;
}

export type ShopAdminService = ReturnType<typeof createShopAdminService>;

export function createShopAdminService({ database, shops, audit }: ShopAdminDeps) {
  /** Staff see and change their own shop only; another shop is as if it did not exist. */
  function ownShop(staff: Staff, id: number): void {
    if (boundToOneShop(staff.role) && staff.staffShopId !== id) throw new NotFound(SHOP_NOT_FOUND);
  }

  function changeShop(
    staff: Staff,
    id: number,
    action: AuditAction,
    write: (tx: Executor) => Promise<{ before: ShopRecord; after: ShopRecord }>,
  ): Promise<ShopRecord> {
    return audit.change(
      staff,
      async (tx) => {
        const change = await write(tx);
        return {
          result: change.after,
          audit: {
            action,
            entityType: "shop",
            entityId: id,
            before: { ...change.before } as Record<string, unknown>,
            after: { ...change.after } as Record<string, unknown>,
          },
        };
      },
      () => shops.cache.invalidate(),
    );
  }

  return {
    /** The shops a person may see: staff their own, administrators all. */
    async list(staff: Staff) {
      const all = await shops.admin.list();
      return boundToOneShop(staff.role) ? all.filter((s) => s.id === staff.staffShopId) : all;
    },
    async one(staff: Staff, id: number) {
      ownShop(staff, id);
      return shops.admin.find(database.db, id);
    },
    /** Opening hours and special hours: staff of the shop and administrators. */
    async updateHours(staff: Staff, id: number, hours: Partial<ShopHours>) {
      ownShop(staff, id);
      return changeShop(staff, id, "shop.hours", (tx) => shops.admin.updateHours(tx, id, hours));
    },
    /** Everything of a shop: administrators (the route's permission is 'shops.edit'). */
    async update(staff: Staff, id: number, details: Partial<ShopDetails> & Partial<ShopHours>) {
      if (!can(staff.role, "shops.edit")) throw new Forbidden(FORBIDDEN_MESSAGE);
      return changeShop(staff, id, "shop.update", (tx) => shops.admin.update(tx, id, details));
    },
  };
}
