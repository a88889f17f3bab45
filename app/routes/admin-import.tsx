// Back office: the CSV import of articles and stock (issue 15, decision 048), for administrators. A dry
// run lists what every line would do; the real run writes the whole file or nothing.
import { CsvImportForm } from "../features/backoffice/csv-import-form.tsx";
import type { Route } from "./+types/admin-import";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Import" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  return loadFor(context, "/admin/import", "catalog.import", async (staff) => ({
    role: staff.role,
    shops: (await context.services.shopAdmin.list(staff)).map((s) => ({ id: s.id, name: s.name, no: s.no })),
  }));
}

export default function AdminImport({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page admin-page">
      <h1>Import av varer og lager</h1>
      <p>
        Last opp en CSV-fil og sjekk den først: du ser hva hver linje vil gjøre, eller hvorfor den avvises, før noe
        lagres.
      </p>
      <CsvImportForm shops={loaderData.shops} />
    </div>
  );
}
