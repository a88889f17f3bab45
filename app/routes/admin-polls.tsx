// Back office: the polls (issue 15, decision 049), for editors and administrators: each poll's brand,
// active period and how many have answered.
import { Link } from "react-router";
import { formatCount } from "../../domain/money.ts";
import type { Route } from "./+types/admin-polls";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Avstemninger" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  return loadFor(context, "/admin/avstemninger", "content.edit", async (staff) => {
    const [polls, brands] = await Promise.all([
      context.services.pollAdmin.list(),
      context.services.tenants.admin.list(),
    ]);
    return {
      role: staff.role,
      polls: polls.map(({ id, name, brandId, active, startsAt, endsAt, answers }) => ({
        id,
        name,
        brandId,
        active,
        startsAt,
        endsAt,
        answers,
      })),
      brandNames: Object.fromEntries(brands.map((b) => [b.id, b.name])) as Record<number, string>,
    };
  });
}

/** "2026-11-23T09:00" → "23.11.2026 kl. 09:00". */
export const localText = (value: string) =>
  `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)} kl. ${value.slice(11, 16)}`;

export default function AdminPolls({ loaderData }: Route.ComponentProps) {
  const { polls, brandNames } = loaderData;
  return (
    <div className="page admin-page">
      <h1>Avstemninger</h1>
      <p>
        <Link className="button button--primary" to="/admin/avstemninger/ny">
          Ny avstemning
        </Link>
      </p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Navn</th>
              <th scope="col">Merke</th>
              <th scope="col">Aktiv</th>
              <th scope="col">Svar</th>
            </tr>
          </thead>
          <tbody>
            {polls.map((p) => (
              <tr key={p.id}>
                <td data-label="Navn">
                  <Link to={`/admin/avstemninger/${p.id}`}>{p.name}</Link>
                </td>
                <td data-label="Merke">{p.brandId === null ? "Alle merker" : (brandNames[p.brandId] ?? p.brandId)}</td>
                <td data-label="Aktiv">
                  {p.active ? "" : "Avslått · "}
                  {localText(p.startsAt)} – {p.endsAt ? localText(p.endsAt) : "uten slutt"}
                </td>
                <td data-label="Svar">{formatCount(p.answers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
