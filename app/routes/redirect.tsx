// Old and foreign addresses of spec section 2 that only redirect: payment, return, terms and
// reclamation go to /kundeservice, privacy to /personvernerklaering, /article/:id to /product/:id.
// A resource route: the loader answers with the redirect, on the server and after client navigation.
import { redirect } from "react-router";
import type { Route } from "./+types/redirect";

/** Permanent: these addresses always mean the same page. */
const MOVED = 301;

export const REDIRECTS: Record<string, string> = {
  "/payment": "/kundeservice",
  "/return": "/kundeservice",
  "/terms": "/kundeservice",
  "/reclamation": "/kundeservice",
  "/privacy": "/personvernerklaering",
};

export function redirectTarget(pathname: string, params: { articleId?: string }): string | null {
  if (params.articleId !== undefined) return `/product/${encodeURIComponent(params.articleId)}`;
  const path = pathname.replace(/\/+$/, "") || "/";
  return REDIRECTS[path] ?? null;
}

export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = redirectTarget(url.pathname, params);
  // Every path of this module is in the table; anything else is a mistake in routes.ts.
  if (!target) throw new Response(null, { status: 404 });
  return redirect(`${target}${url.search}`, MOVED);
}
