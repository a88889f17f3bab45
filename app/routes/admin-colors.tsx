// Back office: the colours (issue 31, decision 069), for administrators: the colour groups the filters
// offer and the colours in each, as swatches with their codes.
import { ColorList } from "../features/backoffice/color-list.tsx";
import { Announcer } from "../features/backoffice/taxonomy-parts.tsx";
import taxonomyCss from "../styles/admin-taxonomy.css?url";
import type { Route } from "./+types/admin-colors";
import { loadFor } from "./admin.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: taxonomyCss }];

export const meta: Route.MetaFunction = () => [{ title: "Farger" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  return loadFor(context, "/admin/farger", "catalog.taxonomy", async () => ({
    groups: await context.services.taxonomyAdmin.colors(),
  }));
}

export default function AdminColors({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page admin-page">
      <h1>Farger</h1>
      <p>
        Fargegruppene er fargene kundene filtrerer på; hver farge hører til én gruppe. En farge som brukes av varer, kan
        ikke slettes, og en gruppe kan ikke slettes før den er tom.
      </p>
      <Announcer>
        <ColorList groups={loaderData.groups} />
      </Announcer>
    </div>
  );
}
