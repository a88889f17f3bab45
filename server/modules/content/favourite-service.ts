// A customer's favourites on the account (decision 038): this module owns the favourites table. Only
// articles the catalogue shows can be added; the merge at login keeps every id both lists hold.
import { and, asc, desc, eq } from "drizzle-orm";
import { FAVOURITES_MAX, FAVOURITES_TOO_MANY, mergeFavourites } from "../../../domain/favourites.ts";
import type { Database } from "../../db/client.ts";
import { favourites } from "../../db/schema.ts";
import { InvalidInput, NotFound } from "../../lib/errors.ts";

export const FAVOURITE_ARTICLE_NOT_FOUND = "Artikkelen finnes ikke";

export interface FavouriteServiceDeps {
  /** The ids among these that the catalogue shows, in the order given. */
  visibleIds(ids: number[]): Promise<number[]>;
}

export function createFavouriteService(database: Database, deps: FavouriteServiceDeps) {
  const { db } = database;
  const service = {
    /** The customer's favourites, newest first. */
    async of(customerId: number): Promise<number[]> {
      const found = await db
        .select({ articleId: favourites.articleId })
        .from(favourites)
        .where(eq(favourites.customerId, customerId))
        .orderBy(desc(favourites.createdAt), asc(favourites.articleId));
      return found.map((f) => f.articleId);
    },

    async add(customerId: number, articleId: number): Promise<number[]> {
      if ((await deps.visibleIds([articleId])).length === 0) throw new NotFound(FAVOURITE_ARTICLE_NOT_FOUND);
      const current = await service.of(customerId);
      if (!current.includes(articleId) && current.length >= FAVOURITES_MAX) {
        throw new InvalidInput(FAVOURITES_TOO_MANY, { articleId: [FAVOURITES_TOO_MANY] });
      }
      await db.insert(favourites).values({ customerId, articleId }).onConflictDoNothing();
      return service.of(customerId);
    },

    async remove(customerId: number, articleId: number): Promise<number[]> {
      await db
        .delete(favourites)
        .where(and(eq(favourites.customerId, customerId), eq(favourites.articleId, articleId)));
      return service.of(customerId);
    },

    /**
     * At login: the browser's list joins the account's (union). Ids the catalogue
     * no longer shows are left out rather than refused: a browser may have kept them for months.
     */
    async merge(customerId: number, browserIds: number[]): Promise<number[]> {
      const current = await service.of(customerId);
      const shown = await deps.visibleIds(browserIds.filter((id) => !current.includes(id)));
      const added = mergeFavourites(current, shown).slice(current.length);
      if (added.length > 0) {
        await db
          .insert(favourites)
          .values(added.map((articleId) => ({ customerId, articleId })))
          .onConflictDoNothing();
      }
      return service.of(customerId);
    },
  };
  return service;
}

export type FavouriteService = ReturnType<typeof createFavouriteService>;
