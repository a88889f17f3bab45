// Partial handover on the staff reservation screen (decision 040): staff set how many of each line
// the customer takes; a dialog states the exact amount Klarna will capture, and what is released and
// put back in stock, before anything happens. The amounts come from the shop's one rule
// (domain/handover-settlement.ts), so the dialog says what the server captures.
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { handoverSettlement } from "../../../domain/handover-settlement.ts";
import { formatPrice, kronerToOre, oreToKroner } from "../../../domain/money.ts";
import { FormMessage } from "../../components/form-field.tsx";
import { useApiAction } from "../../components/use-api-action.ts";
import { api } from "../../lib/api-client.ts";
import type { ReservationAnswer } from "./api-answers.ts";

export interface HandoverLine {
  EanNo: string;
  name: string;
  count: number;
  price: number;
  pant: number;
}

interface Props {
  id: number;
  lines: HandoverLine[];
  /** The reservation's discount, delivery fee and authorised total, in kroner as the view gives them. */
  discount: number;
  shipping: number;
  total: number;
}

const kr = (ore: number) => formatPrice(oreToKroner(ore));

export function PartialHandover({ id, lines, discount, shipping, total }: Props) {
  const revalidator = useRevalidator();
  const dialog = useRef<HTMLDialogElement>(null);
  const [taken, setTaken] = useState<number[]>(() => lines.map((l) => l.count));
  // The page loads the reservation again either way, so the payment shows as it now is.
  const { run, busy, error, done, reset } = useApiAction({ after: () => revalidator.revalidate() });

  const priced = lines.map((l) => ({
    count: l.count,
    unitPriceOre: kronerToOre(l.price),
    pantOre: kronerToOre(l.pant),
  }));
  const amounts = handoverSettlement(priced, taken, {
    discountOre: kronerToOre(discount),
    shippingOre: kronerToOre(shipping),
    totalOre: kronerToOre(total),
  });
  const units = taken.reduce((sum, n) => sum + n, 0);
  const left = lines.map((l, i) => ({ name: l.name, count: l.count - (taken[i] ?? 0) })).filter((l) => l.count > 0);

  const confirm = () =>
    run(async () => {
      try {
        await api<ReservationAnswer>("POST", `/backoffice/reservations/${id}/collect-part`, {
          lines: lines.map((l, i) => ({ EanNo: l.EanNo, Count: taken[i] ?? 0 })),
        });
      } finally {
        dialog.current?.close();
      }
      return `Utlevert. Trukket ${kr(amounts.totalOre)}.`;
    });

  return (
    <section className="partial-handover" aria-labelledby="partial-handover-title">
      <h2 id="partial-handover-title">Utlever valgte varer</h2>
      <p>Velg hvor mange av hver vare kunden tar med. Resten legges tilbake på lager, og beløpet for dem frigis.</p>
      <ul className="partial-handover__lines">
        {lines.map((l, i) => (
          <li key={l.EanNo}>
            <label htmlFor={`take-${l.EanNo}`}>
              {l.name} <span className="partial-handover__of">(av {l.count})</span>
            </label>
            <input
              id={`take-${l.EanNo}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={l.count}
              value={taken[i]}
              onChange={(e) => {
                const n = Math.max(0, Math.min(l.count, Math.trunc(Number(e.target.value) || 0)));
                setTaken((old) => old.map((v, j) => (j === i ? n : v)));
              }}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--primary"
        disabled={busy || units === 0}
        onClick={() => {
          reset();
          dialog.current?.showModal();
        }}
      >
        Utlever valgte varer
      </button>
      <dialog ref={dialog} className="order-failure" aria-labelledby="partial-handover-confirm">
        <h2 id="partial-handover-confirm">Bekreft utlevering</h2>
        <p data-testid="partial-capture-amount">
          Klarna trekker <strong>{kr(amounts.totalOre)}</strong> for {units} {units === 1 ? "vare" : "varer"}.
        </p>
        {amounts.discountOre > 0 ? <p>Herav verdikode: −{kr(amounts.discountOre)}.</p> : null}
        {left.length > 0 ? (
          <>
            <p data-testid="partial-release-amount">
              {kr(amounts.releasedOre)} frigis hos Klarna, og disse varene legges tilbake på lager:
            </p>
            <ul>
              {left.map((l) => (
                <li key={l.name}>
                  {l.count} × {l.name}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <div className="klarna-standin__actions">
          <button type="button" className="button button--primary" disabled={busy} onClick={confirm}>
            Bekreft og trekk {kr(amounts.totalOre)}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => dialog.current?.close()}>
            Avbryt
          </button>
        </div>
      </dialog>
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{done}</FormMessage>
    </section>
  );
}
