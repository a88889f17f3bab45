// The customer's reservations, orders or reviews, newest first; "Vis flere" loads the next page and
// merges it by id, so a row never shows twice (spec section 4).

import { useState } from "react";
import { Link } from "react-router";
import { awaitsPickup } from "../../../domain/counter-code.ts";
import { formatDate } from "../../../domain/dates.ts";
import type { HandoverView } from "../../../domain/handover-settlement.ts";
import { mergeById } from "../../../domain/merge-by-id.ts";
import { formatPrice } from "../../../domain/money.ts";
import { receiptPath } from "../../../domain/receipt.ts";
import { reservationStatusName } from "../../../domain/reservation-statuses.ts";
import { HandoverSummary } from "../../components/handover-summary.tsx";
import { ReservationCode } from "../../components/reservation-code.tsx";
import { ApiError, api } from "../../lib/api-client.ts";

export type HistoryKind = "reservations" | "orders" | "reviews";

interface Line {
  id: number;
  name: string;
  count: number;
  price: number;
}

export interface HistoryItem {
  id: number;
  date?: string;
  created_at?: string;
  total?: number;
  /** Reservations: the verdikode's discount and the delivery fee, so the lines add up to the total. */
  discount?: number;
  shipping?: number;
  /** Orders: the VAT included in the total (spec section 3: vat percentage, total vat). */
  vat_percentage?: number;
  total_vat?: number;
  statusID?: number;
  /** Orders: the reservation whose receipt shows the order. */
  reservation_id?: number | null;
  delivery?: boolean;
  /** A sent delivery order: the carrier's tracking page (spec field name). */
  trackingUrl?: string | null;
  articles?: Line[];
  /** A partial handover: what was taken and left, captured and released; null otherwise. */
  handover?: HandoverView | null;
  content?: string;
  rating?: number;
  approved?: boolean;
  article_name?: string | null;
}

export interface HistoryPage {
  data: HistoryItem[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

const when = (item: HistoryItem) => formatDate(item.date ?? item.created_at ?? 0);

export const EMPTY_TEXT: Record<HistoryKind, string> = {
  reservations: "Du har ingen reservasjoner ennå.",
  orders: "Du har ingen ordrer ennå.",
  reviews: "Du har ikke skrevet noen anmeldelser ennå.",
};

/** The reservation whose receipt an entry links to (decision 034); the owner needs no token. */
export function receiptOf(kind: HistoryKind, item: HistoryItem): number | null {
  if (kind === "reservations") return item.id;
  if (kind === "orders") return item.reservation_id ?? null;
  return null;
}

function Item({ kind, item }: { kind: HistoryKind; item: HistoryItem }) {
  if (kind === "reviews") {
    return (
      <>
        <h3>{item.article_name ?? "Artikkel"}</h3>
        <p>
          {item.rating} av 5 stjerner · {when(item)} · {item.approved ? "Publisert" : "Venter på godkjenning"}
        </p>
        <p>{item.content}</p>
      </>
    );
  }
  return (
    <>
      <h3>
        {kind === "orders" ? "Ordre" : "Reservasjon"} {item.id}
      </h3>
      <p>
        {when(item)}
        {kind === "reservations" && item.statusID
          ? ` · ${reservationStatusName(item.statusID) ?? "Ukjent status"}`
          : ""}
        {/* A partly collected reservation's reserved total is not what was paid: the summary says both. */}
        {kind === "reservations" && item.handover ? "" : ` · Totalt ${formatPrice(item.total ?? 0)}`}
        {kind === "orders" && item.total_vat !== undefined
          ? ` (herav mva. ${item.vat_percentage ?? 25} %: ${formatPrice(item.total_vat)})`
          : ""}
      </p>
      {item.handover ? (
        <HandoverSummary handover={item.handover} level={4} />
      ) : (
        <ul>
          {(item.articles ?? []).map((line) => (
            <li key={line.id}>
              {line.count} × {line.name} ({formatPrice(line.price)})
            </li>
          ))}
          {item.discount ? <li>Verdikode (−{formatPrice(item.discount)})</li> : null}
          {item.shipping ? <li>Frakt ({formatPrice(item.shipping)})</li> : null}
        </ul>
      )}
      {kind === "reservations" && awaitsPickup(item.statusID ?? 0, item.delivery ?? false) ? (
        <ReservationCode id={item.id} />
      ) : null}
      {receiptOf(kind, item) ? (
        <p>
          <Link to={receiptPath(receiptOf(kind, item) as number)}>
            Se kvittering for {kind === "orders" ? "ordre" : "reservasjon"} {item.id}
          </Link>
        </p>
      ) : null}
      {item.trackingUrl ? (
        <p>
          <a href={item.trackingUrl} rel="noopener noreferrer">
            Spor sendingen
          </a>
        </p>
      ) : null}
    </>
  );
}

export function HistoryList({ kind, first }: { kind: HistoryKind; first: HistoryPage }) {
  const [items, setItems] = useState(first.data);
  const [page, setPage] = useState(first.meta.current_page);
  const [lastPage, setLastPage] = useState(first.meta.last_page);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function more() {
    setBusy(true);
    try {
      const next = await api<HistoryPage>("GET", `/customers/current/${kind}?page=${page + 1}`);
      setItems((current) => mergeById(current, next.data));
      setPage(next.meta.current_page);
      setLastPage(next.meta.last_page);
      setError(null);
    } catch (err) {
      setError(err instanceof ApiError && err.body.message ? err.body.message : "Noe gikk galt");
    }
    setBusy(false);
  }

  if (items.length === 0) return <p>{EMPTY_TEXT[kind]}</p>;
  return (
    <>
      <ul className="history-list">
        {items.map((item) => (
          <li key={item.id}>
            <Item kind={kind} item={item} />
          </li>
        ))}
      </ul>
      {error ? <p role="alert">{error}</p> : null}
      {page < lastPage ? (
        <button type="button" className="button button--plain" onClick={more} disabled={busy}>
          Vis flere
        </button>
      ) : null}
    </>
  );
}
