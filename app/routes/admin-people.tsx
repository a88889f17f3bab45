// Back office: the people who work in it (issue 31, decision 068), for administrators: everyone with a
// role, with their shop and whether they are active, invited (no password chosen yet) or deactivated;
// an invitation by e-mail, a change of role or shop, deactivation (every session ends at once) and
// reactivation, and a new invitation link for one who has not used theirs.
import { useState } from "react";
import { useRevalidator } from "react-router";
import { ROLE_NAMES } from "../../domain/back-office-roles.ts";
import { FormMessage } from "../components/form-field.tsx";
import { useApiAction } from "../components/use-api-action.ts";
import type { PersonAnswer } from "../features/backoffice/api-answers.ts";
import { type EditedPerson, PersonEditForm, PersonInviteForm } from "../features/backoffice/people-forms.tsx";
import { shopLabel } from "../features/backoffice/shop-select.tsx";
import { api } from "../lib/api-client.ts";
import type { Route } from "./+types/admin-people";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Personer" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  return loadFor(context, "/admin/personer", "people.manage", async (staff) => {
    const [people, shops] = await Promise.all([context.services.peopleAdmin.list(), context.services.shops.choices()]);
    return { me: staff.id, people, shops };
  });
}

const STATUS_TEXT = { active: "Aktiv", invited: "Invitert", deactivated: "Deaktivert" } as const;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export default function AdminPeople({ loaderData }: Route.ComponentProps) {
  const { me, people, shops } = loaderData;
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<EditedPerson | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const action = useApiAction({ after: () => revalidator.revalidate() });
  const byId = new Map(shops.map((s) => [s.id, s]));
  const call = (method: "PATCH" | "POST", url: string, body?: unknown) =>
    action.run(async () => {
      setNotice(null);
      return (await api<PersonAnswer>(method, url, body)).message;
    });

  return (
    <div className="page admin-page">
      <h1>Personer</h1>
      <p>
        Alle som arbeider i administrasjonen. En deaktivert person kan ikke logge inn, og blir logget ut med en gang.
      </p>
      <div aria-live="polite">
        <FormMessage kind="success">{notice ?? action.done}</FormMessage>
      </div>
      <FormMessage kind="error">{action.error}</FormMessage>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Navn</th>
              <th scope="col">E-post</th>
              <th scope="col">Rolle</th>
              <th scope="col">Butikk</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Handlinger</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {people.map((p) => {
              const shop = p.shopId === null ? undefined : byId.get(p.shopId);
              return (
                <tr key={p.id}>
                  <td data-label="Navn">
                    {p.name}
                    {p.id === me ? " (deg)" : null}
                  </td>
                  <td data-label="E-post">{p.email}</td>
                  <td data-label="Rolle">{capitalised(ROLE_NAMES[p.role])}</td>
                  <td data-label="Butikk">
                    {p.role === "admin" ? "Alle" : shop ? shopLabel(shop) : (p.shopName ?? "Ingen")}
                  </td>
                  <td data-label="Status">{STATUS_TEXT[p.status]}</td>
                  <td>
                    {p.id === me ? null : (
                      <div className="admin-actions">
                        {p.status === "deactivated" ? (
                          <button
                            type="button"
                            className="button"
                            disabled={action.busy}
                            onClick={() => call("PATCH", `/backoffice/people/${p.id}`, { active: true })}
                          >
                            Aktiver <span className="visually-hidden">{p.name}</span>
                          </button>
                        ) : (
                          <>
                            <button
                              type="button"
                              className="button"
                              onClick={() => {
                                setNotice(null);
                                setEditing({ id: p.id, name: p.name, role: p.role, shopId: p.shopId });
                              }}
                            >
                              Endre <span className="visually-hidden">{p.name}</span>
                            </button>
                            {p.status === "invited" ? (
                              <button
                                type="button"
                                className="button"
                                disabled={action.busy}
                                onClick={() => call("POST", `/backoffice/people/${p.id}/invite`)}
                              >
                                Send invitasjon på nytt <span className="visually-hidden">til {p.name}</span>
                              </button>
                            ) : null}
                            <button
                              type="button"
                              className="button"
                              disabled={action.busy}
                              onClick={() => {
                                if (window.confirm(`Deaktivere ${p.name}? Personen blir logget ut med en gang.`)) {
                                  void call("PATCH", `/backoffice/people/${p.id}`, { active: false });
                                }
                              }}
                            >
                              Deaktiver <span className="visually-hidden">{p.name}</span>
                            </button>
                          </>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {editing ? (
        <PersonEditForm
          key={editing.id}
          person={editing}
          shops={shops}
          onDone={(message) => {
            setEditing(null);
            if (message) setNotice(message);
          }}
        />
      ) : null}
      <PersonInviteForm shops={shops} />
    </div>
  );
}
