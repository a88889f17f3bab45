// Record ids as they arrive in addresses and bodies. Ids are PostgreSQL `integer`s: a bigger number
// names no record, and is stopped here rather than refused by the database with an error.
// No zod here: the catalogue pages parse their ids with this and must stay light in the browser.

export const MAX_ID = 2_147_483_647;

/** "12" → 12; anything that cannot be a record's id (too big, zero, leading zero, not digits) → null. */
export function parseRecordId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** A record's id as a number in a body or in stored JSON: the rule of `recordId` (schemas/fields.ts). */
export function isRecordId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 && value <= MAX_ID;
}
