// Promo codes in the back office (issue 15): list, create and change. The promocodes module owns the
// table and the reservations module counts the uses; each change is written with its audit row in one
// transaction.
import { asc, eq, inArray } from "drizzle-orm";
import type { Staff } from "../../../domain/back-office-roles.ts";
import { parseKroner } from "../../../domain/kroner-input.ts";
import { addDays, osloDate, osloInstant } from "../../../domain/opening-hours.ts";
import { PROMO_NOT_FOUND } from "../../../domain/promo-code-messages.ts";
import type { Database, Executor } from "../../db/client.ts";
import { promoCodes } from "../../db/schema.ts";
import { Conflict, NotFound } from "../../lib/errors.ts";
import type { AuditService } from "../audit/service.ts";
import type { ReservationService } from "../reservations/service.ts";
import type { PromoCodeBody } from "./admin-schemas.ts";
import type { PromoCode } from "./service.ts";

export interface PromoCodeAdminDeps {
  database: Database;
  reservations: Pick<ReservationService, "promoCodeUses">;
  audit: AuditService;
}

export const PROMO_CODE_TAKEN = "Koden er allerede i bruk";

export type PromoCodeFields = Omit<PromoCode, "id" | "type">;

/** A code as the back office shows it: dates as instants, amount as stored (øre or percent × 100). */
export interface PromoCodeRecord extends PromoCodeFields {
  id: number;
}

const toRecord = ({ type: _type, ...row }: PromoCode): PromoCodeRecord => row;

/** Postgres' unique_violation, as PGlite and node-postgres both report it (possibly wrapped by drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/** The table's reads and writes; writes take the caller's transaction, so the audit row commits with them. */
function promoCodeStore(database: Database) {
  async function find(tx: Executor, id: number): Promise<PromoCodeRecord> {
    const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id));
    if (!row) throw new NotFound(PROMO_NOT_FOUND);
    return toRecord(row);
  }
  async function taken<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(PROMO_CODE_TAKEN, { code: [PROMO_CODE_TAKEN] });
      throw error;
    }
  }
  return {
    /** Codes by id (the audit log names what it tells of). */
    async codes(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const found = await database.db
        .select({ id: promoCodes.id, code: promoCodes.code })
        .from(promoCodes)
        .where(inArray(promoCodes.id, [...ids]));
      return new Map(found.map((p) => [p.id, p.code]));
    },
    async list(): Promise<PromoCodeRecord[]> {
      const rows = await database.db.select().from(promoCodes).orderBy(asc(promoCodes.id));
      return rows.map(toRecord);
    },
    find,
    async create(tx: Executor, fields: PromoCodeFields): Promise<PromoCodeRecord> {
      const [row] = await taken(() => tx.insert(promoCodes).values(fields).returning());
      return toRecord(row);
    },
    async update(
      tx: Executor,
      id: number,
      fields: Partial<PromoCodeFields>,
    ): Promise<{ before: PromoCodeRecord; after: PromoCodeRecord }> {
      const before = await find(tx, id);
      const [row] = await taken(() => tx.update(promoCodes).set(fields).where(eq(promoCodes.id, id)).returning());
      return { before, after: toRecord(row) };
    },
  };
}

/** The form's fields as stored: øre for a fixed amount, percent × 100 otherwise (the cart's fraction). */
export function promoFields(body: PromoCodeBody): PromoCodeFields {
  return {
    name: body.name,
    code: body.code,
    fixed: body.fixed,
    amount: body.fixed ? (parseKroner(body.amount) as number) : Number(body.amount) * 100,
    validFrom: osloInstant(body.validFrom, "00:00"),
    // The last day is included: the code works until the next Oslo midnight.
    validTo: new Date(osloInstant(addDays(body.validTo, 1), "00:00").getTime() - 1),
    requiresLogin: body.requiresLogin,
    advertised: body.advertised,
    active: body.active,
  };
}

/** A stored code as the form shows it again. */
export function promoView(row: PromoCodeRecord, uses: number) {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    fixed: row.fixed,
    amount: row.fixed ? (row.amount / 100).toFixed(2).replace(".", ",") : String(row.amount / 100),
    validFrom: osloDate(row.validFrom),
    validTo: osloDate(row.validTo),
    requiresLogin: row.requiresLogin,
    advertised: row.advertised,
    active: row.active,
    uses,
  };
}

export type PromoCodeAdminService = ReturnType<typeof createPromoCodeAdminService>;

export function createPromoCodeAdminService({ database, reservations, audit }: PromoCodeAdminDeps) {
  const admin = promoCodeStore(database);
  const audited = (row: PromoCodeRecord) => {
    const { uses: _uses, ...fields } = promoView(row, 0);
    return fields;
  };
  return {
    /** Codes by id (the audit log names what it tells of). */
    codes: admin.codes,
    async list() {
      const [rows, uses] = await Promise.all([admin.list(), reservations.promoCodeUses()]);
      return rows.map((row) => promoView(row, uses.get(row.id) ?? 0));
    },
    async one(id: number) {
      const [row, uses] = await Promise.all([admin.find(database.db, id), reservations.promoCodeUses()]);
      return promoView(row, uses.get(id) ?? 0);
    },
    async create(staff: Staff, body: PromoCodeBody) {
      const row = await audit.change(staff, async (tx) => {
        const created = await admin.create(tx, promoFields(body));
        return {
          result: created,
          audit: {
            action: "promocode.create",
            entityType: "promocode",
            entityId: created.id,
            before: {},
            after: audited(created),
          },
        };
      });
      return promoView(row, 0);
    },
    async update(staff: Staff, id: number, body: PromoCodeBody) {
      const row = await audit.change(staff, async (tx) => {
        const change = await admin.update(tx, id, promoFields(body));
        return {
          result: change.after,
          audit: {
            action: "promocode.update",
            entityType: "promocode",
            entityId: id,
            before: audited(change.before),
            after: audited(change.after),
          },
        };
      });
      return promoView(row, (await reservations.promoCodeUses()).get(id) ?? 0);
    },
  };
}
