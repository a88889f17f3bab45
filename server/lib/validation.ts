import type { z } from "zod";
import { HttpError } from "./errors.ts";

export const INVALID_INPUT = "Ugyldig forespørsel";

/** Parses request input with a strict schema; failures become 422 with one message list per field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown, message = INVALID_INPUT): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  throw new HttpError(422, message, errors);
}
