// The articles in the back office (issue 15, decisions 045 and 047): find them, change their fields,
// variants and pictures, and adjust their stock in a shop. Each change is written with its audit row
// in one transaction (modules/audit), and the catalogue cache is dropped once it has committed, so the
// storefront shows the change at once.
import type { AuditAction } from "../../../domain/audit-actions.ts";
import { boundToOneShop, OTHER_SHOP, ownShopScope, type Staff } from "../../../domain/back-office-roles.ts";
import { LOW_STOCK_MAX } from "../../../domain/low-stock.ts";
import type { StockReason } from "../../../domain/stock-reasons.ts";
import type { Database, Executor } from "../../db/client.ts";
import { Forbidden, InvalidInput, NotFound } from "../../lib/errors.ts";
import type { AuditChange, AuditService } from "../audit/service.ts";
import type { ImageStore } from "../media/image-store.ts";
import { SHOP_NOT_FOUND } from "../shops/admin.ts";
import {
  type ArticleChanges,
  adjustStock,
  articleChoices,
  articleFieldChoices,
  findArticle,
  lowStockCount,
  searchArticles,
  stockOfArticle,
  updateArticle,
} from "./admin.ts";
import { UNKNOWN_IMAGE } from "./article-admin-schemas.ts";
import { type ArticlePhoto, addPhoto, photosOf, removePhoto, reorderPhotos } from "./article-images.ts";
import { addVariant, setVariantVisible, variantChoices, variantLabels, variantsOf } from "./variant-admin.ts";

export interface ArticleAdminDeps {
  database: Database;
  /** The catalogue's cache, dropped after an article or its stock changes. */
  catalog: { cache: { invalidate: () => Promise<void> } };
  audit: AuditService;
  /** Uploaded images (the media module): an article's image must be one of them. */
  images: Pick<ImageStore, "find">;
}

/** A shop the low-stock view counts in, as asked: one shop's id, every shop ("all"), or none chosen. */
type ShopAsked = number | "all" | undefined;

export type ArticleAdminService = ReturnType<typeof createArticleAdminService>;

export function createArticleAdminService({ database, catalog, audit, images }: ArticleAdminDeps) {
  /** Low stock is counted in one shop; an administrator's "all" (or nothing chosen) counts every shop. */
  function lowShop(staff: Staff, asked: ShopAsked): number | null {
    const shop = ownShopScope(staff, asked);
    if (shop === null) throw new Forbidden(OTHER_SHOP);
    return shop ?? null;
  }

  /** Staff adjust their own shop's stock only; another shop is as if it did not exist. */
  function ownShop(staff: Staff, id: number): void {
    if (boundToOneShop(staff.role) && staff.staffShopId !== id) throw new NotFound(SHOP_NOT_FOUND);
  }

  /** One change of the article and its audit row in one transaction; the storefront sees it at once. */
  function change<T>(staff: Staff, write: (tx: Executor) => Promise<{ result: T; audit: AuditChange }>): Promise<T> {
    return audit.change(staff, write, () => catalog.cache.invalidate());
  }

  /** A change of an article's pictures, audited as the list of pictures before and after. */
  function changePhotos(
    staff: Staff,
    id: number,
    action: AuditAction,
    write: (tx: Executor) => Promise<{ before: ArticlePhoto[]; after: ArticlePhoto[] }>,
  ): Promise<ArticlePhoto[]> {
    const keys = (photos: ArticlePhoto[]) => photos.map((p) => `${p.key} (${p.alt})`);
    return change(staff, async (tx) => {
      const done = await write(tx);
      return {
        result: done.after,
        audit: {
          action,
          entityType: "article",
          entityId: id,
          before: { photos: keys(done.before) },
          after: { photos: keys(done.after) },
        },
      };
    });
  }

  return {
    /** The article search; with `low`, only articles running low in the shop worked in (issue 29). */
    search: (q: string, page: number, low?: { staff: Staff; shop: ShopAsked }) =>
      searchArticles(
        database.db,
        q,
        page,
        low ? { shopId: lowShop(low.staff, low.shop), max: LOW_STOCK_MAX } : undefined,
      ),
    /** How many variants run low in the shop worked in (the dashboard). */
    lowStockCount: (staff: Staff, shop: ShopAsked) => lowStockCount(database.db, lowShop(staff, shop), LOW_STOCK_MAX),
    /** An article with its stock: staff see their own shop's only. */
    async one(staff: Staff, id: number) {
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
    /** What the article page's selects offer: product lines, groups, colours and sizes. */
    async choices() {
      const [article, variant] = await Promise.all([articleFieldChoices(database.db), variantChoices(database.db)]);
      return { ...article, ...variant };
    },
    /** The articles shown online, by name: what a home grid slot may point at (decision 050). */
    shownArticles: () => articleChoices(database.db),
    /** Variants by id with their article and label, for the audit log's stock rows. */
    variantLabels: (ids: readonly number[]) => variantLabels(database.db, ids),
    update: (staff: Staff, id: number, changes: ArticleChanges) =>
      change(staff, async (tx) => {
        const done = await updateArticle(tx, id, changes);
        return {
          result: done.after,
          audit: { action: "article.update", entityType: "article", entityId: id, ...flat(done) },
        };
      }),
    addVariant: (staff: Staff, id: number, input: { colorId: number; sizeId: number; ean: string }) =>
      change(staff, async (tx) => {
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
      }),
    /** Hides a variant on the web (not for sale online) or shows it again. */
    setVariantVisible: (staff: Staff, id: number, variantId: number, visible: boolean) =>
      change(staff, async (tx) => {
        const done = await setVariantVisible(tx, id, variantId, visible);
        return {
          result: done.after,
          audit: {
            action: "variant.visibility",
            entityType: "article",
            entityId: id,
            before: { variant: done.before.ean, visibleWeb: done.before.visibleWeb },
            after: { variant: done.after.ean, visibleWeb: done.after.visibleWeb },
          },
        };
      }),
    /** Puts an uploaded picture on the article, last (decision 047). */
    async addPhoto(staff: Staff, id: number, input: { key: string; alt: string; colorId: number | null }) {
      const stored = await images.find(input.key);
      if (!stored) throw new InvalidInput(UNKNOWN_IMAGE, { key: [UNKNOWN_IMAGE] });
      return changePhotos(staff, id, "article.photo.add", (tx) =>
        addPhoto(tx, id, { ...input, width: stored.width, height: stored.height }),
      );
    },
    reorderPhotos: (staff: Staff, id: number, ids: readonly number[]) =>
      changePhotos(staff, id, "article.photo.order", (tx) => reorderPhotos(tx, id, ids)),
    removePhoto: (staff: Staff, id: number, photoId: number) =>
      changePhotos(staff, id, "article.photo.remove", (tx) => removePhoto(tx, id, photoId)),
    /** Staff adjust their own shop's stock only; another shop is as if it did not exist. */
    async adjustStock(staff: Staff, input: { variantId: number; shopId: number; delta: number; reason: StockReason }) {
      ownShop(staff, input.shopId);
      const qty = await change(staff, async (tx) => {
        const done = await adjustStock(tx, input.variantId, input.shopId, input.delta);
        return {
          result: done.after,
          audit: {
            action: "stock.adjust",
            entityType: "stock",
            entityId: `${input.variantId}:${input.shopId}`,
            before: { qty: done.before },
            after: { qty: done.after, delta: input.delta, reason: input.reason },
          },
        };
      });
      return { variantId: input.variantId, shopId: input.shopId, qty };
    },
  };
}

/** A record's top-level fields before and after, as the audit log compares them (nested values as JSON). */
const flat = (done: { before: object; after: object }) => ({
  before: { ...done.before } as Record<string, unknown>,
  after: { ...done.after } as Record<string, unknown>,
});
