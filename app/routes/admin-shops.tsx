// Back office: the shops (issue 15). Administrators see every shop; staff their own.
import { Link } from "react-router";
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
  const { shops } = loaderData;
  return (
    <div className="page admin-page">
      <h1>Butikker</h1>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Butikk</th>
              <th scope="col">Adresse</th>
              <th scope="col">Åpningstider</th>
            </tr>
          </thead>
          <tbody>
            {shops.map((s) => (
              <tr key={s.id}>
                <td data-label="Butikk">
                  <Link to={`/admin/butikker/${s.id}`}>{s.name}</Link>
                  {s.active ? null : " (ikke aktiv)"}
                </td>
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
    </div>
  );
}
