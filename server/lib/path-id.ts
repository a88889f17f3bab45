import { z } from "zod";
import { notFound } from "./errors.ts";

/** A positive 32-bit integer id (PostgreSQL integer). */
const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** Reads a numeric id from the path; a malformed id names no resource, so it is a 404 with the caller's text. */
export function pathId(value: unknown, notFoundMessage: string): number {
  const parsed = idParam.safeParse(value);
  if (!parsed.success) throw notFound(notFoundMessage);
  return parsed.data;
}
