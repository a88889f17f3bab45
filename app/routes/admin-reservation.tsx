// Back office: one reservation with its lines, payment and history, and the staff actions.

import { Link } from "react-router";
import { formatDateTime } from "../../domain/dates.ts";
import { formatPrice } from "../../domain/money.ts";
import { PAYMENT_PROBLEM_TEXT, PAYMENT_STATE_TEXT, paymentState } from "../../domain/payment-state.ts";
import { parseRecordId } from "../../domain/record-id.ts";
import { StoredTotals } from "../components/stored-totals.tsx";
import { HandoverSection, lineHandover } from "../features/backoffice/handover-settlement.tsx";
import { PartialHandover } from "../features/backoffice/partial-handover.tsx";
import { ReservationActions } from "../features/backoffice/reservation-actions.tsx";
import { ReturnForm } from "../features/backoffice/return-form.tsx";
import { ShipForm } from "../features/backoffice/ship-form.tsx";
import { isNotFoundError, notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/admin-reservation";
import { loadForStaff, STATUS_NAMES } from "./admin.server.ts";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Reservasjon ${params.id}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  return loadForStaff(context, `/admin/reservasjon/${params.id}`, async (staff) => {
    if (id === null) notFound();
    try {
      const reservation = await context.services.backoffice.one(staff, id);
      const [history, returnable] = await Promise.all([
        context.services.backoffice.history(staff, id),
        context.services.backoffice.returnable(staff, id),
      ]);
      return {
        reservation,
        returnable,
        history: history.map((h) => ({ ...h, created_at: new Date(h.created_at).toISOString() })),
        statusNames: STATUS_NAMES,
      };
    } catch (error) {
      if (isNotFoundError(error)) notFound();
      throw error;
    }
  });
}

export default function AdminReservation({ loaderData }: Route.ComponentProps) {
  const { reservation: r, history, statusNames, returnable } = loaderData;
  const payment = paymentState(r.payment);
  return (
    <div className="page">
      <p>
        <Link to={`/admin/reservasjoner?status=${r.statusID}`}>Tilbake til listen</Link>
      </p>
      <h1>Reservasjon {r.id}</h1>
      <dl className="cart-totals">
        <dt>Status</dt>
        <dd data-testid="reservation-status">{statusNames[r.statusID]}</dd>
        <dt>Kunde</dt>
        <dd>
          {r.name}, {r.phone}, {r.email}
        </dd>
        <dt>Levering</dt>
        <dd>{r.delivery ? `${r.address}, ${r.zipcode} ${r.city}` : "Hentes i butikk"}</dd>
        <dt>Betaling</dt>
        <dd data-testid="payment-status">
          {r.paymentMethod === "invoice" ? "Faktura" : "Kort"} – {PAYMENT_STATE_TEXT[payment]}
        </dd>
        {r.pickupPromise ? (
          <>
            <dt>Henteløfte</dt>
            <dd data-testid="pickup-promise">{r.pickupPromise}</dd>
          </>
        ) : null}
        {r.pickupDeadline ? (
          <>
            <dt>Hentefrist</dt>
            <dd>{formatDateTime(r.pickupDeadline)}</dd>
          </>
        ) : null}
        <StoredTotals discount={r.discount} shipping={r.shipping} total={r.total} reserved={r.handover !== null} />
      </dl>
      <HandoverSection handover={r.handover} />
      <h2>Varer</h2>
      {/* On a phone each line stacks as a card (data-label heads each cell): colour and size to pick by. */}
      <section aria-label="Varer">
        <table className="backoffice-table backoffice-table--stack">
          <thead>
            <tr>
              <th scope="col">Vare</th>
              <th scope="col">Farge</th>
              <th scope="col">Størrelse</th>
              <th scope="col">EAN</th>
              <th scope="col">Antall</th>
              <th scope="col">Pris</th>
              {r.handover ? <th scope="col">Utlevering</th> : null}
            </tr>
          </thead>
          <tbody>
            {r.articles.map((a) => (
              <tr key={a.EanNo}>
                <td data-label="Vare">{a.name}</td>
                <td data-label="Farge" data-testid="line-color">
                  {a.color ?? "–"}
                </td>
                <td data-label="Størrelse" data-testid="line-size">
                  {a.size ?? "–"}
                </td>
                <td data-label="EAN">{a.EanNo}</td>
                <td data-label="Antall">{a.count}</td>
                <td data-label="Pris">{formatPrice(a.price * a.count)}</td>
                {r.handover ? <td data-label="Utlevering">{lineHandover(r.handover, a.EanNo)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ReservationActions
        id={r.id}
        statusId={r.statusID}
        notice={PAYMENT_PROBLEM_TEXT[payment] ?? null}
        total={r.total}
        paymentMethod={r.paymentMethod}
      />
      {returnable && (r.statusID === 4 || r.statusID === 9) ? <ReturnForm id={r.id} returnable={returnable} /> : null}
      {r.delivery ? <ShipForm id={r.id} statusId={r.statusID} /> : null}
      {!r.delivery && (r.statusID === 2 || r.statusID === 3) ? (
        <PartialHandover id={r.id} lines={r.articles} discount={r.discount} shipping={r.shipping} total={r.total} />
      ) : null}
      <h2>Historikk</h2>
      <ol data-testid="reservation-history">
        {history.map((h) => (
          <li key={`${h.created_at}-${h.to_status_id}`}>
            {formatDateTime(h.created_at)}: {h.text}
          </li>
        ))}
      </ol>
    </div>
  );
}
