// Closing and reopening a shop (issue 31), for administrators. Closing takes the shop out of the shop
// finder, the checkout's pickup shops, the delivery's stock and the stock per shop at once; its
// reservations, orders and history stay. A shop with open reservations is not closed: they would have
// nowhere to be collected, so the page says how many there are and where to find them.
import { Link, useRevalidator } from "react-router";
import { useApiAction } from "../../components/use-api-action.ts";
import { api } from "../../lib/api-client.ts";
import type { ShopAnswer } from "./api-answers.ts";

export function ShopStatus({
  id,
  active,
  openReservations,
}: {
  id: number;
  active: boolean;
  openReservations: number;
}) {
  const revalidator = useRevalidator();
  const action = useApiAction({ after: () => revalidator.revalidate() });
  const close = () =>
    action.run(async () => {
      await api<ShopAnswer>("POST", `/backoffice/shops/${id}/close`);
      return "Butikken er stengt og vises ikke lenger i nettbutikken.";
    });
  const reopen = () =>
    action.run(async () => {
      await api<ShopAnswer>("POST", `/backoffice/shops/${id}/reopen`);
      return "Butikken er åpnet igjen og vises i nettbutikken.";
    });
  return (
    <section className="admin-form" aria-labelledby="shop-status-heading">
      <h2 id="shop-status-heading">{active ? "Stenge butikken" : "Butikken er stengt"}</h2>
      {active ? (
        <>
          <p>
            En stengt butikk forsvinner straks fra butikkoversikten, fra hentestedene i kassen og fra lageret per butikk
            i nettbutikken. Reservasjoner, ordrer og historikk blir liggende, og butikken kan åpnes igjen.
          </p>
          {openReservations > 0 ? (
            <p>
              Butikken har {openReservations === 1 ? "1 åpen reservasjon" : `${openReservations} åpne reservasjoner`}.
              Den kan ikke stenges før de er levert ut, kansellert eller utløpt.{" "}
              <Link to={`/admin/reservasjoner?butikk=${id}`}>Se reservasjonene</Link>
            </p>
          ) : null}
          <button
            type="button"
            className="button"
            disabled={action.busy || openReservations > 0}
            onClick={() => {
              if (window.confirm("Stenge butikken? Den forsvinner straks fra nettbutikken.")) void close();
            }}
          >
            {action.busy ? "Stenger …" : "Steng butikken"}
          </button>
        </>
      ) : (
        <>
          <p>Butikken vises ikke i nettbutikken. Åpner du den igjen, vises den straks med lager og åpningstider.</p>
          <button type="button" className="button" disabled={action.busy} onClick={() => void reopen()}>
            {action.busy ? "Åpner …" : "Åpne butikken igjen"}
          </button>
        </>
      )}
      {action.error ? (
        <p className="form-message form-message--error" role="alert">
          {action.error}
        </p>
      ) : null}
      {action.done ? (
        <p className="form-message form-message--success" role="status">
          {action.done}
        </p>
      ) : null}
    </section>
  );
}
