// The brand collection entry of the desktop menu (spec section 2: only for one brand): the articles
// of the brand's own product line. A brand without one has no collection page.
import { RouteErrorPage, routeErrorMeta } from "../components/route-error-page.tsx";
import { ListPage } from "../features/catalog/list/list-page.tsx";
import { COLLECTION_PATH } from "../features/navigation/menu.ts";
import { notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/collection";
import { loadListPage } from "./list-page.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { tenant } = context;
  if (!tenant.menu.collection || tenant.productLineId == null) notFound();
  const list = await loadListPage(context, request, { kind: "productLine", id: tenant.productLineId }, COLLECTION_PATH);
  return { brandName: tenant.name, title: `${tenant.name}-kolleksjonen`, ...list };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) return routeErrorMeta(error);
  return [
    { title: `${loaderData.title} | ${loaderData.brandName}` },
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
  ];
};

export default function Collection({ loaderData }: Route.ComponentProps) {
  return <ListPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
