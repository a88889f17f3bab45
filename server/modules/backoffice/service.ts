// The back office: a shop's reservations by status, the shops and brands, and the audit log. It owns
// no table: each change goes to its owner's service inside one transaction with its audit row
// (modules/audit), and the owner's cache is dropped once that transaction has committed.

import {
  type AuditAction,
  auditActionName,
  auditDetails,
  auditLink,
  auditSentence,
} from "../../../domain/audit-actions.ts";
import { boundToOneShop, can, type Role } from "../../../domain/back-office-roles.ts";
import { LOW_STOCK_MAX } from "../../../domain/low-stock.ts";
import { historyText, staffIdsOf } from "../../../domain/reservation-history.ts";
import type { StockReason } from "../../../domain/stock-reasons.ts";
import type { Database, Executor } from "../../db/client.ts";
import { Forbidden, InvalidInput, NotFound } from "../../lib/errors.ts";
import { FORBIDDEN_MESSAGE } from "../../plugins/session.ts";
import type { AuditEntry, AuditFilter, AuditService } from "../audit/service.ts";
import {
  type ArticleChanges,
  adjustStock,
  articleFieldChoices,
  findArticle,
  lowStockCount,
  searchArticles,
  stockOfArticle,
  updateArticle,
} from "../catalog/admin.ts";
import { type ArticlePhoto, addPhoto, photosOf, removePhoto, reorderPhotos } from "../catalog/article-images.ts";
import { addVariant, setVariantVisible, variantChoices, variantsOf } from "../catalog/variant-admin.ts";
import type { ImageStore } from "../media/image-store.ts";
import { RESERVATION_NOT_FOUND } from "../reservations/messages.ts";
import type { TakenLine } from "../reservations/partial-handover.ts";
import type { ReservationService } from "../reservations/service.ts";
import { STATUS } from "../reservations/status.ts";
import type { ReservationView } from "../reservations/views.ts";
import { SHOP_NOT_FOUND, type ShopDetails, type ShopHours, type ShopRecord } from "../shops/admin.ts";
import type { ShopService } from "../shops/service.ts";
import type { BrandChanges } from "../tenants/admin.ts";
import type { TenantService } from "../tenants/service.ts";
import type { AuditNames } from "./audit-names.ts";
import { UNKNOWN_IMAGE } from "./schemas.ts";

export const OTHER_SHOP = "Reservasjonen tilhører en annen butikk";

/** Who acts: staff work in one shop; an admin may look at any shop. */
export interface Staff {
  id: number;
  name: string;
  role: Role;
  staffShopId: number | null;
}

export interface BackofficeDeps {
  database: Database;
  reservations: ReservationService;
  shops: Pick<ShopService, "activeShopNames" | "admin" | "cache">;
  tenants: Pick<TenantService, "admin" | "cache">;
  /** The catalogue's cache, dropped after an article or its stock changes. */
  catalog: { cache: { invalidate: () => Promise<void> } };
  audit: AuditService;
  /** Uploaded images (the media module): an article's image must be one of them. */
  images: Pick<ImageStore, "find">;
  staffNames?: StaffNames;
  /** The names of what the audit log's rows are about (audit-names.ts). */
  auditNames: (entries: readonly AuditEntry[]) => Promise<AuditNames>;
}

/** The person behind a session, as the back office sees them. */
export function staffFrom(c: {
  id: number;
  firstName: string;
  lastName: string;
  role: Role;
  staffShopId: number | null;
}): Staff {
  return { id: c.id, name: `${c.firstName} ${c.lastName}`.trim(), role: c.role, staffShopId: c.staffShopId };
}

export type BackofficeService = ReturnType<typeof createBackofficeService>;

/** Staff's first names for the history (the customers module owns the accounts). */
export type StaffNames = (ids: number[]) => Promise<Map<number, string>>;

export function createBackofficeService({
  database,
  reservations,
  shops,
  tenants,
  catalog,
  audit,
  images,
  staffNames = async () => new Map(),
  auditNames,
}: BackofficeDeps) {
  /** The shop a request is about: staff always their own; an admin the one asked for (default 55). */
  function shopFor(staff: Staff, asked: number | undefined): number {
    if (boundToOneShop(staff.role)) {
      if (!staff.staffShopId) throw new Forbidden(OTHER_SHOP);
      return staff.staffShopId;
    }
    return asked ?? 55;
  }

  /** Low stock is counted in one shop; an administrator's "all" (or nothing chosen) counts every shop. */
  const lowShop = (staff: Staff, asked: number | "all" | undefined): number | null =>
    boundToOneShop(staff.role) ? shopFor(staff, undefined) : typeof asked === "number" ? asked : null;

  /** Only an administrator may ask for every shop at once. */
  const everyShop = (staff: Staff, asked: number | "all" | undefined) => asked === "all" && !boundToOneShop(staff.role);

  async function owned(staff: Staff, id: number): Promise<ReservationView> {
    const view = await reservations.view(id);
    if (boundToOneShop(staff.role) && view.shopID !== staff.staffShopId) throw new NotFound(RESERVATION_NOT_FOUND);
    return view;
  }

  /** The audit row of a status change, written in the change's own transaction. */
  const statusAudit = (staff: Staff, view: ReservationView, action: AuditAction, to: number) => (tx: Executor) =>
    audit.record(tx, staff, {
      action,
      entityType: "reservation",
      entityId: view.id,
      before: { statusID: view.statusID },
      after: { statusID: to },
    });

  /** Staff see and change their own shop only; another shop is as if it did not exist. */
  function ownShop(staff: Staff, id: number): void {
    if (boundToOneShop(staff.role) && staff.staffShopId !== id) throw new NotFound(SHOP_NOT_FOUND);
  }

  return {
    shopFor,
    /** One shop's reservations in a status; an administrator may ask for every shop's ("all"). */
    async list(staff: Staff, shopId: number | "all" | undefined, statusId: number) {
      const shop = everyShop(staff, shopId) ? null : shopFor(staff, shopId as number | undefined);
      const [found, names] = await Promise.all([reservations.listForShop(shop, statusId), shops.activeShopNames()]);
      return {
        shop: shop === null ? null : { id: shop, name: names.get(shop) ?? "" },
        counts: found.counts,
        data: found.data.map((r) => ({ ...r, shopName: names.get(r.shopID) ?? "" })),
      };
    },
    /** The dashboard's reservations (issue 29): counts by status, ready ones by deadline, due within a day. */
    async counterDay(staff: Staff, shopId: number | "all" | undefined) {
      const shop = everyShop(staff, shopId) ? null : shopFor(staff, shopId as number | undefined);
      const [day, names] = await Promise.all([reservations.counterDay(shop, 24), shops.activeShopNames()]);
      return {
        shop: shop === null ? null : { id: shop, name: names.get(shop) ?? "" },
        ...day,
        ready: day.ready.map((r) => ({ ...r, shopName: names.get(r.shopID) ?? "" })),
      };
    },
    async pickList(staff: Staff, shopId: number | undefined) {
      const shop = shopFor(staff, shopId);
      const [data, names] = await Promise.all([reservations.pickList(shop), shops.activeShopNames()]);
      return { shop: { id: shop, name: names.get(shop) ?? "" }, data };
    },
    /** The status changes, oldest first, each also in words (who by name, the status in Norwegian). */
    async history(staff: Staff, id: number) {
      await owned(staff, id);
      const entries = await reservations.history(id);
      const names = await staffNames(staffIdsOf(entries.map((e) => e.actor)));
      return entries.map((e) => ({ ...e, text: historyText(e, names) }));
    },
    one: owned,
    async returnable(staff: Staff, id: number) {
      await owned(staff, id);
      return reservations.returnable(id);
    },
    async markReady(staff: Staff, id: number) {
      const view = await owned(staff, id);
      return reservations.markReady(
        id,
        `staff:${staff.id}`,
        statusAudit(staff, view, "reservation.ready", STATUS.readyForPickup),
      );
    },
    async collect(staff: Staff, id: number) {
      const view = await owned(staff, id);
      return reservations.collect(
        id,
        `staff:${staff.id}`,
        statusAudit(staff, view, "reservation.collect", STATUS.collected),
      );
    },
    async collectPart(staff: Staff, id: number, taken: readonly TakenLine[]) {
      const view = await owned(staff, id);
      return reservations.collectPart(id, `staff:${staff.id}`, taken, (tx) =>
        audit.record(tx, staff, {
          action: "reservation.collect-part",
          entityType: "reservation",
          entityId: view.id,
          before: { statusID: view.statusID, goods: described(view, view.articles) },
          after: { statusID: STATUS.collected, goods: described(view, taken) },
        }),
      );
    },
    async pack(staff: Staff, id: number) {
      const view = await owned(staff, id);
      return reservations.pack(id, `staff:${staff.id}`, statusAudit(staff, view, "reservation.pack", STATUS.packed));
    },
    async ship(staff: Staff, id: number, trackingUrl: string) {
      const view = await owned(staff, id);
      return reservations.ship(id, `staff:${staff.id}`, trackingUrl, (tx) =>
        audit.record(tx, staff, {
          action: "reservation.ship",
          entityType: "reservation",
          entityId: view.id,
          before: { statusID: view.statusID, trackingUrl: view.trackingUrl },
          after: { statusID: STATUS.shipped, trackingUrl },
        }),
      );
    },
    async registerReturn(staff: Staff, id: number, returned: readonly TakenLine[]) {
      const view = await owned(staff, id);
      // A return keeps the status; the audit row tells what came back (the history has the refund).
      return reservations.registerReturn(id, `staff:${staff.id}`, returned, (tx) =>
        audit.record(tx, staff, {
          action: "reservation.return",
          entityType: "reservation",
          entityId: view.id,
          before: { returned: null },
          after: { returned: described(view, returned) },
        }),
      );
    },
    async cancel(staff: Staff, id: number) {
      const view = await owned(staff, id);
      return reservations.cancel(
        id,
        `staff:${staff.id}`,
        null,
        statusAudit(staff, view, "reservation.cancel", STATUS.cancelled),
      );
    },

    /** The shops a person may see: staff their own, administrators all. */
    async shops(staff: Staff) {
      const all = await shops.admin.list();
      return boundToOneShop(staff.role) ? all.filter((s) => s.id === staff.staffShopId) : all;
    },
    async shop(staff: Staff, id: number) {
      ownShop(staff, id);
      return shops.admin.find(database.db, id);
    },
    /** Opening hours and special hours: staff of the shop and administrators. */
    async updateShopHours(staff: Staff, id: number, hours: Partial<ShopHours>) {
      ownShop(staff, id);
      return changeShop(staff, id, "shop.hours", (tx) => shops.admin.updateHours(tx, id, hours));
    },
    /** Everything of a shop: administrators (the route's permission is 'shops.edit'). */
    async updateShop(staff: Staff, id: number, details: Partial<ShopDetails> & Partial<ShopHours>) {
      if (!can(staff.role, "shops.edit")) throw new Forbidden(FORBIDDEN_MESSAGE);
      return changeShop(staff, id, "shop.update", (tx) => shops.admin.update(tx, id, details));
    },

    brands: () => tenants.admin.list(),
    brand: (id: number) => tenants.admin.find(database.db, id),
    updateBrand: (staff: Staff, id: number, changes: BrandChanges) =>
      audit.change(
        staff,
        async (tx) => {
          const change = await tenants.admin.update(tx, id, changes);
          return {
            result: change.after,
            audit: { action: "brand.update", entityType: "brand", entityId: id, ...flatChange(change) },
          };
        },
        () => tenants.cache.invalidate(),
      ),

    /**
     * The log a page at a time, each row as a Norwegian sentence about the thing by its name, with
     * the changed fields in words and a link to the thing (decision 066).
     */
    async audit(filter: AuditFilter) {
      const log = await audit.list(filter);
      const { names, articleOfStock } = await auditNames(log.data);
      return {
        ...log,
        data: log.data.map((e) => {
          const row = { ...e, entityName: names.get(`${e.entityType}:${e.entityId}`) ?? null };
          return {
            ...row,
            actionName: auditActionName(e.action),
            sentence: auditSentence(row, names),
            details: auditDetails(row, names),
            link: auditLink(e, articleOfStock.get(e.entityId)),
          };
        }),
      };
    },
    auditActors: audit.actors,

    /** The article search; with `low`, only articles running low in the shop worked in (issue 29). */
    articles: (q: string, page: number, low?: { staff: Staff; shop: number | "all" | undefined }) =>
      searchArticles(
        database.db,
        q,
        page,
        low ? { shopId: lowShop(low.staff, low.shop), max: LOW_STOCK_MAX } : undefined,
      ),
    /** How many variants run low in the shop worked in (the dashboard). */
    lowStockCount: (staff: Staff, shop: number | "all" | undefined) =>
      lowStockCount(database.db, lowShop(staff, shop), LOW_STOCK_MAX),
    /** An article with its stock: staff see their own shop's only. */
    async article(staff: Staff, id: number) {
      const article = await findArticle(database.db, id);
      const [stock, photos, variants] = await Promise.all([
        stockOfArticle(database.db, id),
        photosOf(database.db, id),
        variantsOf(database.db, id),
      ]);
      return {
        ...article,
        photos,
        variants,
        stock: boundToOneShop(staff.role) ? stock.filter((s) => s.shopId === staff.staffShopId) : stock,
      };
    },
    updateArticle: (staff: Staff, id: number, changes: ArticleChanges) =>
      audit.change(
        staff,
        async (tx) => {
          const change = await updateArticle(tx, id, changes);
          return {
            result: change.after,
            audit: { action: "article.update", entityType: "article", entityId: id, ...flatChange(change) },
          };
        },
        () => catalog.cache.invalidate(),
      ),
    /** What the article page's selects offer: product lines, groups, colours and sizes. */
    async articleChoices() {
      const [article, variant] = await Promise.all([articleFieldChoices(database.db), variantChoices(database.db)]);
      return { ...article, ...variant };
    },
    addVariant: (staff: Staff, id: number, input: { colorId: number; sizeId: number; ean: string }) =>
      audit.change(
        staff,
        async (tx) => {
          const added = await addVariant(tx, id, input);
          return {
            result: added,
            audit: {
              action: "variant.add",
              entityType: "article",
              entityId: id,
              before: {},
              after: { variant: `${added.color}, ${added.size} (${added.ean})` },
            },
          };
        },
        () => catalog.cache.invalidate(),
      ),
    /** Hides a variant on the web (not for sale online) or shows it again. */
    setVariantVisible: (staff: Staff, id: number, variantId: number, visible: boolean) =>
      audit.change(
        staff,
        async (tx) => {
          const change = await setVariantVisible(tx, id, variantId, visible);
          return {
            result: change.after,
            audit: {
              action: "variant.visibility",
              entityType: "article",
              entityId: id,
              before: { variant: change.before.ean, visibleWeb: change.before.visibleWeb },
              after: { variant: change.after.ean, visibleWeb: change.after.visibleWeb },
            },
          };
        },
        () => catalog.cache.invalidate(),
      ),
    /** Puts an uploaded picture on the article, last (decision 047). */
    async addArticlePhoto(staff: Staff, id: number, input: { key: string; alt: string; colorId: number | null }) {
      const stored = await images.find(input.key);
      if (!stored) throw new InvalidInput(UNKNOWN_IMAGE, { key: [UNKNOWN_IMAGE] });
      return changePhotos(staff, id, "article.photo.add", (tx) =>
        addPhoto(tx, id, { ...input, width: stored.width, height: stored.height }),
      );
    },
    reorderArticlePhotos: (staff: Staff, id: number, ids: readonly number[]) =>
      changePhotos(staff, id, "article.photo.order", (tx) => reorderPhotos(tx, id, ids)),
    removeArticlePhoto: (staff: Staff, id: number, photoId: number) =>
      changePhotos(staff, id, "article.photo.remove", (tx) => removePhoto(tx, id, photoId)),
    /** Staff adjust their own shop's stock only; another shop is as if it did not exist. */
    async adjustStock(staff: Staff, input: { variantId: number; shopId: number; delta: number; reason: StockReason }) {
      ownShop(staff, input.shopId);
      const qty = await audit.change(
        staff,
        async (tx) => {
          const change = await adjustStock(tx, input.variantId, input.shopId, input.delta);
          return {
            result: change.after,
            audit: {
              action: "stock.adjust",
              entityType: "stock",
              entityId: `${input.variantId}:${input.shopId}`,
              before: { qty: change.before },
              after: { qty: change.after, delta: input.delta, reason: input.reason },
            },
          };
        },
        () => catalog.cache.invalidate(),
      );
      return { variantId: input.variantId, shopId: input.shopId, qty };
    },
  };

  /** A change of an article's pictures and its audit row in one transaction; the storefront sees it at once. */
  function changePhotos(
    staff: Staff,
    id: number,
    action: AuditAction,
    write: (tx: Executor) => Promise<{ before: ArticlePhoto[]; after: ArticlePhoto[] }>,
  ): Promise<ArticlePhoto[]> {
    const keys = (photos: ArticlePhoto[]) => photos.map((p) => `${p.key} (${p.alt})`);
    return audit.change(
      staff,
      async (tx) => {
        const change = await write(tx);
        return {
          result: change.after,
          audit: {
            action,
            entityType: "article",
            entityId: id,
            before: { photos: keys(change.before) },
            after: { photos: keys(change.after) },
          },
        };
      },
      () => catalog.cache.invalidate(),
    );
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
        return { result: change.after, audit: { action, entityType: "shop", entityId: id, ...flatChange(change) } };
      },
      () => shops.cache.invalidate(),
    );
  }
}

/** Lines as the audit log shows them: '2 × Fjelljakke (7090…)', named from the reservation. */
function described(view: ReservationView, lines: readonly { EanNo: string; count?: number; Count?: number }[]): string {
  return lines
    .filter((l) => (l.count ?? l.Count ?? 0) > 0)
    .map((l) => {
      const name = view.articles.find((a) => a.EanNo === l.EanNo)?.name ?? "";
      return `${l.count ?? l.Count ?? 0} × ${name} (${l.EanNo})`;
    })
    .join(", ");
}

/** A record's top-level fields before and after, as the audit log compares them (nested values as JSON). */
const flatChange = (change: { before: object; after: object }) => ({
  before: { ...change.before } as Record<string, unknown>,
  after: { ...change.after } as Record<string, unknown>,
});
