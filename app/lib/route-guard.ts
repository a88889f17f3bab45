// The route guard in the browser: on a client navigation the server does not know the previous
// route, so its guard sends the shopper home; the route's clientLoader turns that into "back to
// where the shopper was" (spec section 2: previous route, else home).
import { redirect } from "react-router";
import { backPath } from "../../domain/back-path.ts";

const HOME = "/";

function isRedirectHome(error: unknown): boolean {
  return (
    error instanceof Response && error.status >= 300 && error.status < 400 && error.headers.get("Location") === HOME
  );
}

/** Calls the server loader; a guard redirect home becomes a redirect to the page being left. */
export async function withPreviousRoute<T>(serverLoader: () => Promise<T>): Promise<T> {
  // An address such as "//evil.example/x" reaches the shop as that path; going back to it must not leave.
  const previous = backPath(`${window.location.pathname}${window.location.search}`, window.location.origin);
  try {
    return await serverLoader();
  } catch (error) {
    if (isRedirectHome(error) && previous !== HOME) throw redirect(previous);
    throw error;
  }
}
