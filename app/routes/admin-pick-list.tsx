// Back office: the shop's pick list (/admin/plukkliste, decision 040): every line of the reservations
// waiting to be picked, with colour, size and count, sorted by article; printable on one sheet.
import { Link } from "react-router";
import { formatDate } from "../../domain/dates.ts";
import type { Route } from "./+types/admin-pick-list";
import { loadForStaff, oneShop, shopChoice } from "./admin.server.ts";

/** The layout offers an administrator the choice of shop here (shop-picker.tsx). */
export const handle = { shopChoice: true };

export const meta: Route.MetaFunction = () => [{ title: "Plukkliste" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadForStaff(context, "/admin/plukkliste", async (staff) => {
    const list = await context.services.backoffice.pickList(staff, oneShop(shopChoice(request, staff)));
    return { ...list, today: context.services.clock().toISOString() };
  });
}

export default function AdminPickList({ loaderData }: Route.ComponentProps) {
  const { shop, data, today } = loaderData;
  const units = data.reduce((sum, row) => sum + row.count, 0);
  return (
    <div className="page">
      <p className="no-print">
        <Link to="/admin/reservasjoner">Til reservasjonene</Link>
      </p>
      <h1>
        Plukkliste – {shop.name}, {formatDate(today)}
      </h1>
      <p>
        {data.length === 0
          ? "Ingen reservasjoner venter på plukking."
          : `${units} ${units === 1 ? "vare" : "varer"} til reservasjoner som venter på plukking.`}
      </p>
      {data.length > 0 ? (
        <>
          <p className="no-print">
            <button type="button" className="button button--primary" onClick={() => window.print()}>
              Skriv ut
            </button>
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must be focusable (axe scrollable-region-focusable) */}
          <section className="table-scroll" aria-label="Plukkliste" tabIndex={0}>
            <table className="backoffice-table pick-list">
              <thead>
                <tr>
                  <th scope="col">Vare</th>
                  <th scope="col">Farge</th>
                  <th scope="col">Størrelse</th>
                  <th scope="col">Antall</th>
                  <th scope="col">Reservasjon</th>
                  <th scope="col">EAN</th>
                </tr>
              </thead>
              <tbody>
                {data.map((row) => (
                  <tr key={`${row.reservationId}-${row.ean}`}>
                    <td>{row.article}</td>
                    <td>{row.color}</td>
                    <td>{row.size}</td>
                    <td>{row.count}</td>
                    <td>
                      <Link to={`/admin/reservasjon/${row.reservationId}`}>{row.reservationId}</Link> ({row.customer})
                    </td>
                    <td>{row.ean}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      ) : null}
    </div>
  );
}
