// Route "utvalg" (/utvalg/:ids, spec section 2): a bundle or selection of articles, ids separated by
// "+". A list page like the others, so it sorts, filters and pages the same way.
import { RouteErrorPage, routeErrorMeta } from "../components/route-error-page.tsx";
import { ListPage } from "../features/catalog/list/list-page.tsx";
import { parseArticleId } from "../features/catalog/params.ts";
import { notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/bundle";
import { loadListPage } from "./list-page.server.ts";

/** Bounds the query a shared address can cause. */
const MAX_BUNDLE = 100;

/** "1+2+3" (or "1 2 3", as a decoded "+" may arrive) → [1, 2, 3]; null when any part is not an id. */
export function parseBundleIds(value: string | undefined): number[] | null {
  if (!value) return null;
  const parts = value.split(/[+ ]/).filter(Boolean);
  if (parts.length === 0 || parts.length > MAX_BUNDLE) return null;
  const ids: number[] = [];
  for (const part of parts) {
    const id = parseArticleId(part);
    if (id === null) return null;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ids = parseBundleIds(params.ids);
  if (!ids) notFound();
  const list = await loadListPage(context, request, { kind: "ids", ids }, `/utvalg/${ids.join("+")}`);
  if (list.total === 0 && list.state.page === 1 && list.facets.price === null) notFound();
  return { brandName: context.tenant.name, title: "Utvalg", ...list };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) return routeErrorMeta(error);
  return [
    { title: `${loaderData.title} | ${loaderData.brandName}` },
    { name: "robots", content: "noindex" },
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
  ];
};

export default function Bundle({ loaderData }: Route.ComponentProps) {
  return <ListPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
