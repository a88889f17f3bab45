// Back office: the brands (issues 15 and 31), for administrators: every brand, and a new one (an empty
// shop starts with none, and its home grid, pages and menus are a brand's).
import { Link } from "react-router";
import { NewBrandForm } from "../features/backoffice/new-brand-form.tsx";
import type { Route } from "./+types/admin-brands";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Merker" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  return loadFor(context, "/admin/merker", "brands.edit", async (staff) => ({
    role: staff.role,
    brands: await context.services.brandAdmin.list(),
  }));
}

export default function AdminBrands({ loaderData }: Route.ComponentProps) {
  const { brands } = loaderData;
  return (
    <div className="page admin-page">
      <h1>Merker</h1>
      {brands.length === 0 ? <p>Ingen merker ennå.</p> : null}
      <div className="admin-table-wrap" hidden={brands.length === 0}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Merke</th>
              <th scope="col">Vertsnavn</th>
              <th scope="col">Farger</th>
            </tr>
          </thead>
          <tbody>
            {brands.map((b) => (
              <tr key={b.id}>
                <td data-label="Merke">
                  <Link to={`/admin/merker/${b.id}`}>{b.name}</Link>
                </td>
                <td data-label="Vertsnavn">{b.hostnames.join(", ") || "–"}</td>
                <td data-label="Farger">
                  <span className="admin-swatch" style={{ background: b.colors.primary, color: b.colors.onPrimary }}>
                    {b.colors.primary}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <NewBrandForm first={brands.length === 0} />
    </div>
  );
}
