// The back office's side of promo codes (issue 15): list, create and change. Writes take the caller's
// transaction so the back office can write its audit row in the same one.
import { asc, eq, inArray } from "drizzle-orm";
import { PROMO_NOT_FOUND } from "../../../domain/promo-code-messages.ts";
import type { Database, Executor } from "../../db/client.ts";
import { promoCodes } from "../../db/schema.ts";
import { Conflict, NotFound } from "../../lib/errors.ts";
import type { PromoCode } from "./service.ts";

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

export function createPromoCodeAdmin(database: Database) {
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
