// Returns on the staff reservation screen (decision 040): within the 14-day right of withdrawal
// staff set how many of each line came back; the server works out the refund (the goods' share of
// the discount), refunds it through Klarna and puts the goods back in stock. The form offers only what
// the customer took home (after a partial handover, the lines handed over) less what came back before.
import { useState } from "react";
import { useRevalidator } from "react-router";
import { formatDate } from "../../../domain/dates.ts";
import { FormMessage } from "../../components/form-field.tsx";
import { useApiAction } from "../../components/use-api-action.ts";
import { api } from "../../lib/api-client.ts";
import type { ReservationAnswer } from "./api-answers.ts";

export interface Returnable {
  deadline: string;
  open: boolean;
  lines: { EanNo: string; name: string; bought: number; returned: number }[];
}

export function ReturnForm({ id, returnable }: { id: number; returnable: Returnable }) {
  const lines = returnable.lines.map((l) => ({ ...l, count: l.bought - l.returned })).filter((l) => l.count > 0);
  const revalidator = useRevalidator();
  // Keyed by EAN: after a return the lines fully returned leave the list.
  const [back, setBack] = useState<Record<string, number>>({});
  // The page loads the reservation again either way, so the payment shows as it now is.
  const { run, busy, error, done } = useApiAction({ after: () => revalidator.revalidate() });

  const nothingChosen = lines.every((l) => !back[l.EanNo]);

  function submit() {
    if (!window.confirm("Registrere returen og refundere beløpet via Klarna?")) return;
    return run(async () => {
      await api<ReservationAnswer>("POST", `/backoffice/reservations/${id}/return`, {
        lines: lines.map((l) => ({ EanNo: l.EanNo, Count: back[l.EanNo] ?? 0 })),
      });
      setBack({});
      return "Returen er registrert, og beløpet refunderes via Klarna.";
    });
  }

  return (
    <section className="partial-handover" aria-labelledby="return-form-title">
      <h2 id="return-form-title">Registrer retur</h2>
      <p>Angrefrist: 14 dager fra kunden fikk varene, til og med {formatDate(returnable.deadline)}.</p>
      {!returnable.open ? (
        <p>Angrefristen er ute, så retur kan ikke registreres her.</p>
      ) : lines.length === 0 ? (
        <p>Alle varene i ordren er returnert.</p>
      ) : (
        <>
          <ul className="partial-handover__lines">
            {lines.map((l) => (
              <li key={l.EanNo}>
                <label htmlFor={`return-${l.EanNo}`}>
                  {l.name}{" "}
                  <span className="partial-handover__of">
                    (av {l.count}
                    {l.returned > 0 ? `, ${l.returned} returnert tidligere` : ""})
                  </span>
                </label>
                <input
                  id={`return-${l.EanNo}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={l.count}
                  value={back[l.EanNo] ?? 0}
                  onChange={(e) => {
                    const n = Math.max(0, Math.min(l.count, Math.trunc(Number(e.target.value) || 0)));
                    setBack((old) => ({ ...old, [l.EanNo]: n }));
                  }}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--primary"
            disabled={busy || nothingChosen}
            aria-describedby={nothingChosen ? "return-form-hint" : undefined}
            onClick={submit}
          >
            Registrer retur og refunder
          </button>
          {nothingChosen ? (
            <p id="return-form-hint" className="form-field__hint">
              Skriv hvor mange av hver vare som kom tilbake.
            </p>
          ) : null}
        </>
      )}
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{done}</FormMessage>
    </section>
  );
}
