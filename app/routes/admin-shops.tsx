// Back office: the shops (issues 15 and 31). Administrators see every shop, open or closed, and add
// new ones; staff see their own.
import { Link } from "react-router";
import { can } from "../../domain/back-office-roles.ts";
import { parseOpeningHours, weekTable } from "../../domain/opening-hours.ts";
import type { Route } from "./+types/admin-shops";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Butikker" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  return loadFor(context, "/admin/butikker", "shops.read", async (staff) => ({
    role: staff.role,
    shops: await context.services.shopAdmin.list(staff),
  }));
}

export default function AdminShops({ loaderData }: Route.ComponentProps) {
  const { shops, role } = loaderData;
  return (
    <div className="page admin-page">
      <div className="admin-heading">
        <h1>Butikker</h1>
        {can(role, "shops.edit") ? (
          <Link className="button button--primary" to="/admin/butikker/ny">
            Ny butikk
          </Link>
        ) : null}
      </div>
      {shops.length === 0 ? (
        <p>Ingen butikker ennå. Opprett den første med «Ny butikk».</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Butikk</th>
                <th scope="col">Nr.</th>
                <th scope="col">Adresse</th>
                <th scope="col">Åpningstider</th>
              </tr>
            </thead>
            <tbody>
              {shops.map((s) => (
                <tr key={s.id}>
                  <td data-label="Butikk">
                    <Link to={`/admin/butikker/${s.id}`}>{s.name}</Link>
                    {s.active ? null : " (stengt)"}
                  </td>
                  <td data-label="Nr.">{s.no}</td>
                  <td data-label="Adresse">
                    {s.address}, {s.postNo} {s.postPlace}
                  </td>
                  <td data-label="Åpningstider">
                    {weekTable(parseOpeningHours(s.openingHours))
                      .map((d) => `${d.name.slice(0, 3)} ${d.hours}`)
                      .join(" · ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
