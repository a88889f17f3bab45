// A running campaign's articles (/kampanjer/:campaignId; the spec lists campaigns as a screen whose
// path is not shown, and the home grid links here). A list page like the others.
import { RouteErrorPage, routeErrorMeta } from "../components/route-error-page.tsx";
import { campaignEndText } from "../features/catalog/campaign-list.ts";
import { ListPage } from "../features/catalog/list/list-page.tsx";
import { parseArticleId } from "../features/catalog/params.ts";
import { notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/campaign";
import { loadListPage } from "./list-page.server.ts";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parseArticleId(params.campaignId);
  const campaign = (await context.services.catalog.campaigns()).find((c) => c.id === id);
  if (!campaign) notFound();
  const list = await loadListPage(context, request, { kind: "campaign", id: campaign.id }, `/kampanjer/${campaign.id}`);
  return {
    brandName: context.tenant.name,
    title: campaign.shortDescription === "Ukens annonse!" ? `Ukens annonse! ${campaign.name}` : campaign.name,
    description: campaign.description,
    ends: campaignEndText(campaign, context.services.clock()),
    ...list,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) return routeErrorMeta(error);
  return [
    { title: `${loaderData.title} | ${loaderData.brandName}` },
    { name: "description", content: loaderData.description.slice(0, 155) },
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
  ];
};

export default function Campaign({ loaderData }: Route.ComponentProps) {
  return (
    <ListPage
      {...loaderData}
      intro={
        <>
          {loaderData.description ? <p className="list-page__intro">{loaderData.description}</p> : null}
          <p className="list-page__intro campaign-tile__period">{loaderData.ends}</p>
        </>
      }
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
