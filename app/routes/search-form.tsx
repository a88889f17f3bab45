// The header search box without JavaScript: GET /search?q=… goes to the search page /search/:query.
import { redirect } from "react-router";
import { searchPath } from "../features/search/search-path.ts";
import type { Route } from "./+types/search-form";

export function loader({ request }: Route.LoaderArgs) {
  const path = searchPath(new URL(request.url).searchParams.get("q") ?? "");
  return redirect(path ?? "/");
}
