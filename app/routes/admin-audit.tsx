// Back office: the audit log (issue 15), for administrators: who changed what and when, filtered by
// kind of thing, person and dates, a page at a time. The filters are a plain GET form.

import { Form, Link } from "react-router";
import { AUDIT_ENTITIES } from "../../domain/audit-actions.ts";
import { ROLE_NAMES, type Role } from "../../domain/back-office-roles.ts";
import { formatDateTime } from "../../domain/dates.ts";
import { Pagination } from "../components/pagination.tsx";
import type { Route } from "./+types/admin-audit";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Endringslogg" }, { name: "robots", content: "noindex" }];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of the address; what cannot be one is left out rather than refused. */
function filtersOf(url: URL) {
  const q = url.searchParams;
  const entity = q.get("hva") ?? "";
  const actor = Number(q.get("hvem"));
  const page = Number(q.get("side"));
  return {
    entity: Object.hasOwn(AUDIT_ENTITIES, entity) ? entity : "",
    actor: Number.isInteger(actor) && actor > 0 && actor < 2 ** 31 ? actor : undefined,
    from: DATE.test(q.get("fra") ?? "") ? (q.get("fra") as string) : "",
    to: DATE.test(q.get("til") ?? "") ? (q.get("til") as string) : "",
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = filtersOf(new URL(request.url));
  return loadFor(context, "/admin/logg", "audit.read", async (staff) => {
    const { auditLog } = context.services;
    const [log, actors] = await Promise.all([
      auditLog.page({
        entityType: filters.entity || undefined,
        actorId: filters.actor,
        from: filters.from || undefined,
        to: filters.to || undefined,
        page: filters.page,
      }),
      auditLog.actors(),
    ]);
    return { role: staff.role, filters, log, actors };
  });
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { filters, log, actors } = loaderData;
  const pageLink = (page: number) => {
    const q = new URLSearchParams();
    if (filters.entity) q.set("hva", filters.entity);
    if (filters.actor) q.set("hvem", String(filters.actor));
    if (filters.from) q.set("fra", filters.from);
    if (filters.to) q.set("til", filters.to);
    q.set("side", String(page));
    return `/admin/logg?${q}`;
  };
  return (
    <div className="page admin-page">
      <h1>Endringslogg</h1>
      <Form method="get" className="admin-filters" aria-label="Filtrer endringsloggen">
        <div className="form-field">
          <label htmlFor="audit-entity">Hva</label>
          <select id="audit-entity" name="hva" defaultValue={filters.entity}>
            <option value="">Alt</option>
            {Object.entries(AUDIT_ENTITIES).map(([key, name]) => (
              <option key={key} value={key}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="audit-actor">Hvem</label>
          <select id="audit-actor" name="hvem" defaultValue={filters.actor ?? ""}>
            <option value="">Alle</option>
            {actors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({ROLE_NAMES[a.role as Role] ?? a.role})
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="audit-from">Fra dato</label>
          <input id="audit-from" type="date" name="fra" defaultValue={filters.from} />
        </div>
        <div className="form-field">
          <label htmlFor="audit-to">Til dato</label>
          <input id="audit-to" type="date" name="til" defaultValue={filters.to} />
        </div>
        <button type="submit" className="button button--primary">
          Vis
        </button>
      </Form>
      <p role="status">
        {log.meta.total === 0
          ? "Ingen endringer passer filteret."
          : `${log.meta.total} ${log.meta.total === 1 ? "endring" : "endringer"}, side ${log.meta.current_page} av ${log.meta.last_page}`}
      </p>
      {log.data.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Endringer, nyeste først</caption>
            <thead>
              <tr>
                <th scope="col">Tid</th>
                <th scope="col">Hvem</th>
                <th scope="col">Hva skjedde</th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((e) => (
                <tr key={e.id}>
                  <td data-label="Tid">
                    <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                  </td>
                  <td data-label="Hvem">
                    {e.actorName}
                    <br />
                    <span className="admin-muted">{ROLE_NAMES[e.actorRole as Role] ?? e.actorRole}</span>
                  </td>
                  <td data-label="Hva skjedde">
                    <p className="audit-sentence">{e.sentence}</p>
                    {e.link ? (
                      <p>
                        <Link to={e.link.href}>
                          {e.link.text}
                          {e.entityName ? <span className="visually-hidden"> ({e.entityName})</span> : null}
                        </Link>
                      </p>
                    ) : null}
                    {e.details.length > 0 ? (
                      <details className="audit-details">
                        <summary>
                          {e.details.length === 1 ? "Endringen" : `Alle ${e.details.length} endringer`}
                          <span className="visually-hidden"> ({e.actionName})</span>
                        </summary>
                        <ul>
                          {e.details.map((d) => (
                            <li key={d.field}>
                              {d.field}: {d.before} → {d.after}
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination page={log.meta.current_page} lastPage={log.meta.last_page} hrefFor={pageLink} />
    </div>
  );
}
