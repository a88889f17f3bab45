// The back office's side of the shops (issues 15 and 31): every shop with the fields staff edit, and
// the writes: a new shop, a change, closing and reopening. Each write takes the caller's transaction, so the audit row commits with it; the caller
// drops the shops cache once it has committed, so the storefront shows the change at once.
import { asc, eq } from "drizzle-orm";
import { openingHoursProblem, type SpecialHoursRow, specialHoursProblem } from "../../../domain/opening-hours-check.ts";
import type { Database, Executor } from "../../db/client.ts";
import { shopSpecialHours, shops } from "../../db/schema.ts";
import { Conflict, InvalidInput, NotFound } from "../../lib/errors.ts";

export const SHOP_NOT_FOUND = "Butikken finnes ikke";
export const shopNoTaken = (no: string) => `Butikknummeret ${no} er allerede i bruk`;

/** A shop as the back office edits it. */
export interface ShopRecord {
  id: number;
  no: string;
  name: string;
  fullName: string;
  orgNo: string;
  description: string;
  address: string;
  postNo: string;
  postPlace: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  messengerId: string | null;
  openingHours: string;
  preparationMinutes: number;
  webSafetyBuffer: number;
  active: boolean;
  specialHours: SpecialHoursRow[];
}

/** What staff of the shop may change (and administrators with everything else). */
export interface ShopHours {
  openingHours: string;
  specialHours: SpecialHoursRow[];
}

export type ShopDetails = Omit<ShopRecord, "id" | "no" | "specialHours">;

/** A new shop as stored: every field, its coordinates found. */
export type NewShop = Omit<ShopDetails, "active"> & ShopHours & { no: string };

/** Postgres' unique_violation, as PGlite and node-postgres both report it (possibly wrapped by drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

export function createShopAdmin(database: Database) {
  async function find(ex: Executor, id: number): Promise<ShopRecord> {
    const [row] = await ex.select().from(shops).where(eq(shops.id, id));
    if (!row) throw new NotFound(SHOP_NOT_FOUND);
    const special = await ex
      .select()
      .from(shopSpecialHours)
      .where(eq(shopSpecialHours.shopId, id))
      .orderBy(asc(shopSpecialHours.date));
    return {
      id: row.id,
      no: row.no,
      name: row.name,
      fullName: row.fullName,
      orgNo: row.orgNo,
      description: row.description,
      address: row.address,
      postNo: row.postNo,
      postPlace: row.postPlace,
      latitude: row.latitude,
      longitude: row.longitude,
      phone: row.phone,
      email: row.email,
      messengerId: row.messengerId,
      openingHours: row.openingHours,
      preparationMinutes: row.preparationMinutes,
      webSafetyBuffer: row.webSafetyBuffer,
      active: row.active,
      specialHours: special.map((s) => ({ date: s.date, name: s.name, opens: s.opens, closes: s.closes })),
    };
  }

  function checkHours(hours: Partial<ShopHours>): void {
    const opening = hours.openingHours !== undefined ? openingHoursProblem(hours.openingHours) : null;
    if (opening) throw new InvalidInput(opening, { openingHours: [opening] });
    const special = hours.specialHours ? specialHoursProblem(hours.specialHours) : null;
    if (special) throw new InvalidInput(special, { specialHours: [special] });
  }

  async function writeHours(tx: Executor, id: number, hours: Partial<ShopHours>): Promise<void> {
    if (hours.openingHours !== undefined) {
      await tx.update(shops).set({ openingHours: hours.openingHours.trim() }).where(eq(shops.id, id));
    }
    if (hours.specialHours) {
      await tx.delete(shopSpecialHours).where(eq(shopSpecialHours.shopId, id));
      if (hours.specialHours.length > 0) {
        await tx.insert(shopSpecialHours).values(
          hours.specialHours.map((s) => ({
            shopId: id,
            date: s.date,
            name: s.name.trim(),
            opens: s.opens || null,
            closes: s.closes || null,
          })),
        );
      }
    }
  }

  return {
    /** Every shop, active or not, by name. */
    async list(): Promise<ShopRecord[]> {
      const ids = await database.db.select({ id: shops.id }).from(shops).orderBy(asc(shops.name), asc(shops.id));
      return Promise.all(ids.map((s) => find(database.db, s.id)));
    },

    find,

    /** Opening hours and special hours, checked; returns the shop before and after. */
    async updateHours(tx: Executor, id: number, hours: Partial<ShopHours>) {
      checkHours(hours);
      const before = await find(tx, id);
      await writeHours(tx, id, hours);
      return { before, after: await find(tx, id) };
    },

    /** A new shop, active, with its special hours (administrators); a number already used is a 409. */
    async create(tx: Executor, shop: NewShop): Promise<ShopRecord> {
      checkHours(shop);
      const { specialHours, openingHours, ...fields } = shop;
      // The number is checked first, so a taken number is told as such and nothing is written.
      const [taken] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.no, fields.no));
      if (taken) throw new Conflict(shopNoTaken(fields.no), { no: [shopNoTaken(fields.no)] });
      let id: number;
      try {
        [{ id }] = await tx
          .insert(shops)
          .values({ ...fields, openingHours: openingHours.trim(), active: true })
          .returning({ id: shops.id });
      } catch (error) {
        // Two administrators creating the same number at once: the unique index decides.
        if (isUniqueViolation(error)) throw new Conflict(shopNoTaken(fields.no), { no: [shopNoTaken(fields.no)] });
        throw error;
      }
      await writeHours(tx, id, { specialHours });
      return find(tx, id);
    },

    /** Closes (active false) or reopens a shop; returns the shop before and after. */
    async setActive(tx: Executor, id: number, active: boolean) {
      const before = await find(tx, id);
      await tx.update(shops).set({ active }).where(eq(shops.id, id));
      return { before, after: await find(tx, id) };
    },

    /** Everything a shop has (administrators), checked; returns the shop before and after. */
    async update(tx: Executor, id: number, details: Partial<ShopDetails> & Partial<ShopHours>) {
      checkHours(details);
      const before = await find(tx, id);
      const { openingHours, specialHours, ...rest } = details;
      if (Object.keys(rest).length > 0) await tx.update(shops).set(rest).where(eq(shops.id, id));
      await writeHours(tx, id, { openingHours, specialHours });
      return { before, after: await find(tx, id) };
    },
  };
}
