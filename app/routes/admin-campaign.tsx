// Back office: one campaign (issue 15, decision 046): its texts, period, label and images; its articles
// with their campaign prices; 'Avslutt nå' while it runs and deletion while it is planned.
import { Link } from "react-router";
import { PHASE_NAMES } from "../../domain/campaign-admin.ts";
import { formatDateTime } from "../../domain/dates.ts";
import { parseRecordId } from "../../domain/record-id.ts";
import { FormMessage } from "../components/form-field.tsx";
import { CampaignActions } from "../features/backoffice/campaign-actions.tsx";
import { CampaignForm, campaignFormValues } from "../features/backoffice/campaign-form.tsx";
import { CampaignLines } from "../features/backoffice/campaign-lines.tsx";
import { isNotFoundError, notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/admin-campaign";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Kampanje: ${data.campaign.name}` : "Kampanje" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  return loadFor(context, `/admin/kampanjer/${params.id}`, "campaigns.edit", async (staff) => {
    if (id === null) notFound();
    try {
      return {
        role: staff.role,
        created: new URL(request.url).searchParams.has("opprettet"),
        campaign: await context.services.campaignAdmin.one(id),
      };
    } catch (error) {
      if (isNotFoundError(error)) notFound();
      throw error;
    }
  });
}

export default function AdminCampaign({ loaderData }: Route.ComponentProps) {
  const { created, campaign } = loaderData;
  return (
    <div className="page admin-page">
      <p>
        <Link to="/admin/kampanjer">Alle kampanjer</Link>
      </p>
      <h1>{campaign.name}</h1>
      <FormMessage kind="success">
        {created ? "Kampanjen er opprettet. Legg til varene under skjemaet." : null}
      </FormMessage>
      <p>
        <span className={`admin-phase admin-phase--${campaign.phase}`}>{PHASE_NAMES[campaign.phase]}</span>{" "}
        {formatDateTime(campaign.startsAt)} – {formatDateTime(campaign.endsAt)} (norsk tid)
      </p>
      <CampaignActions key={`${campaign.id}-${campaign.phase}`} id={campaign.id} phase={campaign.phase} />
      <CampaignForm key={`${campaign.id}-${campaign.endsAt}`} initial={campaignFormValues(campaign)} />
      <CampaignLines campaignId={campaign.id} lines={campaign.lines} />
    </div>
  );
}
