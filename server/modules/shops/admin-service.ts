// The shops in the back office (issues 15 and 31): staff see and change their own shop's opening hours
// and special hours; an administrator every shop and everything of it, creates shops, closes and
// reopens them. Each change is written with its audit row in one transaction (modules/audit), and the
// shops cache and the storefront's cached pages are dropped once it has committed, so the storefront
// shows the change at once.
import type { AuditAction } from "../../../domain/audit-actions.ts";
import { boundToOneShop, can, type Staff } from "../../../domain/back-office-roles.ts";
import type { NewShopBody } from "../../../domain/schemas/shop-admin.ts";
import type { Database, Executor } from "../../db/client.ts";
import { Conflict, Forbidden, InvalidInput, NotFound } from "../../lib/errors.ts";
import { FORBIDDEN_MESSAGE } from "../../plugins/session.ts";
import type { AuditService } from "../audit/service.ts";
import type { AddressService } from "./addresses.ts";
import { SHOP_NOT_FOUND, type ShopDetails, type ShopHours, type ShopRecord } from "./admin.ts";
import { POSTCODE_NOT_FOUND, type ShopService } from "./service.ts";

export interface ShopAdminDeps {
  database: Database;
  shops: Pick<ShopService, "admin" | "cache" | "postcode">;
  addresses: Pick<AddressService, "locate" | "lookupEnabled">;
  audit: AuditService;
  /** Drops the storefront's cached pages and the catalogue's stock per shop (the catalogue's version keys both). */
  pages: { invalidate: () => Promise<unknown> };
  /** How many of the shop's reservations are still open (the reservations module counts them, in `ex`). */
  openReservations: (ex: Executor, shopId: number) => Promise<number>;
}

/** Where a shop's coordinates came from: the address register (the geocoder) or the postcode's centre. */
export type CoordinateSource = "address" | "postcode";

export const COORDINATES_FROM_ADDRESS = "Koordinatene er adressens punkt i Kartverkets adresseregister.";
export const COORDINATES_FROM_POSTCODE =
  "Fant ikke adressen i adresseregisteret, så koordinatene er midten av postnummeret. Sjekk dem, og flytt dem gjerne til butikkens inngang.";
export const COORDINATES_FROM_POSTCODE_NO_LOOKUP =
  "Adresseoppslag er ikke satt opp (GEOCODER_URL), så koordinatene er midten av postnummeret. Sjekk dem, og flytt dem gjerne til butikkens inngang.";

/** Said when a shop with open reservations is to be closed: they would have nowhere to be collected. */
export function closeRefused(open: number): string {
  const what = open === 1 ? "1 åpen reservasjon" : `${open} åpne reservasjoner`;
  return `Butikken har ${what} (venter på betaling, reservert, klar til henting eller pakket). Lever ut, kanseller eller vent til de er utløpt før butikken stenges.`;
}

export interface Located {
  latitude: number;
  longitude: number;
  source: CoordinateSource;
  /** The postcode's place, for the form to fill in when it is empty. */
  postPlace: string;
  /** What the operator is told about where the coordinates came from. */
  message: string;
}

export type ShopAdminService = ReturnType<typeof createShopAdminService>;

export function createShopAdminService(deps: ShopAdminDeps) {
  const { database, shops, addresses, audit } = deps;

  /** Staff see and change their own shop only; another shop is as if it did not exist. */
  function ownShop(staff: Staff, id: number): void {
    if (boundToOneShop(staff.role) && staff.staffShopId !== id) throw new NotFound(SHOP_NOT_FOUND);
  }

  function administrator(staff: Staff): void {
    if (!can(staff.role, "shops.edit")) throw new Forbidden(FORBIDDEN_MESSAGE);
  }

  const dropCaches = () => Promise.all([shops.cache.invalidate(), deps.pages.invalidate()]);

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
      dropCaches,
    );
  }

  /** Coordinates for an address: the register's point, else the postcode's centre; 422 for an unknown postcode. */
  async function locate(address: string, postNo: string): Promise<Located> {
    const found = await addresses.locate(address, postNo);
    const postcode = await shops.postcode(postNo);
    if (found) {
      return {
        latitude: found.latitude as number,
        longitude: found.longitude as number,
        source: "address",
        postPlace: postcode?.PostalPlace ?? found.city,
        message: COORDINATES_FROM_ADDRESS,
      };
    }
    if (!postcode) throw new InvalidInput(POSTCODE_NOT_FOUND, { postNo: [POSTCODE_NOT_FOUND] });
    return {
      latitude: postcode.CoordLat,
      longitude: postcode.CoordLong,
      source: "postcode",
      postPlace: postcode.PostalPlace,
      message: addresses.lookupEnabled ? COORDINATES_FROM_POSTCODE : COORDINATES_FROM_POSTCODE_NO_LOOKUP,
    };
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
    /** How many open reservations keep the shop from being closed (the shop's page says so beforehand). */
    openReservations: (id: number) => deps.openReservations(database.db, id),
    /** Coordinates for an address (administrators), and where they came from. */
    async locate(staff: Staff, address: string, postNo: string): Promise<Located> {
      administrator(staff);
      return locate(address, postNo);
    },
    /**
     * A new shop (administrators). Coordinates left out are looked up (`locate`); the answer says
     * where they came from ('manual' when they were given).
     */
    async create(
      staff: Staff,
      body: NewShopBody,
    ): Promise<{ shop: ShopRecord; coordinates: CoordinateSource | "manual" }> {
      administrator(staff);
      const given = body.latitude !== undefined && body.longitude !== undefined;
      const place = given ? null : await locate(body.address, body.postNo);
      const latitude = place?.latitude ?? (body.latitude as number);
      const longitude = place?.longitude ?? (body.longitude as number);
      const shop = await audit.change(
        staff,
        async (tx) => {
          const created = await shops.admin.create(tx, { ...body, latitude, longitude });
          return {
            result: created,
            audit: {
              action: "shop.create",
              entityType: "shop",
              entityId: created.id,
              before: {},
              after: { ...created } as Record<string, unknown>,
            },
          };
        },
        dropCaches,
      );
      return { shop, coordinates: place?.source ?? "manual" };
    },
    /** Opening hours and special hours: staff of the shop and administrators. */
    async updateHours(staff: Staff, id: number, hours: Partial<ShopHours>) {
      ownShop(staff, id);
      return changeShop(staff, id, "shop.hours", (tx) => shops.admin.updateHours(tx, id, hours));
    },
    /** Everything of a shop: administrators (the route's permission is 'shops.edit'). */
    async update(staff: Staff, id: number, details: Partial<ShopDetails> & Partial<ShopHours>) {
      administrator(staff);
      return changeShop(staff, id, "shop.update", (tx) => shops.admin.update(tx, id, details));
    },
    /**
     * Closes a shop (administrators): it leaves the shop finder, the checkout's pickup shops, the
     * delivery's stock and the stock per shop at once; its rows stay. Refused (409) while it has open
     * reservations, which would have nowhere to be collected or handled.
     */
    async close(staff: Staff, id: number) {
      administrator(staff);
      return changeShop(staff, id, "shop.close", async (tx) => {
        const open = await deps.openReservations(tx, id);
        if (open > 0) throw new Conflict(closeRefused(open));
        return shops.admin.setActive(tx, id, false);
      });
    },
    /** Opens a closed shop again (administrators). */
    async reopen(staff: Staff, id: number) {
      administrator(staff);
      return changeShop(staff, id, "shop.reopen", (tx) => shops.admin.setActive(tx, id, true));
    },
  };
}
