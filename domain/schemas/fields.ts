// Field rules more than one form shares: a required text with its own Norwegian message, the
// checkbox flags the API accepts in several spellings, an optional bounded text.
import { z } from "zod";

export const TOO_LONG = "For lang verdi";

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
