// Back office: the category tree (issue 31, decision 069), for administrators: main groups, subgroups
// and groups, their order, addresses and banners, and whether the spec's special names (goggles,
// hjelmer, staver) lead somewhere in the tree as it is.
import { CategoryTree } from "../features/backoffice/category-tree.tsx";
import { Announcer } from "../features/backoffice/taxonomy-parts.tsx";
import taxonomyCss from "../styles/admin-taxonomy.css?url";
import type { Route } from "./+types/admin-categories";
import { loadFor } from "./admin.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: taxonomyCss }];

export const meta: Route.MetaFunction = () => [{ title: "Kategorier" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  return loadFor(context, "/admin/kategorier", "catalog.taxonomy", () => context.services.taxonomyAdmin.tree());
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { mainGroups, specialNames } = loaderData;
  return (
    <div className="page admin-page">
      <h1>Kategorier</h1>
      <p>
        Hovedgruppene er nettbutikkens kategorier, med undergrupper og varegrupper under seg. Rekkefølgen her er
        rekkefølgen i menyene og listene. Det som brukes av varer, kan ikke slettes.
      </p>
      <section aria-labelledby="special-names" className="taxonomy-special">
        <h2 id="special-names">Spesialnavn</h2>
        <p>
          Adressene /goggles, /hjelmer og /staver sender kundene til vintersportens grupper. De virker når treet har
          gruppene med disse adressene:
        </p>
        <ul>
          {specialNames.map((s) => (
            <li key={s.name}>
              /{s.name} → {s.target}: {s.ready ? <strong>virker</strong> : <strong>virker ikke</strong>}
              {s.missing ? ` (${s.missing})` : null}
            </li>
          ))}
        </ul>
      </section>
      <Announcer>
        <CategoryTree mainGroups={mainGroups} />
      </Announcer>
    </div>
  );
}
