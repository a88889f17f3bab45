// Back office: the campaigns (issue 15, decision 046), for content editors and administrators: each
// labelled 'Pågår', 'Planlagt' or 'Avsluttet' at the shop's clock, running ones first, a page at a time.
import { Link } from "react-router";
import { PHASE_NAMES } from "../../domain/campaign-admin.ts";
import { formatDateTime } from "../../domain/dates.ts";
import { formatCount } from "../../domain/money.ts";
import { FormMessage } from "../components/form-field.tsx";
import { Pagination } from "../components/pagination.tsx";
import type { Route } from "./+types/admin-campaigns";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Kampanjer" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = Math.min(10_000, Math.max(1, Number.parseInt(url.searchParams.get("side") ?? "1", 10) || 1));
  return loadFor(context, `/admin/kampanjer${url.search}`, "campaigns.edit", async (staff) => ({
    role: staff.role,
    deleted: url.searchParams.has("slettet"),
    found: await context.services.campaignAdmin.list(page),
  }));
}

export default function AdminCampaigns({ loaderData }: Route.ComponentProps) {
  const { deleted, found } = loaderData;
  return (
    <div className="page admin-page">
      <h1>Kampanjer</h1>
      <FormMessage kind="success">{deleted ? "Kampanjen er slettet." : null}</FormMessage>
      <p>
        <Link to="/admin/kampanjer/ny" className="button button--primary">
          Ny kampanje
        </Link>
      </p>
      <p>
        {found.meta.total} {found.meta.total === 1 ? "kampanje" : "kampanjer"}, side {found.meta.current_page} av{" "}
        {found.meta.last_page}. Tidene er norsk tid.
      </p>
      {found.data.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Kampanje</th>
                <th scope="col">Status</th>
                <th scope="col">Start</th>
                <th scope="col">Slutt</th>
                <th scope="col">Varer</th>
              </tr>
            </thead>
            <tbody>
              {found.data.map((c) => (
                <tr key={c.id}>
                  <td data-label="Kampanje">
                    <Link to={`/admin/kampanjer/${c.id}`}>{c.name}</Link>
                  </td>
                  <td data-label="Status">
                    <span className={`admin-phase admin-phase--${c.phase}`}>{PHASE_NAMES[c.phase]}</span>
                  </td>
                  <td data-label="Start">{formatDateTime(c.startsAt)}</td>
                  <td data-label="Slutt">{formatDateTime(c.endsAt)}</td>
                  <td data-label="Varer">{formatCount(c.lines)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination
        page={found.meta.current_page}
        lastPage={found.meta.last_page}
        hrefFor={(page) => `/admin/kampanjer?side=${page}`}
      />
    </div>
  );
}
