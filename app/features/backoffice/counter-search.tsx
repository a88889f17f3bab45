// The counter's search (issue 29): one field for a reservation number, the customer's phone (any
// Norwegian way of writing it), a name or an e-mail, with the matches as links as staff type. Enter
// on a reservation number or a scanned code (R123) opens that reservation: a keyboard-wedge scanner
// types the code and then Enter. Where the browser has BarcodeDetector, the phone's camera reads the
// QR code or barcode from the customer's screen or print into the field.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { exactReservationNumber, MAX_QUERY_LENGTH, parseCounterQuery } from "../../../domain/counter-code.ts";
import { formatDateTime } from "../../../domain/dates.ts";
import { reservationStatusName } from "../../../domain/reservation-statuses.ts";
import type { CounterHit } from "../../../server/modules/backoffice/counter-routes.ts";
import { ApiError, api } from "../../lib/api-client.ts";
import { CameraScan, hasBarcodeDetector } from "./camera-scan.tsx";

/** How long typing rests before the search asks: a scanner's burst of keys asks once. */
const TYPING_PAUSE_MS = 200;

const reservationPath = (id: number) => `/admin/reservasjon/${id}`;

/** Whether the text is enough to search: a number, a phone or two letters (domain/counter-code.ts). */
function searchable(text: string): boolean {
  const q = parseCounterQuery(text);
  return q.id !== null || q.phone !== null || q.text !== null;
}

/**
 * `shop`: an administrator's chosen shop (staff always search their own; an administrator without one
 * searches every shop, and the matches then name their shop).
 */
export function CounterSearch({ shop }: { shop?: number }) {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState("");
  const [hits, setHits] = useState<CounterHit[] | null>(null);
  const [status, setStatus] = useState("");
  const [camera, setCamera] = useState(false);
  const [scanning, setScanning] = useState(false);
  const asking = useRef<AbortController | null>(null);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);

  // Only in the browser, after hydration: the server cannot know what the browser has.
  useEffect(() => setCamera(hasBarcodeDetector()), []);

  async function find(q: string): Promise<CounterHit[] | null> {
    asking.current?.abort();
    const controller = new AbortController();
    asking.current = controller;
    const params = new URLSearchParams({ q });
    if (shop) params.set("shop", String(shop));
    try {
      const found = await api<{ data: CounterHit[] }>("GET", `/backoffice/reservations/search?${params}`);
      if (controller.signal.aborted) return null;
      setHits(found.data);
      setStatus(found.data.length === 0 ? "Ingen reservasjoner passer søket." : treff(found.data.length));
      return found.data;
    } catch (error) {
      if (controller.signal.aborted) return null;
      setHits(null);
      setStatus(
        error instanceof ApiError && error.body.message ? error.body.message : "Søket virket ikke. Prøv igjen.",
      );
      return null;
    }
  }

  /** Searches as staff type, once the typing rests. */
  function type(value: string) {
    setText(value);
    clearTimeout(typing.current);
    if (!searchable(value)) {
      asking.current?.abort();
      setHits(null);
      setStatus("");
      return;
    }
    typing.current = setTimeout(() => void find(value), TYPING_PAUSE_MS);
  }
  useEffect(() => () => clearTimeout(typing.current), []);

  /** Enter (or a scan): a number or a code of a reservation found opens it; anything else lists. */
  async function open(q: string) {
    // The search of the last keys would overtake this one (a scanner types the code and Enter at once).
    clearTimeout(typing.current);
    if (!searchable(q)) {
      setStatus("Skriv nummer, telefon, navn eller e-post.");
      return;
    }
    const exact = exactReservationNumber(q);
    const found = await find(q);
    if (exact !== null && found?.some((h) => h.id === exact)) {
      navigate(reservationPath(exact));
    } else if (exact !== null && found) {
      setStatus(`Fant ingen reservasjon med nummer ${exact}.${found.length ? ` ${treff(found.length)}.` : ""}`);
    }
  }

  const manyShops = new Set(hits?.map((h) => h.shopID)).size > 1;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void open(text);
  }

  return (
    // A search landmark: staff reach it from anywhere on the page; quick results belong inside it.
    <search className="counter-search" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="counter-search__title">
        Finn reservasjon
      </h2>
      <form onSubmit={submit} className="counter-search__form">
        <label htmlFor={`${id}-q`}>Nummer, telefon, navn eller e-post</label>
        <div className="counter-search__control">
          <input
            ref={input}
            id={`${id}-q`}
            type="search"
            name="q"
            value={text}
            onChange={(event) => type(event.target.value)}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={`${id}-hint`}
          />
          <button type="submit" className="button button--primary">
            Søk
          </button>
          {camera ? (
            <button type="button" className="button" onClick={() => setScanning(true)}>
              Skann med kamera
            </button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="counter-search__hint">
          Skann koden på kundens kvittering, eller skriv for eksempel 123, 912 34 567 eller Nordmann.
        </p>
      </form>
      <p role="status" className="counter-search__status">
        {status}
      </p>
      {hits && hits.length > 0 ? (
        <ul className="counter-search__hits" aria-label="Treff">
          {hits.map((h) => (
            <li key={h.id} className="counter-hit">
              <Link to={reservationPath(h.id)} className="counter-hit__link">
                Reservasjon {h.id} – {h.name}
              </Link>
              <span className="counter-hit__facts">
                {h.dueToday ? <strong className="counter-hit__today">Hentes i dag · </strong> : null}
                {reservationStatusName(h.statusID) ?? ""}
                {h.pickupDeadline && !h.dueToday ? ` · hentefrist ${formatDateTime(h.pickupDeadline)}` : ""}
                {h.delivery ? " · levering" : ""}
                {manyShops ? ` · ${h.shop}` : ""}
              </span>
              <span className="counter-hit__contact">
                {h.phone} · {h.email}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {scanning ? (
        <CameraScan
          onCode={(code) => {
            setScanning(false);
            setText(code);
            void open(code);
          }}
          onClose={() => {
            setScanning(false);
            input.current?.focus();
          }}
        />
      ) : null}
    </search>
  );
}

function treff(n: number): string {
  return n === 1 ? "1 treff" : `${n} treff`;
}
