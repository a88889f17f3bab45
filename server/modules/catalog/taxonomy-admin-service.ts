// The category tree, the sizes and the colours in the back office (issue 31, decision 069): create,
// rename, reorder, hide a main group from the menus, give it a banner, and delete what nothing uses.
// The catalogue module owns these tables. Each change is written with its audit row in one transaction
// (modules/audit), and the catalogue cache is dropped once it has committed, so the storefront's menus,
// lists, filters and product pages show it at once.

import { eq } from "drizzle-orm";
import type { AuditAction, AuditEntity } from "../../../domain/audit-actions.ts";
import type { Staff } from "../../../domain/back-office-roles.ts";
import type {
  ColorBody,
  ColorGroupBody,
  ColorGroupPatch,
  ColorPatch,
  GroupBody,
  GroupPatch,
  MainGroupBody,
  MainGroupPatch,
  SizeBody,
} from "../../../domain/schemas/taxonomy-admin.ts";
import { CHOOSE_COLOR_GROUP } from "../../../domain/schemas/taxonomy-admin.ts";
import { slugify } from "../../../domain/slug.ts";
import { specialNameStatus } from "../../../domain/special-categories.ts";
import {
  COLOR_CODE_TAKEN,
  COLOR_GROUP_NOT_FOUND,
  COLOR_GROUP_TAKEN,
  COLOR_GROUP_WORD,
  COLOR_NOT_FOUND,
  COLOR_WORD,
  GROUP_NOT_FOUND,
  GROUP_WORD,
  hasChildren,
  inUseByArticles,
  MAIN_GROUP_NOT_FOUND,
  MAIN_GROUP_WORD,
  SIZE_NOT_FOUND,
  SIZE_TAKEN,
  SIZE_WORD,
  SLUG_TAKEN_GROUP,
  SLUG_TAKEN_MAIN,
  SLUG_TAKEN_SUB,
  SUBCATEGORY_NOT_FOUND,
  SUBCATEGORY_WORD,
  slugOf,
} from "../../../domain/taxonomy.ts";
import type { Database, Executor } from "../../db/client.ts";
import { articleGroups2, articleGroups3, articles, colorGroups, colors, mainGroups, sizes } from "../../db/schema.ts";
import { Conflict, InvalidInput, NotFound } from "../../lib/errors.ts";
import type { AuditService } from "../audit/service.ts";
import * as repo from "./taxonomy-admin-repo.ts";

export interface TaxonomyAdminDeps {
  database: Database;
  /** The catalogue's cache, dropped after the tree, a size or a colour changes. */
  catalog: { cache: { invalidate: () => Promise<void> } };
  audit: AuditService;
}

export type Direction = "up" | "down";

export const alreadyAtEdge = (what: string, direction: Direction) =>
  `${what} står allerede ${direction === "up" ? "først" : "sist"}`;

/** A field's error on the field the person typed: the address when they typed one, else the name. */
const onSlugOrName = (message: string, typed: string | undefined, nameField = "name") =>
  new Conflict(message, { [typed?.trim() ? "slug" : nameField]: [message] });

const mainRecord = (m: repo.MainGroup) => ({
  id: m.id,
  name: m.name,
  slug: m.slug,
  sort: m.sort,
  showInMenu: m.showInMenu,
  banner: m.banner,
  bannerLink: m.bannerLink,
});
const subRecord = (s: repo.Subcategory) => ({
  id: s.id,
  mainGroupId: s.mainGroupId,
  name: s.name,
  slug: s.slug,
  sort: s.sort,
});
const groupRecord = (g: repo.Group) => ({
  id: g.id,
  articleGroup2Id: g.articleGroup2Id,
  name: g.name,
  slug: g.slug,
  sort: g.sort,
});
const sizeRecord = (s: repo.Size) => ({ id: s.id, name: s.name, sort: s.sort });
const colorGroupRecord = (g: repo.ColorGroup) => ({
  id: g.id,
  name: g.name,
  label: g.label,
  hex: g.hex,
  colorId: g.colorId,
});
const colorRecord = (c: repo.Color) => ({
  id: c.id,
  name: c.name,
  hex: c.hex,
  colorCode: c.colorCode,
  colorGroupId: c.colorGroupId,
});

/** A record as the audit log keeps it: every field but the id. */
const fields = ({ id: _id, ...rest }: { id: number } & Record<string, unknown>) => rest;

function found<T>(row: T | undefined, message: string): T {
  if (!row) throw new NotFound(message);
  return row;
}

export type TaxonomyAdminService = ReturnType<typeof createTaxonomyAdminService>;

export function createTaxonomyAdminService({ database, catalog, audit }: TaxonomyAdminDeps) {
  /** One change and its audit row in one transaction, under the taxonomy's lock; the storefront sees it at once. */
  function change<T extends { id: number }>(
    staff: Staff,
    action: AuditAction,
    entityType: AuditEntity,
    write: (tx: Executor) => Promise<{ before: T | null; after: T | null; result?: T }>,
  ): Promise<T> {
    return audit.change(
      staff,
      async (tx) => {
        await repo.lockTaxonomy(tx);
        const done = await write(tx);
        const row = (done.result ?? done.after ?? done.before) as T;
        return {
          result: row,
          audit: {
            action,
            entityType,
            entityId: row.id,
            before: done.before ? fields(done.before) : {},
            after: done.after ? fields(done.after) : {},
          },
        };
      },
      () => catalog.cache.invalidate(),
    );
  }

  /** A move's audit: the row's place before and after, and the row itself as the answer. */
  async function moved<T extends { id: number; sort: number }>(
    step: { before: number; after: number } | null,
    what: string,
    direction: Direction,
    reload: () => Promise<T>,
  ) {
    if (!step) throw new Conflict(alreadyAtEdge(what, direction));
    const row = await reload();
    return {
      before: { id: row.id, sort: step.before } as T,
      after: { id: row.id, sort: step.after } as T,
      result: row,
    };
  }

  return {
    /** The whole tree, with the articles in each level, and whether the spec's special names lead somewhere. */
    async tree() {
      const mains = await repo.loadTree(database.db);
      return {
        mainGroups: mains,
        specialNames: specialNameStatus(
          mains.map((m) => ({
            slug: m.slug,
            subcategories: m.subcategories.map((s) => ({ slug: s.slug, groups: s.groups })),
          })),
        ),
      };
    },

    // ——— main groups ———

    createMainGroup: (staff: Staff, body: MainGroupBody) =>
      change(staff, "category.create", "category", async (tx) => {
        const slug = slugOf(body.name, body.slug);
        if (await repo.mainSlugTaken(tx, slug)) throw onSlugOrName(SLUG_TAKEN_MAIN, body.slug);
        const [row] = await tx
          .insert(mainGroups)
          .values({
            name: body.name,
            slug,
            showInMenu: body.showInMenu,
            banner: body.banner,
            bannerLink: body.bannerLink,
            sort: await repo.nextMainSort(tx),
          })
          .returning();
        return { before: null, after: mainRecord(row) };
      }),

    updateMainGroup: (staff: Staff, id: number, patch: MainGroupPatch) =>
      change(staff, "category.update", "category", async (tx) => {
        const before = found(await repo.findMain(tx, id), MAIN_GROUP_NOT_FOUND);
        const { slug: typed, ...rest } = patch;
        const slug = typed?.trim() ? typed.trim() : undefined;
        if (slug && (await repo.mainSlugTaken(tx, slug, id))) {
          throw new Conflict(SLUG_TAKEN_MAIN, { slug: [SLUG_TAKEN_MAIN] });
        }
        const values = { ...rest, ...(slug ? { slug } : {}) };
        const [after] = Object.keys(values).length
          ? await tx.update(mainGroups).set(values).where(eq(mainGroups.id, id)).returning()
          : [before];
        return { before: mainRecord(before), after: mainRecord(after) };
      }),

    deleteMainGroup: (staff: Staff, id: number) =>
      change(staff, "category.delete", "category", async (tx) => {
        const before = found(await repo.findMain(tx, id), MAIN_GROUP_NOT_FOUND);
        const used = await repo.articlesIn(tx, articles.mainGroupId, id);
        if (used > 0) throw new Conflict(inUseByArticles(MAIN_GROUP_WORD, used));
        const subs = await repo.childrenOf(tx, articleGroups2.mainGroupId, articleGroups2, id);
        if (subs > 0) throw new Conflict(hasChildren(MAIN_GROUP_WORD, subs, ["undergruppe", "undergrupper"]));
        await tx.delete(mainGroups).where(eq(mainGroups.id, id));
        return { before: mainRecord(before), after: null, result: mainRecord(before) };
      }),

    moveMainGroup: (staff: Staff, id: number, direction: Direction) =>
      change(staff, "category.move", "category", async (tx) => {
        found(await repo.findMain(tx, id), MAIN_GROUP_NOT_FOUND);
        const step = await repo.moveAmong(tx, mainGroups, mainGroups, undefined, repo.MAIN_ORDER, id, direction);
        return moved(step, MAIN_GROUP_WORD, direction, async () =>
          mainRecord(found(await repo.findMain(tx, id), MAIN_GROUP_NOT_FOUND)),
        );
      }),

    // ——— subgroups (article group 2) ———

    createSubcategory: (staff: Staff, mainGroupId: number, body: GroupBody) =>
      change(staff, "subcategory.create", "subcategory", async (tx) => {
        found(await repo.findMain(tx, mainGroupId), MAIN_GROUP_NOT_FOUND);
        const slug = slugOf(body.name, body.slug);
        if (await repo.subSlugTaken(tx, mainGroupId, slug)) throw onSlugOrName(SLUG_TAKEN_SUB, body.slug);
        const [row] = await tx
          .insert(articleGroups2)
          .values({ mainGroupId, name: body.name, slug, sort: await repo.nextSubSort(tx, mainGroupId) })
          .returning();
        return { before: null, after: subRecord(row) };
      }),

    updateSubcategory: (staff: Staff, id: number, patch: GroupPatch) =>
      change(staff, "subcategory.update", "subcategory", async (tx) => {
        const before = found(await repo.findSub(tx, id), SUBCATEGORY_NOT_FOUND);
        const slug = patch.slug?.trim() || undefined;
        if (slug && (await repo.subSlugTaken(tx, before.mainGroupId, slug, id))) {
          throw new Conflict(SLUG_TAKEN_SUB, { slug: [SLUG_TAKEN_SUB] });
        }
        const values = { ...(patch.name !== undefined ? { name: patch.name } : {}), ...(slug ? { slug } : {}) };
        const [after] = Object.keys(values).length
          ? await tx.update(articleGroups2).set(values).where(eq(articleGroups2.id, id)).returning()
          : [before];
        return { before: subRecord(before), after: subRecord(after) };
      }),

    deleteSubcategory: (staff: Staff, id: number) =>
      change(staff, "subcategory.delete", "subcategory", async (tx) => {
        const before = found(await repo.findSub(tx, id), SUBCATEGORY_NOT_FOUND);
        const used = await repo.articlesIn(tx, articles.articleGroup2Id, id);
        if (used > 0) throw new Conflict(inUseByArticles(SUBCATEGORY_WORD, used));
        const groups = await repo.childrenOf(tx, articleGroups3.articleGroup2Id, articleGroups3, id);
        if (groups > 0) throw new Conflict(hasChildren(SUBCATEGORY_WORD, groups, ["varegruppe", "varegrupper"]));
        await tx.delete(articleGroups2).where(eq(articleGroups2.id, id));
        return { before: subRecord(before), after: null, result: subRecord(before) };
      }),

    moveSubcategory: (staff: Staff, id: number, direction: Direction) =>
      change(staff, "subcategory.move", "subcategory", async (tx) => {
        const sub = found(await repo.findSub(tx, id), SUBCATEGORY_NOT_FOUND);
        const step = await repo.moveAmong(
          tx,
          articleGroups2,
          articleGroups2,
          eq(articleGroups2.mainGroupId, sub.mainGroupId),
          repo.SUB_ORDER,
          id,
          direction,
        );
        return moved(step, SUBCATEGORY_WORD, direction, async () =>
          subRecord(found(await repo.findSub(tx, id), SUBCATEGORY_NOT_FOUND)),
        );
      }),

    // ——— groups (article group 3) ———

    createGroup: (staff: Staff, subId: number, body: GroupBody) =>
      change(staff, "articlegroup.create", "articlegroup", async (tx) => {
        found(await repo.findSub(tx, subId), SUBCATEGORY_NOT_FOUND);
        const slug = slugOf(body.name, body.slug);
        if (await repo.groupSlugTaken(tx, subId, slug)) throw onSlugOrName(SLUG_TAKEN_GROUP, body.slug);
        const [row] = await tx
          .insert(articleGroups3)
          .values({ articleGroup2Id: subId, name: body.name, slug, sort: await repo.nextGroupSort(tx, subId) })
          .returning();
        return { before: null, after: groupRecord(row) };
      }),

    updateGroup: (staff: Staff, id: number, patch: GroupPatch) =>
      change(staff, "articlegroup.update", "articlegroup", async (tx) => {
        const before = found(await repo.findGroup(tx, id), GROUP_NOT_FOUND);
        const slug = patch.slug?.trim() || undefined;
        if (slug && (await repo.groupSlugTaken(tx, before.articleGroup2Id, slug, id))) {
          throw new Conflict(SLUG_TAKEN_GROUP, { slug: [SLUG_TAKEN_GROUP] });
        }
        const values = { ...(patch.name !== undefined ? { name: patch.name } : {}), ...(slug ? { slug } : {}) };
        const [after] = Object.keys(values).length
          ? await tx.update(articleGroups3).set(values).where(eq(articleGroups3.id, id)).returning()
          : [before];
        return { before: groupRecord(before), after: groupRecord(after) };
      }),

    deleteGroup: (staff: Staff, id: number) =>
      change(staff, "articlegroup.delete", "articlegroup", async (tx) => {
        const before = found(await repo.findGroup(tx, id), GROUP_NOT_FOUND);
        const used = await repo.articlesIn(tx, articles.articleGroup3Id, id);
        if (used > 0) throw new Conflict(inUseByArticles(GROUP_WORD, used));
        await tx.delete(articleGroups3).where(eq(articleGroups3.id, id));
        return { before: groupRecord(before), after: null, result: groupRecord(before) };
      }),

    moveGroup: (staff: Staff, id: number, direction: Direction) =>
      change(staff, "articlegroup.move", "articlegroup", async (tx) => {
        const group = found(await repo.findGroup(tx, id), GROUP_NOT_FOUND);
        const step = await repo.moveAmong(
          tx,
          articleGroups3,
          articleGroups3,
          eq(articleGroups3.articleGroup2Id, group.articleGroup2Id),
          repo.GROUP_ORDER,
          id,
          direction,
        );
        return moved(step, GROUP_WORD, direction, async () =>
          groupRecord(found(await repo.findGroup(tx, id), GROUP_NOT_FOUND)),
        );
      }),

    // ——— sizes ———

    sizes: () => repo.loadSizes(database.db),

    createSize: (staff: Staff, body: SizeBody) =>
      change(staff, "size.create", "size", async (tx) => {
        if (await repo.sizeNameTaken(tx, body.name)) throw new Conflict(SIZE_TAKEN, { name: [SIZE_TAKEN] });
        const [row] = await tx
          .insert(sizes)
          .values({ name: body.name, sort: await repo.nextSizeSort(tx) })
          .returning();
        return { before: null, after: sizeRecord(row) };
      }),

    updateSize: (staff: Staff, id: number, body: SizeBody) =>
      change(staff, "size.update", "size", async (tx) => {
        const before = found(await repo.findSize(tx, id), SIZE_NOT_FOUND);
        if (await repo.sizeNameTaken(tx, body.name, id)) throw new Conflict(SIZE_TAKEN, { name: [SIZE_TAKEN] });
        const [after] = await tx.update(sizes).set({ name: body.name }).where(eq(sizes.id, id)).returning();
        return { before: sizeRecord(before), after: sizeRecord(after) };
      }),

    moveSize: (staff: Staff, id: number, direction: Direction) =>
      change(staff, "size.move", "size", async (tx) => {
        found(await repo.findSize(tx, id), SIZE_NOT_FOUND);
        const step = await repo.moveAmong(tx, sizes, sizes, undefined, repo.SIZE_ORDER, id, direction);
        return moved(step, SIZE_WORD, direction, async () =>
          sizeRecord(found(await repo.findSize(tx, id), SIZE_NOT_FOUND)),
        );
      }),

    deleteSize: (staff: Staff, id: number) =>
      change(staff, "size.delete", "size", async (tx) => {
        const before = found(await repo.findSize(tx, id), SIZE_NOT_FOUND);
        const used = await repo.articlesWithSize(tx, id);
        if (used > 0) throw new Conflict(inUseByArticles(SIZE_WORD, used));
        await tx.delete(sizes).where(eq(sizes.id, id));
        return { before: sizeRecord(before), after: null, result: sizeRecord(before) };
      }),

    // ——— colours ———

    colors: () => repo.loadColors(database.db),

    createColorGroup: (staff: Staff, body: ColorGroupBody) =>
      change(staff, "colorgroup.create", "colorgroup", async (tx) => {
        const name = body.name || slugify(body.label);
        if (await repo.colorGroupNameTaken(tx, name)) {
          throw new Conflict(COLOR_GROUP_TAKEN, { [body.name ? "name" : "label"]: [COLOR_GROUP_TAKEN] });
        }
        const [row] = await tx.insert(colorGroups).values({ name, label: body.label, hex: body.hex }).returning();
        return { before: null, after: colorGroupRecord(row) };
      }),

    updateColorGroup: (staff: Staff, id: number, patch: ColorGroupPatch) =>
      change(staff, "colorgroup.update", "colorgroup", async (tx) => {
        const before = found(await repo.findColorGroup(tx, id), COLOR_GROUP_NOT_FOUND);
        if (patch.name && (await repo.colorGroupNameTaken(tx, patch.name, id))) {
          throw new Conflict(COLOR_GROUP_TAKEN, { name: [COLOR_GROUP_TAKEN] });
        }
        const [after] = Object.keys(patch).length
          ? await tx.update(colorGroups).set(patch).where(eq(colorGroups.id, id)).returning()
          : [before];
        return { before: colorGroupRecord(before), after: colorGroupRecord(after) };
      }),

    deleteColorGroup: (staff: Staff, id: number) =>
      change(staff, "colorgroup.delete", "colorgroup", async (tx) => {
        const before = found(await repo.findColorGroup(tx, id), COLOR_GROUP_NOT_FOUND);
        const held = await repo.childrenOf(tx, colors.colorGroupId, colors, id);
        if (held > 0) {
          throw new Conflict(hasChildren(COLOR_GROUP_WORD, held, ["farge", "farger"], "slett eller flytt dem først"));
        }
        await tx.delete(colorGroups).where(eq(colorGroups.id, id));
        return { before: colorGroupRecord(before), after: null, result: colorGroupRecord(before) };
      }),

    createColor: (staff: Staff, body: ColorBody) =>
      change(staff, "color.create", "color", async (tx) => {
        await groupToHold(tx, body.colorGroupId);
        if (await repo.colorCodeTaken(tx, body.colorCode)) {
          throw new Conflict(COLOR_CODE_TAKEN, { colorCode: [COLOR_CODE_TAKEN] });
        }
        const [row] = await tx.insert(colors).values(body).returning();
        await repo.settleRepresentative(tx, row.colorGroupId);
        return { before: null, after: colorRecord(row) };
      }),

    updateColor: (staff: Staff, id: number, patch: ColorPatch) =>
      change(staff, "color.update", "color", async (tx) => {
        const before = found(await repo.findColor(tx, id), COLOR_NOT_FOUND);
        if (patch.colorGroupId !== undefined) await groupToHold(tx, patch.colorGroupId);
        if (patch.colorCode && (await repo.colorCodeTaken(tx, patch.colorCode, id))) {
          throw new Conflict(COLOR_CODE_TAKEN, { colorCode: [COLOR_CODE_TAKEN] });
        }
        const [after] = Object.keys(patch).length
          ? await tx.update(colors).set(patch).where(eq(colors.id, id)).returning()
          : [before];
        await repo.settleRepresentative(tx, before.colorGroupId);
        await repo.settleRepresentative(tx, after.colorGroupId);
        return { before: colorRecord(before), after: colorRecord(after) };
      }),

    deleteColor: (staff: Staff, id: number) =>
      change(staff, "color.delete", "color", async (tx) => {
        const before = found(await repo.findColor(tx, id), COLOR_NOT_FOUND);
        const used = await repo.articlesWithColor(tx, id);
        if (used > 0) throw new Conflict(inUseByArticles(COLOR_WORD, used));
        await tx.delete(colors).where(eq(colors.id, id));
        await repo.settleRepresentative(tx, before.colorGroupId);
        return { before: colorRecord(before), after: null, result: colorRecord(before) };
      }),

    /** Names of the tree's levels, sizes and colours by "type:id", for the audit log. */
    async names(): Promise<Map<string, string>> {
      const ex = database.db;
      const [mains, subs, groups, sizeRows, colorGroupRows, colorRows] = await Promise.all([
        ex.select({ id: mainGroups.id, name: mainGroups.name }).from(mainGroups),
        ex.select({ id: articleGroups2.id, name: articleGroups2.name }).from(articleGroups2),
        ex.select({ id: articleGroups3.id, name: articleGroups3.name }).from(articleGroups3),
        ex.select({ id: sizes.id, name: sizes.name }).from(sizes),
        ex.select({ id: colorGroups.id, name: colorGroups.label }).from(colorGroups),
        ex.select({ id: colors.id, name: colors.name }).from(colors),
      ]);
      const names = new Map<string, string>();
      const add = (type: AuditEntity, rows: { id: number; name: string }[]) => {
        for (const r of rows) names.set(`${type}:${r.id}`, r.name);
      };
      add("category", mains);
      add("subcategory", subs);
      add("articlegroup", groups);
      add("size", sizeRows);
      add("colorgroup", colorGroupRows);
      add("color", colorRows);
      return names;
    },
  };
}

/** A colour's group must exist: an unknown one is the field's error (422). */
async function groupToHold(tx: Executor, id: number): Promise<void> {
  if (!(await repo.findColorGroup(tx, id))) {
    throw new InvalidInput(CHOOSE_COLOR_GROUP, { colorGroupId: [COLOR_GROUP_NOT_FOUND] });
  }
}
