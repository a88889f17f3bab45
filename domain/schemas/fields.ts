// Field rules more than one form or route shares: record ids, a required text with its own Norwegian
// message, the checkbox flags the API accepts in several spellings, an optional bounded text.
import { z } from "zod";
import { MAX_ID } from "../record-id.ts";
// For its side effect: zod's own messages in Norwegian, wherever a schema of the shop is used.
import "./messages.ts";

export const TOO_LONG = "For lang verdi";

/** A record's id in a JSON body (MAX_ID: ids are PostgreSQL integers). */
export const recordId = z.number().int().positive().max(MAX_ID);

/** A record's id in a path or query string ("12"). */
export const recordIdText = z.coerce.number().int().positive().max(MAX_ID);

/**
 * A text that must have a value. The message is given for a missing field too, because a browser form
 * sends an empty input as no value at all (Conform strips empty strings before validating).
 */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, TOO_LONG);

export const optionalText = (max: number) => z.string().trim().max(max, TOO_LONG).optional();

/** A checkbox as JSON (true, 1) or as a form value ("1"). */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal("0"), z.literal("1")])
  .transform((v) => v === true || v === 1 || v === "1");
