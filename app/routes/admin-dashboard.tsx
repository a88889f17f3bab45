// The back office's front page (/admin, issue 29): where every person lands after logging in. The
// counter's day first (reservations ready for pickup by deadline), then what is waiting, each linking
// to its list, then every area the role may use. What a role may not do is not shown.
import { Link } from "react-router";
import { can, ownShopScope } from "../../domain/back-office-roles.ts";
import { formatDateTime } from "../../domain/dates.ts";
import { formatPrice } from "../../domain/money.ts";
import { type ReservationStatusCode, STATUS_CODES } from "../../domain/reservation-statuses.ts";
import { menuFor } from "../features/backoffice/admin-nav.tsx";
import { CounterSearch } from "../features/backoffice/counter-search.tsx";
import type { Route } from "./+types/admin-dashboard";
import { backOfficePerson, shopChoice } from "./admin.server.ts";

/** The layout offers an administrator the choice of shop here (shop-picker.tsx). */
export const handle = { shopChoice: true };

export const meta: Route.MetaFunction = () => [{ title: "Oversikt" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const person = backOfficePerson(context, "/admin");
  const { services } = context;
  const choice = shopChoice(request, person);
  const counter = can(person.role, "reservations.read");
  const mails = ownShopScope(person, choice);
  const [day, failedMails, reviews, lowStock] = await Promise.all([
    counter ? services.backoffice.counterDay(person, choice ?? "all") : null,
    counter && mails !== null ? services.mail.failedCount({ shopId: mails }) : 0,
    can(person.role, "reviews.moderate") ? services.reviewModeration.queue("new") : null,
    can(person.role, "stock.adjust") ? services.articleAdmin.lowStockCount(person, choice) : null,
  ]);
  return {
    role: person.role,
    firstName: person.name.split(" ")[0] ?? person.name,
    day,
    failedMails,
    reviewsWaiting: reviews?.counts.new ?? null,
    lowStock,
  };
}

interface Tile {
  count: number;
  label: string;
  to: string;
  /** Something someone should act on now. */
  attention?: boolean;
}

function tilesOf(data: Route.ComponentProps["loaderData"]): Tile[] {
  const tiles: Tile[] = [];
  const { day } = data;
  if (day) {
    const count = (code: ReservationStatusCode) => day.counts[STATUS_CODES[code]] ?? 0;
    tiles.push(
      { count: count("ready_for_pickup"), label: "Klar til henting", to: "/admin/reservasjoner?status=3" },
      { count: count("reserved"), label: "Skal plukkes", to: "/admin/plukkliste" },
      {
        count: day.dueSoon,
        label: "Hentefrist innen ett døgn",
        to: "/admin/reservasjoner?status=3",
        attention: day.dueSoon > 0,
      },
      { count: count("pending_payment"), label: "Venter på betaling", to: "/admin/reservasjoner?status=1" },
      {
        count: count("payment_failed"),
        label: "Betaling feilet",
        to: "/admin/reservasjoner?status=7",
        attention: count("payment_failed") > 0,
      },
      { count: count("packed"), label: "Pakket, ikke sendt", to: "/admin/reservasjoner?status=8" },
      {
        count: data.failedMails,
        label: "E-post som ikke ble sendt",
        to: "/admin/epost?status=feilet",
        attention: data.failedMails > 0,
      },
    );
  }
  if (data.lowStock !== null) {
    tiles.push({ count: data.lowStock, label: "Varianter med lav beholdning", to: "/admin/varer?lav=1" });
  }
  if (data.reviewsWaiting !== null) {
    tiles.push({ count: data.reviewsWaiting, label: "Anmeldelser som venter", to: "/admin/anmeldelser" });
  }
  return tiles;
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { role, firstName, day } = loaderData;
  const tiles = tilesOf(loaderData);
  const areas = menuFor(role).filter((g) => g.links.some((l) => l.to !== "/admin"));
  return (
    <div className="page">
      <h1>Hei, {firstName}</h1>
      {day ? <p>{day.shop ? `Du jobber i ${day.shop.name}.` : "Du ser alle butikkene."}</p> : null}
      {day ? <CounterSearch /> : null}
      {tiles.length > 0 ? (
        <section aria-labelledby="waiting-heading">
          <h2 id="waiting-heading">Dette venter</h2>
          <ul className="dashboard-tiles">
            {tiles.map((t) => (
              <li key={t.label} className="dashboard-tile">
                <Link to={t.to} className={t.attention ? "dashboard-tile--attention" : undefined}>
                  <span className="dashboard-tile__count">{t.count}</span>
                  <span className="dashboard-tile__label">{t.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {day ? (
        <section aria-labelledby="pickups-heading">
          <h2 id="pickups-heading">Klar til henting, etter hentefrist</h2>
          {day.ready.length === 0 ? (
            <p>Ingen reservasjoner venter på å bli hentet.</p>
          ) : (
            <table className="backoffice-table backoffice-table--stack">
              <thead>
                <tr>
                  <th scope="col">Nr.</th>
                  <th scope="col">Kunde</th>
                  {day.shop ? null : <th scope="col">Butikk</th>}
                  <th scope="col">Varer</th>
                  <th scope="col">Beløp</th>
                  <th scope="col">Hentefrist</th>
                </tr>
              </thead>
              <tbody>
                {day.ready.map((r) => (
                  <tr key={r.id}>
                    <td data-label="Nr.">
                      <Link to={`/admin/reservasjon/${r.id}`}>Reservasjon {r.id}</Link>
                    </td>
                    <td data-label="Kunde">{r.name}</td>
                    {day.shop ? null : <td data-label="Butikk">{r.shopName}</td>}
                    <td data-label="Varer">{r.lines}</td>
                    <td data-label="Beløp">{formatPrice(r.total)}</td>
                    <td data-label="Hentefrist">{r.pickupDeadline ? formatDateTime(r.pickupDeadline) : "–"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
      <section aria-labelledby="areas-heading">
        <h2 id="areas-heading">Hva vil du gjøre?</h2>
        <div className="dashboard-areas">
          {areas.map((g) => (
            <div key={g.group}>
              <h3>{g.group}</h3>
              <ul>
                {g.links
                  .filter((l) => l.to !== "/admin")
                  .map((l) => (
                    <li key={l.to}>
                      <Link to={l.to}>{l.label}</Link>
                      <p>{l.about}</p>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
