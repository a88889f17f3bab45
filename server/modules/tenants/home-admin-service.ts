// The home page's grid in the back office (issue 15, decision 050): a change is saved in a named
// draft of the brand's grid, seen at /preview/<name>, then published or discarded. The tenants
// module owns the settings the grid and drafts live in; publishing and discarding are audited in
// their own transaction, and publishing drops the caches so the storefront's home shows it at once.

import type { Staff } from "../../../domain/back-office-roles.ts";
import {
  HOME_SLOT_KEYS,
  HOME_SLOT_LABELS,
  type HomeSlotInput,
  type HomeSlotKey,
  hasStaleText,
  isLocalPath,
  keepsWords,
  STALE_SLOTS_MESSAGE,
  type StoredSlot,
  slotTarget,
  type TextTarget,
} from "../../../domain/home-slots.ts";
import type { Database } from "../../db/client.ts";
import { Conflict, InvalidInput, NotFound } from "../../lib/errors.ts";
import type { AuditService } from "../audit/service.ts";
import type { CatalogService } from "../catalog/service.ts";
import { DRAFT_NOT_FOUND, type HomeDraft, type StoredGrid } from "./content-admin.ts";
import type { TenantService } from "./service.ts";

export const CATEGORY_UNKNOWN = "Kategorien finnes ikke";
export const ARTICLE_UNKNOWN = "Varen finnes ikke eller vises ikke på nett";
export const CAMPAIGN_UNKNOWN = "Kampanjen finnes ikke eller er ikke i gang";
export const draftNameTaken = (name: string) => `Navnet «${name}» brukes allerede av et utkast for et annet merke`;

export interface ContentAdminDeps {
  database: Database;
  tenants: Pick<TenantService, "content" | "cache" | "admin">;
  catalog: Pick<CatalogService, "categories" | "campaigns" | "articleVisibility" | "articleNames" | "cache">;
  audit: AuditService;
  /** The articles shown online, by name: what a slot may point at (the catalogue's article admin). */
  shownArticles: () => Promise<{ id: number; name: string }[]>;
}

const invalid = (field: string, message: string) => new InvalidInput(message, { [field]: [message] });

/** The grid as the audit log compares it: one field per slot, an empty slot as null. */
const auditedGrid = (grid: StoredGrid) => Object.fromEntries(HOME_SLOT_KEYS.map((k) => [k, grid[k] ?? null]));

export const slotList = (grid: StoredGrid) =>
  HOME_SLOT_KEYS.map((key) => ({
    key,
    label: HOME_SLOT_LABELS[key],
    slot: grid[key] ?? null,
    stale: hasStaleText(grid[key]),
  }));

/** The keys of the grid's slots whose words were written for another target (decision 066). */
export const staleSlots = (grid: StoredGrid): HomeSlotKey[] => HOME_SLOT_KEYS.filter((k) => hasStaleText(grid[k]));

/** A title or text as long as the slot's fields take (the form's schema says 80 and 300). */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export type HomeAdminService = ReturnType<typeof createHomeAdminService>;

export function createHomeAdminService({ database, tenants, catalog, audit, shownArticles }: ContentAdminDeps) {
  const content = tenants.content;

  /**
   * A slot as stored, its address following from what it points at, with the name of what it points
   * at; 422 when that does not exist.
   */
  async function resolve(input: HomeSlotInput): Promise<{ slot: StoredSlot; name: string }> {
    const extra = {
      title: input.title,
      ...(input.text ? { text: input.text } : {}),
      ...(input.image ? { image: input.image } : {}),
    };
    switch (input.type) {
      case "category": {
        const [level, idText] = input.ref.split(":") as ["main" | "sub", string];
        const id = Number(idText);
        for (const main of await catalog.categories()) {
          if (level === "main" && main.id === id)
            return { slot: { type: "category", level, id, ...extra, link: `/${main.slug}` }, name: main.name };
          const sub = level === "sub" ? main.subcategories.find((s) => s.ArticleGroup2ID === id) : undefined;
          if (sub)
            return {
              slot: { type: "category", level, id, ...extra, link: `/${main.slug}/${sub.slug}` },
              name: sub.Name,
            };
        }
        throw invalid("ref", CATEGORY_UNKNOWN);
      }
      case "article": {
        if (!(await catalog.articleVisibility(input.id)).visible) throw invalid("id", ARTICLE_UNKNOWN);
        const [named] = await catalog.articleNames([input.id]);
        const slot: StoredSlot = { type: "article", id: input.id, ...extra, link: `/product/${input.id}` };
        return { slot, name: named?.name ?? input.title };
      }
      case "campaign": {
        const campaign = (await catalog.campaigns()).find((c) => c.id === input.id);
        if (!campaign) throw invalid("id", CAMPAIGN_UNKNOWN);
        return {
          slot: { type: "campaign", id: input.id, ...extra, link: `/kampanjer/${input.id}` },
          name: campaign.name,
        };
      }
      case "text":
        return { slot: { type: "text", ...extra, link: input.link }, name: "" };
    }
  }

  /**
   * The names of what the slots point at now, by target. Read before a transaction: the catalogue
   * reads on its own connection, and on PGlite that one waits for the transaction to end. A slot whose
   * target has gone (an ended campaign, an article taken off the web) is named by its title.
   */
  async function targetNames(slots: readonly (StoredSlot | null | undefined)[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    const present = slots.filter((s): s is StoredSlot => Boolean(s));
    if (present.some((s) => s.type === "campaign")) {
      for (const c of await catalog.campaigns()) names.set(`campaign:${c.id}`, c.name);
    }
    if (present.some((s) => s.type === "category")) {
      for (const main of await catalog.categories()) {
        names.set(`category:main:${main.id}`, main.name);
        for (const sub of main.subcategories) names.set(`category:sub:${sub.ArticleGroup2ID}`, sub.Name);
      }
    }
    const articleIds = present.flatMap((s) => (s.type === "article" && s.id !== undefined ? [s.id] : []));
    for (const a of await catalog.articleNames(articleIds)) names.set(`article:${a.id}`, a.name);
    return names;
  }

  /** What the words of a slot were written for (its own target when it never said). */
  const writtenFor = (slot: StoredSlot, names: Map<string, string>): TextTarget =>
    slot.textFor ?? ownTarget(slot, names);
  const ownTarget = (slot: StoredSlot, names: Map<string, string>): TextTarget => {
    const target = slotTarget(slot);
    return { target, name: names.get(target) ?? (target === "text" ? "" : slot.title) };
  };

  /** The brand's draft by name; another brand's draft is as if it did not exist. */
  async function ownDraft(brandId: number, name: string): Promise<HomeDraft> {
    const draft = await content.findDraft(database.db, name);
    if (!draft || draft.brandId !== brandId) throw new NotFound(DRAFT_NOT_FOUND);
    return draft;
  }

  const draftView = (d: HomeDraft) => ({
    name: d.name,
    brandId: d.brandId,
    updatedAt: d.updatedAt,
    updatedBy: d.updatedBy,
    slots: slotList(d.grid),
  });

  /** Drops what the storefront keeps of the brand: its settings, and the pages rendered from them. */
  async function showAtOnce(): Promise<void> {
    // The page cache follows the catalogue's version (server/plugins/page-cache.ts).
    await Promise.all([tenants.cache.invalidate(), catalog.cache.invalidate()]);
  }

  return {
    /** What the brand's home shows now, slot by slot, and its drafts. */
    async home(brandId: number) {
      const [live, drafts] = await Promise.all([content.liveGrid(database.db, brandId), content.drafts(brandId)]);
      return {
        brandId,
        slots: slotList(live),
        drafts: drafts.map((d) => ({ name: d.name, updatedAt: d.updatedAt, updatedBy: d.updatedBy })),
      };
    },

    async draft(brandId: number, name: string) {
      return draftView(await ownDraft(brandId, name));
    },

    /** What a slot may point at: the lists the form chooses from. */
    async choices() {
      const [categories, campaigns, articles] = await Promise.all([
        catalog.categories(),
        catalog.campaigns(),
        shownArticles(),
      ]);
      // Each choice brings its own title (and a campaign its text and picture): the form puts them in
      // place of the words of the slot's previous choice (decision 066).
      return {
        categories: categories.flatMap((main) => [
          { ref: `main:${main.id}`, name: main.name, title: clip(main.name, 80) },
          ...main.subcategories.map((s) => ({
            ref: `sub:${s.ArticleGroup2ID}`,
            name: `${main.name} › ${s.Name}`,
            title: clip(s.Name, 80),
          })),
        ]),
        campaigns: campaigns.map((c) => ({
          id: c.id,
          name: c.name,
          title: clip(c.name, 80),
          text: clip(c.description || c.shortDescription || "", 300),
          image: c.image && isLocalPath(c.image) ? c.image : "",
        })),
        articles,
      };
    },

    /**
     * Saves one slot in the named draft (null empties it); the first save makes the draft from the
     * brand's live grid. Nothing the storefront shows changes.
     */
    async saveSlot(staff: Staff, brandId: number, name: string, key: HomeSlotKey, input: HomeSlotInput | null) {
      const resolved = input ? await resolve(input) : null;
      const earlier = await content.findDraft(database.db, name);
      const names = await targetNames([(earlier?.grid ?? (await content.liveGrid(database.db, brandId)))[key]]);
      const draft = await database.transaction(async (tx) => {
        const found = await content.findDraft(tx, name);
        if (found && found.brandId !== brandId) throw new Conflict(draftNameTaken(name));
        const grid = { ...(found?.grid ?? (await content.liveGrid(tx, brandId))) };
        if (resolved) {
          // Words kept from the slot as it was stay written for what they were written for, so a
          // campaign switched under an old text is seen as stale before it is published (decision 066).
          const previous = grid[key];
          const { slot, name: targetName } = resolved;
          slot.textFor =
            previous && keepsWords(previous, slot)
              ? writtenFor(previous, names)
              : { target: slotTarget(slot), name: targetName };
          grid[key] = slot;
        } else delete grid[key];
        const saved: HomeDraft = { brandId, name, grid, updatedAt: new Date().toISOString(), updatedBy: staff.name };
        await content.saveDraft(tx, saved);
        return saved;
      });
      return draftView(draft);
    },

    /**
     * The draft becomes the brand's home grid, and is gone; the storefront shows it at once. A draft
     * with stale words (a slot whose title or text was written for another target) is refused (409)
     * unless the editor confirms that the words fit; confirmed words then count as written for what
     * their slots show (decision 066).
     */
    async publish(staff: Staff, brandId: number, name: string, options: { confirmStale?: boolean } = {}) {
      const names = await targetNames(Object.values((await content.findDraft(database.db, name))?.grid ?? {}));
      const live = await audit.change(
        staff,
        async (tx) => {
          const draft = await content.findDraft(tx, name);
          if (!draft || draft.brandId !== brandId) throw new NotFound(DRAFT_NOT_FOUND);
          const stale = staleSlots(draft.grid);
          if (stale.length > 0 && !options.confirmStale) {
            throw new Conflict(STALE_SLOTS_MESSAGE, { slots: stale.map((k) => HOME_SLOT_LABELS[k]) });
          }
          for (const key of stale) {
            const slot = draft.grid[key] as StoredSlot;
            draft.grid[key] = { ...slot, textFor: ownTarget(slot, names) };
          }
          const before = await content.liveGrid(tx, brandId);
          await content.publishGrid(tx, brandId, draft.grid);
          await content.deleteDraft(tx, draft);
          return {
            result: draft.grid,
            audit: {
              action: "home.publish",
              entityType: "home",
              entityId: brandId,
              before: { draft: null, ...auditedGrid(before) },
              after: { draft: name, ...auditedGrid(draft.grid) },
            },
          };
        },
        showAtOnce,
      );
      return { brandId, slots: slotList(live) };
    },

    async discard(staff: Staff, brandId: number, name: string) {
      await audit.change(staff, async (tx) => {
        const draft = await content.findDraft(tx, name);
        if (!draft || draft.brandId !== brandId) throw new NotFound(DRAFT_NOT_FOUND);
        await content.deleteDraft(tx, draft);
        return {
          result: undefined,
          audit: {
            action: "home.discard",
            entityType: "home",
            entityId: brandId,
            before: { draft: name },
            after: { draft: null },
          },
        };
      });
    },
  };
}
