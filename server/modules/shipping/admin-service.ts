// Shipping methods in the back office (issue 31): administrators list every method, active or not,
// create one and change one. This module owns the shipping_methods table; each change is written with
// its audit row in one transaction, and the methods' cache is dropped once it has committed, so the
// checkout offers the change at once. A method is never deleted (reservations point at it): it is
// made inactive instead.
import { asc, eq, inArray } from "drizzle-orm";
import type { Staff } from "../../../domain/back-office-roles.ts";
import { parseKroner } from "../../../domain/kroner-input.ts";
import type { ShippingMethodBody, ShippingType } from "../../../domain/schemas/shipping-admin.ts";
import type { Database, Executor } from "../../db/client.ts";
import { shippingMethods } from "../../db/schema.ts";
import { NotFound } from "../../lib/errors.ts";
import type { AuditService } from "../audit/service.ts";
import type { ShippingService } from "./service.ts";

export const SHIPPING_METHOD_NOT_FOUND = "Fraktmåten finnes ikke";

/** A method as the back office shows it: the price both as the form shows it and in øre. */
export interface ShippingMethodRecord {
  id: number;
  name: string;
  description: string;
  type: ShippingType;
  /** Kroner as the form shows them: "49,00". */
  price: string;
  priceOre: number;
  sort: number;
  active: boolean;
}

type Row = typeof shippingMethods.$inferSelect;

const toRecord = (row: Row): ShippingMethodRecord => ({
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type as ShippingType,
  price: (row.priceOre / 100).toFixed(2).replace(".", ","),
  priceOre: row.priceOre,
  sort: row.sort,
  active: row.active,
});

/** The fields as stored; the schema has checked the price. */
const toRow = (body: ShippingMethodBody) => ({
  name: body.name,
  description: body.description,
  type: body.type,
  priceOre: parseKroner(body.price) as number,
  sort: body.sort,
  active: body.active,
});

/** What the audit log keeps of a method: its fields as stored (the price in øre, which the log shows in kroner). */
const audited = ({ id: _id, price: _price, ...fields }: ShippingMethodRecord) => fields;

export interface ShippingAdminDeps {
  database: Database;
  shipping: Pick<ShippingService, "cache">;
  audit: AuditService;
}

export type ShippingAdminService = ReturnType<typeof createShippingAdminService>;

export function createShippingAdminService({ database, shipping, audit }: ShippingAdminDeps) {
  async function find(ex: Executor, id: number): Promise<ShippingMethodRecord> {
    const [row] = await ex.select().from(shippingMethods).where(eq(shippingMethods.id, id));
    if (!row) throw new NotFound(SHIPPING_METHOD_NOT_FOUND);
    return toRecord(row);
  }
  const dropCache = () => shipping.cache.invalidate();

  return {
    /** Every method, active or not, in the checkout's order. */
    async list(): Promise<ShippingMethodRecord[]> {
      const rows = await database.db
        .select()
        .from(shippingMethods)
        .orderBy(asc(shippingMethods.sort), asc(shippingMethods.id));
      return rows.map(toRecord);
    },
    one: (id: number) => find(database.db, id),
    /** Names by id (the audit log names what it tells of). */
    async names(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const found = await database.db
        .select({ id: shippingMethods.id, name: shippingMethods.name })
        .from(shippingMethods)
        .where(inArray(shippingMethods.id, [...ids]));
      return new Map(found.map((m) => [m.id, m.name]));
    },
    create(staff: Staff, body: ShippingMethodBody): Promise<ShippingMethodRecord> {
      return audit.change(
        staff,
        async (tx) => {
          const [row] = await tx.insert(shippingMethods).values(toRow(body)).returning();
          const created = toRecord(row);
          return {
            result: created,
            audit: {
              action: "shipping.create",
              entityType: "shipping",
              entityId: created.id,
              before: {},
              after: audited(created),
            },
          };
        },
        dropCache,
      );
    },
    update(staff: Staff, id: number, body: ShippingMethodBody): Promise<ShippingMethodRecord> {
      return audit.change(
        staff,
        async (tx) => {
          const before = await find(tx, id);
          const [row] = await tx.update(shippingMethods).set(toRow(body)).where(eq(shippingMethods.id, id)).returning();
          const after = toRecord(row);
          return {
            result: after,
            audit: {
              action: "shipping.update",
              entityType: "shipping",
              entityId: id,
              before: audited(before),
              after: audited(after),
            },
          };
        },
        dropCache,
      );
    },
  };
}
