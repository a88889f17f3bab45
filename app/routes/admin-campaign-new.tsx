// Back office: a new campaign (issue 15, decision 046). Once created, its own page opens, where its
// articles and campaign prices are added.
import { Link } from "react-router";
import { CampaignForm, EMPTY_CAMPAIGN } from "../features/backoffice/campaign-form.tsx";
import type { Route } from "./+types/admin-campaign-new";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Ny kampanje" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  return loadFor(context, "/admin/kampanjer/ny", "campaigns.edit", async (staff) => ({ role: staff.role }));
}

export default function AdminCampaignNew() {
  return (
    <div className="page admin-page">
      <p>
        <Link to="/admin/kampanjer">Alle kampanjer</Link>
      </p>
      <h1>Ny kampanje</h1>
      <CampaignForm initial={EMPTY_CAMPAIGN} />
    </div>
  );
}
