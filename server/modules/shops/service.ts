import type { Database } from "../../db/client.ts";
import { VersionedCache } from "../../lib/versioned-cache.ts";
import { greatCircleMetres } from "./geo.ts";
import { isOpenAt, type OpeningRange, parseOpeningHours } from "./opening-hours.ts";

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
      const { rows } = await database.query<{
        id: number;
        no: string;
        name: string;
        full_name: string;
        org_no: string;
        description: string;
        address: string;
        post_no: string;
        post_place: string;
        email: string;
        phone: string;
        messenger_id: string | null;
        chain_id: number;
        latitude: number;
        longitude: number;
        opening_hours: string;
        map_link: string | null;
      }>("select * from shops where active order by name, id");
      return rows.map((s) => ({
        id: s.id,
        no: s.no,
        name: s.name,
        fullName: s.full_name,
        orgNo: s.org_no,
        description: s.description,
        opening_hours: parseOpeningHours(s.opening_hours),
        mapLink: s.map_link,
        postNo: s.post_no,
        postPlace: s.post_place,
        address: s.address,
        email: s.email,
        phone: s.phone,
        messengerId: s.messenger_id,
        chain: s.chain_id,
        coords: { latitude: s.latitude, longitude: s.longitude },
      }));
    });

  const postcodes = () =>
    cache.get("postcodes", async () => {
      const { rows } = await database.query<{
        code: string;
        place: string;
        municipality: string;
        county: string;
        latitude: number;
        longitude: number;
      }>("select code, place, municipality, county, latitude, longitude from postcodes where active order by code");
      return rows.map(
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

  return {
    cache,

    /** Active shops with "open now"; sorted by distance when a point is given, else by name. */
    async list(now: Date, from?: { latitude: number; longitude: number }): Promise<Shop[]> {
      const list = (await shops()).map((s) => ({
        ...s,
        open: isOpenAt(s.opening_hours, now),
        distance: from
          ? Math.round(greatCircleMetres(from.longitude, from.latitude, s.coords.longitude, s.coords.latitude))
          : null,
      }));
      if (from) list.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
      return list;
    },

    postcodes,

    /** The active shops' names by id (the checkout's pickup shop, the back office's heading). */
    async activeShopNames(): Promise<Map<number, string>> {
      return new Map((await shops()).map((s) => [s.id, s.name]));
    },

    async postcode(code: string): Promise<Postcode | undefined> {
      return (await postcodes()).find((p) => p.PostalCode === code);
    },
  };
}
