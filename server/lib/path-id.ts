import { notFound } from "./errors.ts";
import { idParam } from "./id-param.ts";

/** Reads a numeric id from the path; a malformed id names no resource, so it is a 404 with the caller's text. */
export function pathId(value: unknown, notFoundMessage: string): number {
  const parsed = idParam.safeParse(value);
  if (!parsed.success) throw notFound(notFoundMessage);
  return parsed.data;
}
