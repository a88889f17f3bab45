// The back office's side of an article's variants (issue 15): list them, add one (colour, size, EAN),
// and hide or show one on the web. Writes take the caller's transaction, so the audit row commits with them.
import { and, asc, eq, inArray } from "drizzle-orm";
import { EAN_TAKEN, VARIANT_TAKEN } from "../../../domain/ean.ts";
import type { Executor } from "../../db/client.ts";
import { articles, colors, sizes, variants } from "../../db/schema.ts";
import { Conflict, InvalidInput, NotFound } from "../../lib/errors.ts";
import { findArticle } from "./admin.ts";

export const VARIANT_NOT_FOUND = "Varianten finnes ikke på varen";
export const UNKNOWN_COLOUR = "Fargen finnes ikke";
export const UNKNOWN_SIZE = "Størrelsen finnes ikke";

export interface VariantRecord {
  id: number;
  ean: string;
  colorId: number;
  color: string;
  sizeId: number;
  size: string;
  visibleWeb: boolean;
}

/** Variants as the audit log names them: "Fjordlys Dunjakke, Svart, M", with their article. */
export async function variantLabels(
  ex: Executor,
  ids: readonly number[],
): Promise<Map<number, { articleId: number; label: string }>> {
  if (ids.length === 0) return new Map();
  const found = await ex
    .select({
      id: variants.id,
      articleId: variants.articleId,
      article: articles.name,
      color: colors.name,
      size: sizes.name,
    })
    .from(variants)
    .innerJoin(articles, eq(articles.id, variants.articleId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .innerJoin(sizes, eq(sizes.id, variants.sizeId))
    .where(inArray(variants.id, [...ids]));
  return new Map(found.map((v) => [v.id, { articleId: v.articleId, label: `${v.article}, ${v.color}, ${v.size}` }]));
}

export async function variantsOf(ex: Executor, articleId: number): Promise<VariantRecord[]> {
  const found = await ex
    .select({
      id: variants.id,
      ean: variants.ean,
      colorId: variants.colorId,
      color: colors.name,
      sizeId: variants.sizeId,
      size: sizes.name,
      purchasableWeb: variants.purchasableWeb,
    })
    .from(variants)
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .innerJoin(sizes, eq(sizes.id, variants.sizeId))
    .where(eq(variants.articleId, articleId))
    .orderBy(asc(colors.name), asc(sizes.sort), asc(variants.id));
  return found.map(({ purchasableWeb, ...v }) => ({ ...v, visibleWeb: purchasableWeb === 1 }));
}

/** The colours and sizes a new variant may have (the reference tables), by name and by size order. */
export async function variantChoices(ex: Executor) {
  const [colourList, sizeList] = await Promise.all([
    ex.select({ id: colors.id, name: colors.name }).from(colors).orderBy(asc(colors.name), asc(colors.id)),
    ex.select({ id: sizes.id, name: sizes.name }).from(sizes).orderBy(asc(sizes.sort), asc(sizes.id)),
  ]);
  return { colors: colourList, sizes: sizeList };
}

/** A new variant; an EAN or a colour and size the article has already is a 409 with nothing written. */
export async function addVariant(
  tx: Executor,
  articleId: number,
  input: { colorId: number; sizeId: number; ean: string },
) {
  await findArticle(tx, articleId);
  const [[colour], [size]] = await Promise.all([
    tx.select({ id: colors.id }).from(colors).where(eq(colors.id, input.colorId)),
    tx.select({ id: sizes.id }).from(sizes).where(eq(sizes.id, input.sizeId)),
  ]);
  if (!colour) throw new InvalidInput(UNKNOWN_COLOUR, { colorId: [UNKNOWN_COLOUR] });
  if (!size) throw new InvalidInput(UNKNOWN_SIZE, { sizeId: [UNKNOWN_SIZE] });
  const [eanUser] = await tx.select({ id: variants.id }).from(variants).where(eq(variants.ean, input.ean));
  if (eanUser) throw new Conflict(EAN_TAKEN, { ean: [EAN_TAKEN] });
  const [twin] = await tx
    .select({ id: variants.id })
    .from(variants)
    .where(
      and(eq(variants.articleId, articleId), eq(variants.colorId, input.colorId), eq(variants.sizeId, input.sizeId)),
    );
  if (twin) throw new Conflict(VARIANT_TAKEN, { sizeId: [VARIANT_TAKEN] });
  // Two people adding the same EAN at once: the unique index decides, and the loser gets the same 409.
  const inserted = await tx
    .insert(variants)
    .values({ articleId, colorId: input.colorId, sizeId: input.sizeId, ean: input.ean })
    .onConflictDoNothing()
    .returning({ id: variants.id });
  if (inserted.length === 0) throw new Conflict(EAN_TAKEN, { ean: [EAN_TAKEN] });
  const after = await variantsOf(tx, articleId);
  return after.find((v) => v.id === inserted[0].id) as VariantRecord;
}

/** Hides a variant from the web (it cannot be bought online) or shows it again; returns before and after. */
export async function setVariantVisible(tx: Executor, articleId: number, variantId: number, visible: boolean) {
  const before = (await variantsOf(tx, articleId)).find((v) => v.id === variantId);
  if (!before) throw new NotFound(VARIANT_NOT_FOUND);
  await tx
    .update(variants)
    .set({ purchasableWeb: visible ? 1 : 0 })
    .where(eq(variants.id, variantId));
  return { before, after: { ...before, visibleWeb: visible } };
}
