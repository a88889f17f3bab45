// Loaders answer "not found" one way: a thrown 404 response, which the route's error boundary shows as
// "Siden finnes ikke" while the document gets HTTP 404.
import { data } from "react-router";

export function notFound(): never {
  throw data(null, { status: 404 });
}

/** A service error meaning "not found": the server's domain errors carry kind "not_found". */
export function isNotFoundError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const e = error as { kind?: unknown; statusCode?: unknown };
  return e.kind === "not_found" || e.statusCode === 404;
}
