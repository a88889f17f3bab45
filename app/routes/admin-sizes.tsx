// Back office: the sizes (issue 31, decision 069), for administrators, in the order product pages show
// them.
import { SizeList } from "../features/backoffice/size-list.tsx";
import { Announcer } from "../features/backoffice/taxonomy-parts.tsx";
import taxonomyCss from "../styles/admin-taxonomy.css?url";
import type { Route } from "./+types/admin-sizes";
import { loadFor } from "./admin.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: taxonomyCss }];

export const meta: Route.MetaFunction = () => [{ title: "Størrelser" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  return loadFor(context, "/admin/storrelser", "catalog.taxonomy", async () => ({
    sizes: await context.services.taxonomyAdmin.sizes(),
  }));
}

export default function AdminSizes({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page admin-page">
      <h1>Størrelser</h1>
      <p>Rekkefølgen her er rekkefølgen på varesidene. En størrelse som brukes av varer, kan ikke slettes.</p>
      <Announcer>
        <SizeList sizes={loaderData.sizes} />
      </Announcer>
    </div>
  );
}
