// Back office: a new campaign (issue 15, decision 046). Once created, its own page opens, where its
// articles and campaign prices are added.
import { Link } from "react-router";
import { NoAccessPage } from "../components/no-access-page.tsx";
import { AdminNav } from "../features/backoffice/admin-nav.tsx";
import { CampaignForm, EMPTY_CAMPAIGN } from "../features/backoffice/campaign-form.tsx";
import accountCss from "../styles/account.css?url";
import adminCss from "../styles/admin-settings.css?url";
import type { Route } from "./+types/admin-campaign-new";
import { loadFor } from "./admin.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountCss },
  { rel: "stylesheet", href: adminCss },
];
export const meta: Route.MetaFunction = () => [{ title: "Ny kampanje" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  return loadFor(context, "/admin/kampanjer/ny", "campaigns.edit", async (staff) => ({ role: staff.role }));
}

export default function AdminCampaignNew({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden) return <NoAccessPage />;
  return (
    <div className="page admin-page">
      <AdminNav role={loaderData.role} />
      <p>
        <Link to="/admin/kampanjer">Alle kampanjer</Link>
      </p>
      <h1>Ny kampanje</h1>
      <CampaignForm initial={EMPTY_CAMPAIGN} />
    </div>
  );
}
