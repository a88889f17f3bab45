// Loaders answer "not found" one way: a thrown 404 response, which the route's error boundary shows as
// "Siden finnes ikke" while the document gets HTTP 404.
import { data } from "react-router";

export function notFound(): never {
  throw data(null, { status: 404 });
}

/** A service error meaning "not found" (the server's HttpError carries statusCode 404). */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { statusCode?: unknown }).statusCode === 404;
}
