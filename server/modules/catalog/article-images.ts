// An article's uploaded pictures (issue 15, decision 047): the catalogue owns the list (which picture,
// in which order, for which colour, with which alt text); the files are the media module's. Writes take
// the caller's transaction, so the back office's audit row commits with them.
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { articleImages, variants } from "../../db/schema.ts";
import { InvalidInput, NotFound } from "../../lib/errors.ts";
import { findArticle } from "./admin.ts";

export const PHOTO_NOT_FOUND = "Bildet finnes ikke på varen";
export const COLOUR_NOT_ON_ARTICLE = "Varen har ingen variant i denne fargen";
export const BAD_PHOTO_ORDER = "Rekkefølgen må ha med hvert av varens bilder én gang";
/** Most pictures an article can have: a gallery, not an archive. */
export const MAX_PHOTOS = 20;
export const TOO_MANY_PHOTOS = `En vare kan ha høyst ${MAX_PHOTOS} bilder`;

export interface ArticlePhoto {
  id: number;
  key: string;
  width: number;
  height: number;
  alt: string;
  colorId: number | null;
}

const photo = {
  id: articleImages.id,
  key: articleImages.imageKey,
  width: articleImages.width,
  height: articleImages.height,
  alt: articleImages.alt,
  colorId: articleImages.colorId,
};

export function photosOf(ex: Executor, articleId: number): Promise<ArticlePhoto[]> {
  return ex
    .select(photo)
    .from(articleImages)
    .where(eq(articleImages.articleId, articleId))
    .orderBy(asc(articleImages.position), asc(articleImages.id));
}

/** Adds a stored picture last; the colour, when given, must be one the article comes in. */
export async function addPhoto(
  tx: Executor,
  articleId: number,
  input: { key: string; width: number; height: number; alt: string; colorId: number | null },
) {
  await findArticle(tx, articleId);
  const before = await photosOf(tx, articleId);
  if (before.length >= MAX_PHOTOS) throw new InvalidInput(TOO_MANY_PHOTOS, { key: [TOO_MANY_PHOTOS] });
  if (input.colorId !== null) {
    const [hit] = await tx
      .select({ id: variants.id })
      .from(variants)
      .where(and(eq(variants.articleId, articleId), eq(variants.colorId, input.colorId)))
      .limit(1);
    if (!hit) throw new InvalidInput(COLOUR_NOT_ON_ARTICLE, { colorId: [COLOUR_NOT_ON_ARTICLE] });
  }
  await tx.insert(articleImages).values({
    articleId,
    imageKey: input.key,
    width: input.width,
    height: input.height,
    alt: input.alt,
    colorId: input.colorId,
    position: before.length,
  });
  return { before, after: await photosOf(tx, articleId) };
}

/** Puts the pictures in the given order: every one of the article's pictures, each once. */
export async function reorderPhotos(tx: Executor, articleId: number, ids: readonly number[]) {
  await findArticle(tx, articleId);
  const before = await photosOf(tx, articleId);
  const known = new Set(before.map((p) => p.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
    throw new InvalidInput(BAD_PHOTO_ORDER, { ids: [BAD_PHOTO_ORDER] });
  }
  for (const [position, id] of ids.entries()) {
    await tx.update(articleImages).set({ position }).where(eq(articleImages.id, id));
  }
  return { before, after: await photosOf(tx, articleId) };
}

/** Takes a picture off the article (the files stay: another article or a campaign may show them). */
export async function removePhoto(tx: Executor, articleId: number, photoId: number) {
  await findArticle(tx, articleId);
  const before = await photosOf(tx, articleId);
  const removed = await tx
    .delete(articleImages)
    .where(and(eq(articleImages.id, photoId), eq(articleImages.articleId, articleId)))
    .returning({ id: articleImages.id });
  if (removed.length === 0) throw new NotFound(PHOTO_NOT_FOUND);
  // Close the gap, so the next picture added goes last.
  const left = await photosOf(tx, articleId);
  for (const [position, { id }] of left.entries()) {
    await tx.update(articleImages).set({ position }).where(eq(articleImages.id, id));
  }
  return { before, after: await photosOf(tx, articleId) };
}
