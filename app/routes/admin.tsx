// Back office (/admin/reservasjoner): the shop's reservations (an administrator's chosen shop, or all)
// filtered by status (?status=…), each with its count.
import { Form, Link } from "react-router";
import { formatDateTime } from "../../domain/dates.ts";
import { PAYMENT_PROBLEM_TEXT, PAYMENT_STATE_TEXT } from "../../domain/payment-state.ts";
import { parseRecordId } from "../../domain/record-id.ts";
import { ListAmount, ListLines } from "../features/backoffice/handover-settlement.tsx";
import type { Route } from "./+types/admin";
import { loadForStaff, STATUS_NAMES, shopChoice } from "./admin.server.ts";

/** The layout offers an administrator the choice of shop here (shop-picker.tsx). */
export const handle = { shopChoice: true };

export const meta: Route.MetaFunction = () => [{ title: "Reservasjoner" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return loadForStaff(context, `/admin/reservasjoner${url.search}`, async (staff) => {
    const status = parseRecordId(url.searchParams.get("status"));
    const statusId = status !== null && STATUS_NAMES[status] ? status : 2;
    const list = await context.services.backoffice.list(staff, shopChoice(request, staff), statusId);
    return { statusId, statusNames: STATUS_NAMES, ...list };
  });
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  const { shop, counts, data, statusId, statusNames } = loaderData;
  return (
    <div className="page">
      <h1>Reservasjoner – {shop ? shop.name : "alle butikker"}</h1>
      <Form method="get" className="list-filter" aria-label="Velg status">
        <div className="form-field">
          <label htmlFor="reservation-status">Status</label>
          <select id="reservation-status" name="status" defaultValue={statusId} key={statusId}>
            {Object.entries(statusNames).map(([id, name]) => (
              <option key={id} value={id}>
                {name} ({counts[Number(id)] ?? 0})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          Vis
        </button>
      </Form>
      <h2>{statusNames[statusId]}</h2>
      {data.length === 0 ? (
        <p>Ingen reservasjoner.</p>
      ) : (
        // On a phone each row stacks as a card (data-label heads each cell), so nothing scrolls sideways.
        <section aria-label={statusNames[statusId]}>
          <table className="backoffice-table backoffice-table--stack">
            <thead>
              <tr>
                <th scope="col">Nr.</th>
                <th scope="col">Kunde</th>
                <th scope="col">Linjer</th>
                <th scope="col">Beløp</th>
                <th scope="col">Bestilt</th>
                <th scope="col">Hentefrist</th>
                <th scope="col">Betaling</th>
              </tr>
            </thead>
            <tbody>
              {data.map((r) => (
                <tr key={r.id}>
                  <td data-label="Nr.">
                    <Link to={`/admin/reservasjon/${r.id}`}>Reservasjon {r.id}</Link>
                  </td>
                  <td data-label="Kunde">
                    {r.name}
                    {r.delivery ? " (levering)" : ""}
                    {shop ? null : ` – ${r.shopName}`}
                  </td>
                  <td data-label="Linjer">
                    <ListLines lines={r.lines} handover={r.handover} />
                  </td>
                  <td data-label="Beløp">
                    <ListAmount total={r.total} handover={r.handover} />
                  </td>
                  <td data-label="Bestilt">{formatDateTime(r.date)}</td>
                  <td data-label="Hentefrist">{r.pickupDeadline ? formatDateTime(r.pickupDeadline) : "–"}</td>
                  <td data-label="Betaling">
                    {PAYMENT_PROBLEM_TEXT[r.payment] ? (
                      <strong className="payment-problem">{PAYMENT_STATE_TEXT[r.payment]}</strong>
                    ) : (
                      PAYMENT_STATE_TEXT[r.payment]
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
