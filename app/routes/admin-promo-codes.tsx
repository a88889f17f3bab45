// Back office: the promo codes (issue 15), for administrators: every code with how often it was used,
// and one form to create a code or change the one chosen in the list.
import { useState } from "react";
import { formatCount } from "../../domain/money.ts";
import { EMPTY_PROMO_CODE, PromoCodeForm, type PromoCodeFormValues } from "../features/backoffice/promo-code-form.tsx";
import type { Route } from "./+types/admin-promo-codes";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Verdikoder" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  return loadFor(context, "/admin/verdikoder", "promocodes.edit", async (staff) => ({
    role: staff.role,
    codes: await context.services.promoCodeAdmin.list(),
  }));
}

const dateText = (date: string) => date.split("-").reverse().join(".");
const yesNo = (flag: boolean) => (flag ? "Ja" : "Nei");

export default function AdminPromoCodes({ loaderData }: Route.ComponentProps) {
  const [editing, setEditing] = useState<PromoCodeFormValues>(EMPTY_PROMO_CODE);
  const { codes } = loaderData;
  return (
    <div className="page admin-page">
      <h1>Verdikoder</h1>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Kode</th>
              <th scope="col">Rabatt</th>
              <th scope="col">Gyldig</th>
              <th scope="col">Krever innlogging</th>
              <th scope="col">Annonsert</th>
              <th scope="col">Brukt</th>
              <th scope="col">
                <span className="visually-hidden">Endre</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.map((c) => (
              <tr key={c.id}>
                <td data-label="Kode">
                  {c.code}
                  {c.active ? null : " (ikke aktiv)"}
                </td>
                <td data-label="Rabatt">{c.fixed ? `${c.amount} kr` : `${c.amount} %`}</td>
                <td data-label="Gyldig">
                  {dateText(c.validFrom)}–{dateText(c.validTo)}
                </td>
                <td data-label="Krever innlogging">{yesNo(c.requiresLogin)}</td>
                <td data-label="Annonsert">{yesNo(c.advertised)}</td>
                <td data-label="Brukt">{formatCount(c.uses)} ganger</td>
                <td>
                  <button type="button" className="button" onClick={() => setEditing(c)}>
                    Endre <span className="visually-hidden">{c.code}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing.id ? (
        <p>
          <button type="button" className="button" onClick={() => setEditing(EMPTY_PROMO_CODE)}>
            Ny verdikode
          </button>
        </p>
      ) : null}
      <PromoCodeForm key={editing.id ?? "new"} initial={editing} onDone={() => setEditing(EMPTY_PROMO_CODE)} />
    </div>
  );
}
