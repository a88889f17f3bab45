// Back office (/admin): the staff member's shop's reservations by status (?status=…).
import { Link } from "react-router";
import { formatDateTime } from "../../domain/dates.ts";
import { formatPrice } from "../../domain/money.ts";
import { PAYMENT_PROBLEM_TEXT, PAYMENT_STATE_TEXT } from "../../domain/payment-state.ts";
import { parseRecordId } from "../../domain/record-id.ts";
import { NoAccessPage } from "../components/no-access-page.tsx";
import { CounterSearch } from "../features/backoffice/counter-search.tsx";
import checkoutCss from "../styles/checkout.css?url";
import type { Route } from "./+types/admin";
import { loadForStaff, STATUS_NAMES } from "./admin.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: checkoutCss }];
export const meta: Route.MetaFunction = () => [
  { title: "Butikk – reservasjoner" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadForStaff(context, "/admin", async (staff) => {
    const url = new URL(request.url);
    const status = parseRecordId(url.searchParams.get("status"));
    const statusId = status !== null && STATUS_NAMES[status] ? status : 2;
    const shop = staff.role === "admin" ? (parseRecordId(url.searchParams.get("butikk")) ?? undefined) : undefined;
    const list = await context.services.backoffice.list(staff, shop, statusId);
    return { statusId, statusNames: STATUS_NAMES, ...list };
  });
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden) return <NoAccessPage />;
  const { shop, counts, data, statusId, statusNames } = loaderData;
  return (
    <div className="page">
      <h1>Reservasjoner – {shop.name}</h1>
      <CounterSearch />
      <p>
        <Link to="/admin/epost">E-postutboks</Link> · <Link to="/admin/plukkliste">Plukkliste</Link>
      </p>
      <nav aria-label="Status">
        <ul className="backoffice-tabs">
          {Object.entries(statusNames).map(([id, name]) => (
            <li key={id}>
              <Link
                to={`/admin?status=${id}`}
                className="button"
                aria-current={Number(id) === statusId ? "page" : undefined}
              >
                {name} ({counts[Number(id)] ?? 0})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
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
                  </td>
                  <td data-label="Linjer">{r.lines}</td>
                  <td data-label="Beløp">{formatPrice(r.total)}</td>
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
