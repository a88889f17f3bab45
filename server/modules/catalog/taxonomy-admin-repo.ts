// The category tree, the sizes and the colours as the back office reads and writes them (decision 069).
// Writes take the caller's transaction, so the audit row commits with them. Every write first takes
// one transaction lock of the taxonomy: two people reordering or naming at once are done one after
// the other, so an order is never mixed from both and a name checked free is still free when written.
import { and, asc, count, countDistinct, eq, max, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.ts";
import {
  articleGroups2,
  articleGroups3,
  articleImages,
  articles,
  colorGroups,
  colors,
  mainGroups,
  sizes,
  variants,
} from "../../db/schema.ts";

/** Serialises the taxonomy's writes (see above); released when the transaction ends. */
export async function lockTaxonomy(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('butikk.taxonomy'))`);
}

/** Ids to counts from grouped rows. */
const counted = (found: { id: number | null; n: number }[]) =>
  new Map(found.flatMap((r) => (r.id === null ? [] : [[r.id, Number(r.n)] as const])));

export interface GroupRow {
  id: number;
  name: string;
  slug: string;
  sort: number;
  articlesCount: number;
}
export interface SubcategoryRow extends GroupRow {
  groups: GroupRow[];
}
export interface MainGroupRow extends GroupRow {
  showInMenu: boolean;
  banner: string | null;
  bannerLink: string | null;
  subcategories: SubcategoryRow[];
}

/** The whole tree in the storefront's order, each level with the articles (hidden ones too) in it. */
export async function loadTree(ex: Executor): Promise<MainGroupRow[]> {
  const [mains, subs, groups, byMain, bySub, byGroup] = await Promise.all([
    ex.select().from(mainGroups).orderBy(asc(mainGroups.sort), asc(mainGroups.id)),
    ex
      .select()
      .from(articleGroups2)
      .orderBy(asc(articleGroups2.sort), asc(articleGroups2.name), asc(articleGroups2.id)),
    ex
      .select()
      .from(articleGroups3)
      .orderBy(asc(articleGroups3.sort), asc(articleGroups3.name), asc(articleGroups3.id)),
    ex.select({ id: articles.mainGroupId, n: count() }).from(articles).groupBy(articles.mainGroupId),
    ex.select({ id: articles.articleGroup2Id, n: count() }).from(articles).groupBy(articles.articleGroup2Id),
    ex.select({ id: articles.articleGroup3Id, n: count() }).from(articles).groupBy(articles.articleGroup3Id),
  ]);
  const [mainCount, subCount, groupCount] = [counted(byMain), counted(bySub), counted(byGroup)];
  return mains.map((m) => ({
    id: m.id,
    name: m.name,
    slug: m.slug,
    sort: m.sort,
    showInMenu: m.showInMenu,
    banner: m.banner,
    bannerLink: m.bannerLink,
    articlesCount: mainCount.get(m.id) ?? 0,
    subcategories: subs
      .filter((s) => s.mainGroupId === m.id)
      .map((s) => ({
        id: s.id,
        name: s.name,
        slug: s.slug,
        sort: s.sort,
        articlesCount: subCount.get(s.id) ?? 0,
        groups: groups
          .filter((g) => g.articleGroup2Id === s.id)
          .map((g) => ({
            id: g.id,
            name: g.name,
            slug: g.slug,
            sort: g.sort,
            articlesCount: groupCount.get(g.id) ?? 0,
          })),
      })),
  }));
}

// ——— one level of the tree ———

export type MainGroup = typeof mainGroups.$inferSelect;
export type Subcategory = typeof articleGroups2.$inferSelect;
export type Group = typeof articleGroups3.$inferSelect;

export const findMain = async (ex: Executor, id: number): Promise<MainGroup | undefined> =>
  (await ex.select().from(mainGroups).where(eq(mainGroups.id, id)))[0];
export const findSub = async (ex: Executor, id: number): Promise<Subcategory | undefined> =>
  (await ex.select().from(articleGroups2).where(eq(articleGroups2.id, id)))[0];
export const findGroup = async (ex: Executor, id: number): Promise<Group | undefined> =>
  (await ex.select().from(articleGroups3).where(eq(articleGroups3.id, id)))[0];

/** Whether another row than `except` among the siblings has the slug. */
async function slugTaken(ex: Executor, table: PgTable, where: SQL, except?: number): Promise<boolean> {
  const t = table as unknown as { id: AnyPgColumn };
  const found = await ex
    .select({ id: t.id })
    .from(table)
    .where(except === undefined ? where : and(where, ne(t.id, except)))
    .limit(1);
  return found.length > 0;
}

export const mainSlugTaken = (ex: Executor, slug: string, except?: number) =>
  slugTaken(ex, mainGroups, eq(mainGroups.slug, slug), except);
export const subSlugTaken = (ex: Executor, mainGroupId: number, slug: string, except?: number) =>
  slugTaken(
    ex,
    articleGroups2,
    and(eq(articleGroups2.mainGroupId, mainGroupId), eq(articleGroups2.slug, slug)) as SQL,
    except,
  );
export const groupSlugTaken = (ex: Executor, subId: number, slug: string, except?: number) =>
  slugTaken(
    ex,
    articleGroups3,
    and(eq(articleGroups3.articleGroup2Id, subId), eq(articleGroups3.slug, slug)) as SQL,
    except,
  );

/** The sort after the last of the siblings: a new row comes last. */
async function nextSort(ex: Executor, column: AnyPgColumn, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await ex
    .select({ last: max(column) })
    .from(table)
    .where(where);
  return (Number(row?.last ?? 0) || 0) + 10;
}

export const nextMainSort = (ex: Executor) => nextSort(ex, mainGroups.sort, mainGroups);
export const nextSubSort = (ex: Executor, mainGroupId: number) =>
  nextSort(ex, articleGroups2.sort, articleGroups2, eq(articleGroups2.mainGroupId, mainGroupId));
export const nextGroupSort = (ex: Executor, subId: number) =>
  nextSort(ex, articleGroups3.sort, articleGroups3, eq(articleGroups3.articleGroup2Id, subId));
export const nextSizeSort = (ex: Executor) => nextSort(ex, sizes.sort, sizes);

/** How many articles use a level of the tree, hidden ones too. */
export async function articlesIn(ex: Executor, column: AnyPgColumn, id: number): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(articles).where(eq(column, id));
  return Number(row?.n ?? 0);
}

export async function childrenOf(ex: Executor, column: AnyPgColumn, table: PgTable, id: number): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(table).where(eq(column, id));
  return Number(row?.n ?? 0);
}

/**
 * Moves a row one step among its siblings in the order shown (`order`): the siblings are numbered
 * 10, 20, 30 … in that order first (old rows may share a sort), then the row and its neighbour swap.
 * Returns the row's sort before and after, or null when it is already first (or last).
 */
export async function moveAmong(
  tx: Executor,
  table: PgTable,
  columns: { id: AnyPgColumn; sort: AnyPgColumn },
  siblings: SQL | undefined,
  order: SQL[],
  id: number,
  direction: "up" | "down",
): Promise<{ before: number; after: number } | null> {
  const rows = (await tx
    .select({ id: columns.id, sort: columns.sort })
    .from(table)
    .where(siblings)
    .orderBy(...order)) as { id: number; sort: number }[];
  const at = rows.findIndex((r) => r.id === id);
  const to = direction === "up" ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= rows.length) return null;
  const before = rows[at].sort;
  const ordered = rows.map((r) => r.id);
  [ordered[at], ordered[to]] = [ordered[to], ordered[at]];
  for (const [i, rowId] of ordered.entries()) {
    const sort = (i + 1) * 10;
    const old = rows.find((r) => r.id === rowId)?.sort;
    if (old !== sort) await tx.update(table).set({ sort }).where(eq(columns.id, rowId));
  }
  return { before, after: (to + 1) * 10 };
}

export const MAIN_ORDER = [asc(mainGroups.sort), asc(mainGroups.id)];
export const SUB_ORDER = [asc(articleGroups2.sort), asc(articleGroups2.name), asc(articleGroups2.id)];
export const GROUP_ORDER = [asc(articleGroups3.sort), asc(articleGroups3.name), asc(articleGroups3.id)];
export const SIZE_ORDER = [asc(sizes.sort), asc(sizes.id)];

// ——— sizes ———

export type Size = typeof sizes.$inferSelect;

export const findSize = async (ex: Executor, id: number): Promise<Size | undefined> =>
  (await ex.select().from(sizes).where(eq(sizes.id, id)))[0];

/** Every size in the order product pages show them, with how many articles have a variant in it. */
export async function loadSizes(ex: Executor) {
  const [list, used] = await Promise.all([
    ex
      .select()
      .from(sizes)
      .orderBy(...SIZE_ORDER),
    ex
      .select({ id: variants.sizeId, n: countDistinct(variants.articleId) })
      .from(variants)
      .groupBy(variants.sizeId),
  ]);
  const uses = counted(used);
  return list.map((s) => ({ id: s.id, name: s.name, sort: s.sort, articlesCount: uses.get(s.id) ?? 0 }));
}

export async function sizeNameTaken(ex: Executor, name: string, except?: number): Promise<boolean> {
  const same = sql`lower(${sizes.name}) = lower(${name})`;
  const found = await ex
    .select({ id: sizes.id })
    .from(sizes)
    .where(except === undefined ? same : and(same, ne(sizes.id, except)))
    .limit(1);
  return found.length > 0;
}

export async function articlesWithSize(ex: Executor, id: number): Promise<number> {
  const [row] = await ex
    .select({ n: countDistinct(variants.articleId) })
    .from(variants)
    .where(eq(variants.sizeId, id));
  return Number(row?.n ?? 0);
}

// ——— colours ———

export type ColorGroup = typeof colorGroups.$inferSelect;
export type Color = typeof colors.$inferSelect;

export const findColorGroup = async (ex: Executor, id: number): Promise<ColorGroup | undefined> =>
  (await ex.select().from(colorGroups).where(eq(colorGroups.id, id)))[0];
export const findColor = async (ex: Executor, id: number): Promise<Color | undefined> =>
  (await ex.select().from(colors).where(eq(colors.id, id)))[0];

/** Every colour group with its colours, each colour with how many articles use it. */
export async function loadColors(ex: Executor) {
  const [groups, list, used, pictured] = await Promise.all([
    ex.select().from(colorGroups).orderBy(asc(colorGroups.id)),
    ex.select().from(colors).orderBy(asc(colors.colorCode), asc(colors.id)),
    ex
      .select({ id: variants.colorId, article: variants.articleId })
      .from(variants)
      .groupBy(variants.colorId, variants.articleId),
    ex
      .select({ id: articleImages.colorId, article: articleImages.articleId })
      .from(articleImages)
      .groupBy(articleImages.colorId, articleImages.articleId),
  ]);
  const users = new Map<number, Set<number>>();
  for (const r of [...used, ...pictured]) {
    if (r.id === null) continue;
    const set = users.get(r.id) ?? new Set<number>();
    set.add(r.article);
    users.set(r.id, set);
  }
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    label: g.label,
    hex: g.hex,
    colorId: g.colorId,
    colors: list
      .filter((c) => c.colorGroupId === g.id)
      .map((c) => ({
        id: c.id,
        name: c.name,
        hex: c.hex,
        colorCode: c.colorCode,
        colorGroupId: c.colorGroupId,
        articlesCount: users.get(c.id)?.size ?? 0,
      })),
  }));
}

export async function colorGroupNameTaken(ex: Executor, name: string, except?: number): Promise<boolean> {
  const same = eq(colorGroups.name, name);
  const found = await ex
    .select({ id: colorGroups.id })
    .from(colorGroups)
    .where(except === undefined ? same : and(same, ne(colorGroups.id, except)))
    .limit(1);
  return found.length > 0;
}

export async function colorCodeTaken(ex: Executor, code: string, except?: number): Promise<boolean> {
  const same = sql`lower(${colors.colorCode}) = lower(${code})`;
  const found = await ex
    .select({ id: colors.id })
    .from(colors)
    .where(except === undefined ? same : and(same, ne(colors.id, except)))
    .limit(1);
  return found.length > 0;
}

/** How many articles have a variant or a picture in the colour. */
export async function articlesWithColor(ex: Executor, id: number): Promise<number> {
  const [withVariant, withPicture] = await Promise.all([
    ex.selectDistinct({ id: variants.articleId }).from(variants).where(eq(variants.colorId, id)),
    ex.selectDistinct({ id: articleImages.articleId }).from(articleImages).where(eq(articleImages.colorId, id)),
  ]);
  return new Set([...withVariant, ...withPicture].map((r) => r.id)).size;
}

/**
 * Keeps a colour group's representative colour one of its own: the first colour given to a group
 * becomes it, and when it leaves the group (moved or deleted) the group's first remaining colour does.
 */
export async function settleRepresentative(tx: Executor, groupId: number): Promise<void> {
  const group = await findColorGroup(tx, groupId);
  if (!group) return;
  if (group.colorId !== null) {
    const own = await findColor(tx, group.colorId);
    if (own && own.colorGroupId === groupId) return;
  }
  const [first] = await tx
    .select({ id: colors.id })
    .from(colors)
    .where(eq(colors.colorGroupId, groupId))
    .orderBy(asc(colors.id))
    .limit(1);
  await tx
    .update(colorGroups)
    .set({ colorId: first?.id ?? null })
    .where(eq(colorGroups.id, groupId));
}
