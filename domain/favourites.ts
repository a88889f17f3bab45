// Favourites (spec sections 3 and 4): a list of article ids, kept in local storage as JSON under
// "favourites" and, for a logged-in customer, on the account (decision 038). Pure rules both sides use.
// No zod here: every page's layout keeps favourites in step, so this is part of a first visit's
// JavaScript (decision 053); the API's schema is in schemas/favourites.ts.
import { isRecordId } from "./record-id.ts";

/** As many as one bundle call can show (GET /articles/bundle takes at most 100 ids). */
export const FAVOURITES_MAX = 100;
export const FAVOURITES_TOO_MANY = `Du kan ha opptil ${FAVOURITES_MAX} favoritter`;

/** What local storage held, as a clean list: anything that is not a list of ids counts as none. */
export function parseFavourites(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter(isRecordId);
  return [...new Set(ids)].slice(0, FAVOURITES_MAX);
}

/** The union of two lists, the first one's order first: merging at login loses nothing. */
export function mergeFavourites(first: readonly number[], second: readonly number[]): number[] {
  return [...new Set([...first, ...second])].slice(0, FAVOURITES_MAX);
}

/** The list with the article added or removed (added at the front: newest first). */
export function toggleFavourite(list: readonly number[], articleId: number, on: boolean): number[] {
  const without = list.filter((id) => id !== articleId);
  return on ? [articleId, ...without].slice(0, FAVOURITES_MAX) : without;
}
