// The brands in the back office (issue 15): hostnames, logo, colours and menu flags. A change is
// written with its audit row in one transaction (modules/audit), and the tenants cache is dropped once
// it has committed, so every page shows the brand as it now is.
import type { Staff } from "../../../domain/back-office-roles.ts";
import type { Database } from "../../db/client.ts";
import type { AuditService } from "../audit/service.ts";
import type { BrandChanges } from "./admin.ts";
import type { TenantService } from "./service.ts";

export type BrandAdminService = ReturnType<typeof createBrandAdminService>;

export function createBrandAdminService({
  database,
  tenants,
  audit,
}: {
  database: Database;
  tenants: Pick<TenantService, "admin" | "cache">;
  audit: AuditService;
}) {
  return {
    list: () => tenants.admin.list(),
    one: (id: number) => tenants.admin.find(database.db, id),
    /** A new brand (administrators, issue 31): the first one makes the home grid, pages and menus editable. */
    create: (staff: Staff, fields: { name: string; hostnames: string[] }) =>
      audit.change(
        staff,
        async (tx) => {
          const created = await tenants.admin.create(tx, fields);
          return {
            result: created,
            audit: {
              action: "brand.create",
              entityType: "brand",
              entityId: created.id,
              before: {},
              after: { ...created } as Record<string, unknown>,
            },
          };
        },
        () => tenants.cache.invalidate(),
      ),
    update: (staff: Staff, id: number, changes: BrandChanges) =>
      audit.change(
        staff,
        async (tx) => {
          const change = await tenants.admin.update(tx, id, changes);
          return {
            result: change.after,
            audit: {
              action: "brand.update",
              entityType: "brand",
              entityId: id,
              before: { ...change.before } as Record<string, unknown>,
              after: { ...change.after } as Record<string, unknown>,
            },
          };
        },
        () => tenants.cache.invalidate(),
      ),
  };
}
