// Back office: the import of the chain's articles, stock and pictures (decisions 048 and 071), for
// administrators. A dry run lists what every line would do; the real run writes the whole file or nothing.
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
      <h1>Import av varer, lager og bilder</h1>
      <p>
        Last opp en fil og sjekk den først: du ser hvilke merker, grupper, farger og størrelser som opprettes, og hva
        hver linje vil gjøre, eller hvorfor den avvises, før noe lagres. Start med varene, så lageret og bildene.
      </p>
      <CsvImportForm shops={loaderData.shops} />
    </div>
  );
}
