// Back office: the shipping methods (issue 31), for administrators: every method with its price and
// whether the checkout offers it, and one form to create a method or change the one chosen in the list.
// The checkout needs at least one active method; a pickup method lets shoppers collect in a shop.
import { useState } from "react";
import { formatPrice, oreToKroner } from "../../domain/money.ts";
import { SHIPPING_TYPE_NAMES } from "../../domain/schemas/shipping-admin.ts";
import {
  EMPTY_SHIPPING_METHOD,
  ShippingMethodForm,
  type ShippingMethodFormValues,
} from "../features/backoffice/shipping-method-form.tsx";
import type { Route } from "./+types/admin-shipping";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Frakt" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  return loadFor(context, "/admin/frakt", "shipping.edit", async (staff) => ({
    role: staff.role,
    methods: await context.services.shippingAdmin.list(),
  }));
}

export default function AdminShipping({ loaderData }: Route.ComponentProps) {
  const [editing, setEditing] = useState<ShippingMethodFormValues>(EMPTY_SHIPPING_METHOD);
  const { methods } = loaderData;
  const active = methods.filter((m) => m.active);
  return (
    <div className="page admin-page">
      <h1>Frakt</h1>
      {active.length === 0 ? (
        <p className="form-message form-message--error">
          Kassen har ingen aktive fraktmåter, så kundene kan ikke bestille. Opprett minst én, for eksempel «Hent i
          butikk» til 0 kr.
        </p>
      ) : !active.some((m) => m.type === "pickup") ? (
        <p>Ingen aktiv fraktmåte er «Hent i butikk», så kundene kan ikke hente varene i en butikk.</p>
      ) : null}
      {methods.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Navn</th>
                <th scope="col">Type</th>
                <th scope="col">Pris</th>
                <th scope="col">Rekkefølge</th>
                <th scope="col">Tilbys i kassen</th>
                <th scope="col">
                  <span className="visually-hidden">Endre</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {methods.map((m) => (
                <tr key={m.id}>
                  <td data-label="Navn">
                    {m.name}
                    {m.description ? <span className="admin-muted"> – {m.description}</span> : null}
                  </td>
                  <td data-label="Type">{SHIPPING_TYPE_NAMES[m.type]}</td>
                  <td data-label="Pris" className="admin-nowrap">
                    {formatPrice(oreToKroner(m.priceOre))}
                  </td>
                  <td data-label="Rekkefølge">{m.sort}</td>
                  <td data-label="Tilbys i kassen">{m.active ? "Ja" : "Nei"}</td>
                  <td>
                    <button
                      type="button"
                      className="button"
                      onClick={() =>
                        setEditing({
                          id: m.id,
                          name: m.name,
                          description: m.description,
                          type: m.type,
                          price: m.price,
                          sort: String(m.sort),
                          active: m.active,
                        })
                      }
                    >
                      Endre <span className="visually-hidden">{m.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing.id ? (
        <p>
          <button type="button" className="button" onClick={() => setEditing(EMPTY_SHIPPING_METHOD)}>
            Ny fraktmåte
          </button>
        </p>
      ) : null}
      <ShippingMethodForm
        key={editing.id ?? "new"}
        initial={editing}
        onDone={() => setEditing(EMPTY_SHIPPING_METHOD)}
      />
    </div>
  );
}
