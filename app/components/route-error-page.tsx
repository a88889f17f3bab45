// What a route shows when its loader or render fails: "Siden finnes ikke" for a 404, otherwise a
// short apology (internals never reach the page). Used by the root and by routes that throw 404.
import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { NotFoundPage } from "./not-found-page.tsx";

function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

export function RouteErrorPage({ error }: { error: unknown }) {
  if (isNotFound(error)) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="page page--narrow">
      <h1>Noe gikk galt</h1>
      <p>Siden kunne ikke vises akkurat nå. Prøv igjen om litt.</p>
      <p>
        <a href="/">Gå til forsiden</a>
      </p>
    </div>
  );
}

/** Title for an error page; error pages are never indexed. */
export function routeErrorMeta(error: unknown): MetaDescriptor[] {
  return [{ title: isNotFound(error) ? "Siden finnes ikke" : "Noe gikk galt" }, { name: "robots", content: "noindex" }];
}
