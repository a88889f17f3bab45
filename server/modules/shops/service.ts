import { asc, eq } from "drizzle-orm";
import {
  isOpenAt,
  type OpeningRange,
  osloDate,
  osloDateTime,
  parseOpeningHours,
  type SpecialDay,
  specialDaysAround as specialDays,
  type WeekRow,
  weekTable,
} from "../../../domain/opening-hours.ts";
import { slugify } from "../../../domain/slug.ts";
import type { Database } from "../../db/client.ts";
import { postcodes as postcodeTable, shopSpecialHours, shops as shopTable } from "../../db/schema.ts";
import { VersionedCache } from "../../lib/versioned-cache.ts";
import { createShopAdmin } from "./admin.ts";
import { greatCircleMetres } from "./geo.ts";

export interface Shop {
  id: number;
  no: string;
  name: string;
  fullName: string;
  orgNo: string;
  description: string;
  open: boolean;
  opening_hours: OpeningRange[];
  mapLink: string | null;
  postNo: string;
  postPlace: string;
  address: string;
  email: string;
  phone: string;
  messengerId: string | null;
  chain: number;
  coords: { latitude: number; longitude: number };
  /** Metres from the point asked about, when one was given. */
  distance: number | null;
}

export interface PickupTerms {
  ranges: OpeningRange[];
  special: SpecialDay[];
  preparationMinutes: number;
  webSafetyBuffer: number;
}

/** What a receipt and the reservation mails say about the shop the goods are picked up in. */
export interface PickupShop {
  name: string;
  address: string;
  postNo: string;
  postPlace: string;
  mapLink: string;
  week: WeekRow[];
}

export interface Postcode {
  PostalCode: string;
  PostalPlace: string;
  Municipality: string;
  County: string;
  CoordLat: number;
  CoordLong: number;
}

export const POSTCODE_NOT_FOUND = "Postnummeret finnes ikke";

export type ShopService = ReturnType<typeof createShopService>;

export function createShopService(database: Database) {
  const cache = new VersionedCache(database, "shops", { maxBytes: 8 * 1024 * 1024, ttlMs: 300_000 });

  const shops = () =>
    cache.get("shops", async () => {
      const found = await database.db
        .select()
        .from(shopTable)
        .where(eq(shopTable.active, true))
        .orderBy(asc(shopTable.name), asc(shopTable.id));
      return found.map((s) => ({
        id: s.id,
        no: s.no,
        name: s.name,
        fullName: s.fullName,
        orgNo: s.orgNo,
        description: s.description,
        opening_hours: parseOpeningHours(s.openingHours),
        mapLink: s.mapLink,
        postNo: s.postNo,
        postPlace: s.postPlace,
        address: s.address,
        email: s.email,
        phone: s.phone,
        messengerId: s.messengerId,
        chain: s.chainId,
        coords: { latitude: s.latitude, longitude: s.longitude },
        preparationMinutes: s.preparationMinutes,
        webSafetyBuffer: s.webSafetyBuffer,
      }));
    });

  const postcodes = () =>
    cache.get("postcodes", async () => {
      const found = await database.db
        .select()
        .from(postcodeTable)
        .where(eq(postcodeTable.active, true))
        .orderBy(asc(postcodeTable.code));
      return found.map(
        (p): Postcode => ({
          PostalCode: p.code,
          PostalPlace: p.place,
          Municipality: p.municipality,
          County: p.county,
          CoordLat: p.latitude,
          CoordLong: p.longitude,
        }),
      );
    });

  const specialRows = () =>
    cache.get("special-hours", () =>
      database.db.select().from(shopSpecialHours).orderBy(asc(shopSpecialHours.shopId), asc(shopSpecialHours.date)),
    );

  /**
   * Each shop's special days around `now`: the public holidays (closed), replaced on a date by the
   * shop's own row in shop_special_hours when it has one (decision 029).
   */
  async function specialDaysOf(now: Date): Promise<(shopId: number) => SpecialDay[]> {
    const rows = await specialRows();
    const day = osloDate(now);
    // Every page with shops asks this, usually twice; it changes with the date or the rows.
    if (specialMemo?.rows === rows && specialMemo.day === day) return specialMemo.of;
    const of = specialDaysFrom(rows, now);
    specialMemo = { rows, day, of };
    return of;
  }
  let specialMemo: { rows: unknown; day: string; of: (shopId: number) => SpecialDay[] } | null = null;

  function specialDaysFrom(rows: Awaited<ReturnType<typeof specialRows>>, now: Date): (shopId: number) => SpecialDay[] {
    const holidays = specialDays(now);
    const own = new Map<number, SpecialDay[]>();
    const byShop = new Map<number, SpecialDay[]>();
    for (const r of rows) {
      const day: SpecialDay = {
        date: r.date,
        name: r.name,
        hours: r.opens && r.closes ? { from: r.opens, to: r.closes } : null,
      };
      own.set(r.shopId, [...(own.get(r.shopId) ?? []), day]);
    }
    return (shopId) => {
      let days = byShop.get(shopId);
      if (!days) {
        const mine = own.get(shopId) ?? [];
        const dates = new Set(mine.map((d) => d.date));
        days = [...holidays.filter((h) => !dates.has(h.date)), ...mine].sort((a, b) => a.date.localeCompare(b.date));
        byShop.set(shopId, days);
      }
      return days;
    };
  }

  /**
   * What the pickup promise and the web's stock need of each active shop (decision 030): its hours,
   * special days around `now`, preparation time and safety buffer.
   */
  async function pickupTerms(now: Date): Promise<Map<number, PickupTerms>> {
    const special = await specialDaysOf(now);
    return new Map(
      (await shops()).map((s) => [
        s.id,
        {
          ranges: s.opening_hours,
          // Worked out once per shop and day (specialDaysOf), so every shop's costs nothing more.
          special: special(s.id),
          preparationMinutes: s.preparationMinutes,
          webSafetyBuffer: s.webSafetyBuffer,
        },
      ]),
    );
  }

  /** Active shops with "open now"; sorted by distance when a point is given, else by name. */
  async function list(now: Date, from?: { latitude: number; longitude: number }): Promise<Shop[]> {
    const special = await specialDaysOf(now);
    const all = await shops();
    // "Open now" changes by the minute at most: the unsorted list is shared within a minute.
    const minute = osloDateTime(now);
    if (!from && listMemo?.all === all && listMemo.special === special && listMemo.minute === minute)
      return [...listMemo.list];
    const list = all.map(({ preparationMinutes: _p, webSafetyBuffer: _b, ...s }) => ({
      ...s,
      open: isOpenAt(s.opening_hours, now, special(s.id)),
      distance: from
        ? Math.round(greatCircleMetres(from.longitude, from.latitude, s.coords.longitude, s.coords.latitude))
        : null,
    }));
    if (from) list.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
    else listMemo = { all, special, minute, list };
    return from ? list : [...list];
  }
  let listMemo: { all: unknown; special: unknown; minute: string; list: Shop[] } | null = null;

  return {
    cache,
    /** The back office's reads and writes (admin.ts). */
    admin: createShopAdmin(database),
    list,
    specialDaysOf,
    pickupTerms,

    /** Each active shop's safety buffer, where it is above zero (the catalogue's stock per shop). */
    async safetyBuffers(): Promise<Map<number, number>> {
      return new Map((await shops()).filter((s) => s.webSafetyBuffer > 0).map((s) => [s.id, s.webSafetyBuffer]));
    },

    postcodes,

    /** The active shop's name, address, map link and week's hours (receipt and reservation mails). */
    async pickupShop(id: number): Promise<PickupShop | undefined> {
      const s = (await shops()).find((x) => x.id === id);
      if (!s) return undefined;
      const { latitude: lat, longitude: lon } = s.coords;
      return {
        name: s.fullName || s.name,
        address: s.address,
        postNo: s.postNo,
        postPlace: s.postPlace,
        mapLink: s.mapLink ?? `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
        week: weekTable(s.opening_hours),
      };
    },

    /** The active shop whose name gives this slug (/butikker/{slug}), with its special days. */
    async bySlug(slug: string, now: Date): Promise<(Shop & { slug: string; specialDays: SpecialDay[] }) | undefined> {
      const found = (await list(now)).find((s) => slugify(s.name) === slug);
      return found ? { ...found, slug, specialDays: (await specialDaysOf(now))(found.id) } : undefined;
    },

    /** The active shops' names by id (the checkout's pickup shop, the back office's heading). */
    /** The active shops as a person picks one, by name and number (the back office's shop choices). */
    async choices(): Promise<{ id: number; no: string; name: string }[]> {
      return (await shops()).map((s) => ({ id: s.id, no: s.no, name: s.name }));
    },

    async activeShopNames(): Promise<Map<number, string>> {
      return new Map((await shops()).map((s) => [s.id, s.name]));
    },

    async postcode(code: string): Promise<Postcode | undefined> {
      return (await postcodes()).find((p) => p.PostalCode === code);
    },
  };
}
