// The back office's side of a brand's content (issue 15, decision 050): its home grid and the drafts
// of it, its static page texts and its menu's categories. The tenants module owns `settings` and
// `brands`; writes take the caller's transaction (the audit row commits with them), and the caller
// drops the caches once it has committed.
import { and, asc, eq, like, sql } from "drizzle-orm";
import { HOME_SLOT_KEYS, type HomeSlotKey, type StoredSlot, storedGrid } from "../../../domain/home-slots.ts";
import type { Database, Executor } from "../../db/client.ts";
import { brands, settings } from "../../db/schema.ts";
import { NotFound } from "../../lib/errors.ts";
import { BRAND_NOT_FOUND } from "./admin.ts";

/** Drafts are settings rows of the brand under this prefix; the storefront's settings leave them out. */
export const DRAFT_PREFIX = "homeDraft:";
export const DRAFT_NOT_FOUND = "Utkastet finnes ikke";

export type StoredGrid = Partial<Record<HomeSlotKey, StoredSlot>>;

export interface HomeDraft {
  brandId: number;
  name: string;
  grid: StoredGrid;
  updatedAt: string;
  updatedBy: string;
}

/** The brand's own value of a setting, else the chain-wide one. */
async function settingOf(ex: Executor, brandId: number, key: string): Promise<unknown> {
  const found = await ex
    .select({ brandId: settings.brandId, value: settings.value })
    .from(settings)
    .where(and(eq(settings.key, key), sql`(${settings.brandId} = ${brandId} or ${settings.brandId} is null)`));
  return (found.find((r) => r.brandId === brandId) ?? found.find((r) => r.brandId === null))?.value;
}

/** Writes the brand's own value of a setting (the chain-wide row stays for the other brands). */
async function setBrandSetting(tx: Executor, brandId: number, key: string, value: unknown): Promise<void> {
  const updated = await tx
    .update(settings)
    .set({ value })
    .where(and(eq(settings.brandId, brandId), eq(settings.key, key)))
    .returning({ id: settings.id });
  if (updated.length === 0) await tx.insert(settings).values({ brandId, key, value });
}

function draftOf(row: { brandId: number | null; key: string; value: unknown }): HomeDraft {
  const value = (row.value ?? {}) as { grid?: unknown; updatedAt?: string; updatedBy?: string };
  return {
    brandId: row.brandId ?? 0,
    name: row.key.slice(DRAFT_PREFIX.length),
    grid: storedGrid(value.grid),
    updatedAt: value.updatedAt ?? "",
    updatedBy: value.updatedBy ?? "",
  };
}

export function createContentAdmin(database: Database) {
  async function brandExists(ex: Executor, id: number): Promise<void> {
    const [found] = await ex.select({ id: brands.id }).from(brands).where(eq(brands.id, id));
    if (!found) throw new NotFound(BRAND_NOT_FOUND);
  }

  async function findDraft(ex: Executor, name: string): Promise<HomeDraft | null> {
    const [row] = await ex
      .select({ brandId: settings.brandId, key: settings.key, value: settings.value })
      .from(settings)
      .where(eq(settings.key, `${DRAFT_PREFIX}${name}`))
      .orderBy(asc(settings.id))
      .limit(1);
    return row ? draftOf(row) : null;
  }

  return {
    brandExists,

    /** The grid the brand's home shows now: its own, else the chain's. */
    async liveGrid(ex: Executor, brandId: number): Promise<StoredGrid> {
      await brandExists(ex, brandId);
      return storedGrid(await settingOf(ex, brandId, "homeGrid"));
    },

    async drafts(brandId: number): Promise<HomeDraft[]> {
      const found = await database.db
        .select({ brandId: settings.brandId, key: settings.key, value: settings.value })
        .from(settings)
        .where(and(eq(settings.brandId, brandId), like(settings.key, `${DRAFT_PREFIX}%`)))
        .orderBy(asc(settings.key));
      return found.map(draftOf);
    },

    /** A draft by its name, whichever brand it is for (names are unique across brands: the preview's address). */
    findDraft,

    async saveDraft(tx: Executor, draft: HomeDraft): Promise<void> {
      const value = { grid: draft.grid, updatedAt: draft.updatedAt, updatedBy: draft.updatedBy };
      await setBrandSetting(tx, draft.brandId, `${DRAFT_PREFIX}${draft.name}`, value);
    },

    async deleteDraft(tx: Executor, draft: HomeDraft): Promise<void> {
      await tx
        .delete(settings)
        .where(and(eq(settings.brandId, draft.brandId), eq(settings.key, `${DRAFT_PREFIX}${draft.name}`)));
    },

    /** Makes the grid the brand's own home grid, every slot (an empty slot shows nothing). */
    async publishGrid(tx: Executor, brandId: number, grid: StoredGrid): Promise<void> {
      const complete = Object.fromEntries(HOME_SLOT_KEYS.flatMap((k) => (grid[k] ? [[k, grid[k]]] : [])));
      await setBrandSetting(tx, brandId, "homeGrid", complete);
    },

    async pages(ex: Executor, brandId: number): Promise<Record<string, string>> {
      const [found] = await ex.select({ pages: brands.pages }).from(brands).where(eq(brands.id, brandId));
      if (!found) throw new NotFound(BRAND_NOT_FOUND);
      return found.pages;
    },

    async setPage(tx: Executor, brandId: number, key: string, text: string): Promise<void> {
      // One key of the JSON object, so a page saved at the same time by someone else is kept.
      await tx
        .update(brands)
        .set({ pages: sql`${brands.pages} || jsonb_build_object(${key}::text, ${text}::text)` })
        .where(eq(brands.id, brandId));
    },

    /** The main groups the brand's main menu shows, in order (the brand's own list, else the chain's). */
    async menuCategories(ex: Executor, brandId: number): Promise<number[]> {
      const value = await settingOf(ex, brandId, "menuCategories");
      return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
    },

    async setMenuCategories(tx: Executor, brandId: number, ids: number[]): Promise<void> {
      await setBrandSetting(tx, brandId, "menuCategories", ids);
    },
  };
}
