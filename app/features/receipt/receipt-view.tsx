// The receipt as the shopper reads it: what was reserved, what it cost, how it is paid, and where and
// how to get the goods. The same facts as the mails (server/modules/reservations/mails.ts).

import { awaitsPickup } from "../../../domain/counter-code.ts";
import { formatDate, formatFullDate } from "../../../domain/dates.ts";
import { formatPrice } from "../../../domain/money.ts";
import { PICKUP_WINDOW, WHAT_TO_BRING } from "../../../domain/receipt.ts";
import type { Receipt } from "../../../server/modules/reservations/receipt.ts";
import { HandoverSummary } from "../../components/handover-summary.tsx";
import { ReservationCode } from "../../components/reservation-code.tsx";
import { StoredTotals } from "../../components/stored-totals.tsx";

function variantText(color: string | null, size: string | null): string {
  return [color ? `Farge: ${color}` : null, size ? `Størrelse: ${size}` : null].filter((x) => x).join(" · ");
}

/** The lines and amounts as reserved at checkout. */
function ReservedLines({ receipt: r }: { receipt: Receipt }) {
  return (
    <>
      <ul className="receipt__lines">
        {r.lines.map((l) => (
          <li key={l.ean} className="receipt-line">
            <span className="receipt-line__name">{l.name}</span>
            <span className="receipt-line__variant">{variantText(l.color, l.size)}</span>
            <span className="receipt-line__count">
              {l.count} × {formatPrice(l.unitPrice)}
            </span>
            <span className="receipt-line__total">{formatPrice(l.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-totals">
        <StoredTotals
          discount={r.discount}
          shipping={r.shipping}
          total={r.total}
          totalClassName="cart-totals__total"
          totalTestId="receipt-total"
        />
      </dl>
    </>
  );
}

export function ReceiptView({ receipt: r, justPaid }: { receipt: Receipt; justPaid: boolean }) {
  return (
    <div className="page receipt">
      {/* Straight after payment the page thanks; on a reload or from the mail it is the receipt. */}
      <h1>{justPaid ? "Takk for bestillingen!" : `Kvittering for reservasjon ${r.id}`}</h1>
      <dl className="receipt__facts">
        <dt>Reservasjonsnummer</dt>
        <dd data-testid="receipt-number">{r.id}</dd>
        <dt>Status</dt>
        <dd data-testid="receipt-status">{r.status}</dd>
        <dt>Dato</dt>
        <dd>{formatDate(r.date)}</dd>
      </dl>
      {awaitsPickup(r.statusId, r.delivery) ? <ReservationCode id={r.id} /> : null}

      <h2>Varer</h2>
      {/* After a partial handover: what went home, what stayed in the shop, and what that cost. */}
      {r.handover ? <HandoverSummary handover={r.handover} level={3} /> : <ReservedLines receipt={r} />}

      <h2>Betaling</h2>
      <p data-testid="receipt-payment">
        {r.paymentMethod}: {r.payment}
      </p>

      {r.shop ? (
        <section aria-labelledby="pickup-title">
          <h2 id="pickup-title">Henting</h2>
          <p>
            <strong>{r.shop.name}</strong>
            <br />
            {r.shop.address}, {r.shop.postNo} {r.shop.postPlace}
            <br />
            <a href={r.shop.mapLink} rel="noreferrer noopener" target="_blank">
              Vis {r.shop.name} i kart
            </a>
          </p>
          {r.pickupPromise ? <p data-testid="pickup-promise">{r.pickupPromise}.</p> : null}
          <p data-testid="pickup-deadline">
            <strong>
              {r.pickupDeadline ? `Hent innen ${formatFullDate(r.pickupDeadline)}.` : `${PICKUP_WINDOW}.`}
            </strong>{" "}
            {WHAT_TO_BRING}.
          </p>
          <h3>Åpningstider</h3>
          <dl className="receipt__hours">
            {r.shop.week.map((d) => (
              <div key={d.day}>
                <dt>{d.name}</dt>
                <dd>{d.hours}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {r.deliveryAddress ? (
        <section aria-labelledby="delivery-title">
          <h2 id="delivery-title">Levering</h2>
          <p>Varene sendes til deg. Leveringstid 3–6 dager.</p>
          <p>
            {r.name}
            <br />
            {r.deliveryAddress.address}, {r.deliveryAddress.zipcode} {r.deliveryAddress.city}
          </p>
          {r.shippingMethod ? <p>Fraktmåte: {r.shippingMethod}</p> : null}
        </section>
      ) : null}
    </div>
  );
}
