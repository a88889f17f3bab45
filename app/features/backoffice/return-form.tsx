// Returns on the staff reservation screen (decision 040): within the 14-day right of withdrawal
// staff set how many of each line came back; the server works out the refund (the goods' share of
// the discount), refunds it through Klarna and puts the goods back in stock.
import { useState } from "react";
import { useRevalidator } from "react-router";
import { FormMessage } from "../../components/form-field.tsx";
import { ApiError, api } from "../../lib/api-client.ts";
import type { HandoverLine } from "./partial-handover.tsx";

export function ReturnForm({ id, lines }: { id: number; lines: Pick<HandoverLine, "EanNo" | "name" | "count">[] }) {
  const revalidator = useRevalidator();
  const [back, setBack] = useState<number[]>(() => lines.map(() => 0));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit() {
    if (!window.confirm("Registrere returen og refundere beløpet via Klarna?")) return;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await api("POST", `/backoffice/reservations/${id}/return`, {
        lines: lines.map((l, i) => ({ EanNo: l.EanNo, Count: back[i] ?? 0 })),
      });
      setDone("Returen er registrert, og beløpet refunderes via Klarna.");
      setBack(lines.map(() => 0));
    } catch (e) {
      setError(e instanceof ApiError && e.body.message ? e.body.message : "Noe gikk galt");
    } finally {
      await revalidator.revalidate();
      setBusy(false);
    }
  }

  return (
    <section className="partial-handover" aria-labelledby="return-form-title">
      <h2 id="return-form-title">Registrer retur</h2>
      <p>Angrefrist: 14 dager fra kunden fikk varene.</p>
      <ul className="partial-handover__lines">
        {lines.map((l, i) => (
          <li key={l.EanNo}>
            <label htmlFor={`return-${l.EanNo}`}>
              {l.name} <span className="partial-handover__of">(av {l.count})</span>
            </label>
            <input
              id={`return-${l.EanNo}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={l.count}
              value={back[i]}
              onChange={(e) => {
                const n = Math.max(0, Math.min(l.count, Math.trunc(Number(e.target.value) || 0)));
                setBack((old) => old.map((v, j) => (j === i ? n : v)));
              }}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--primary"
        disabled={busy || back.every((n) => n === 0)}
        onClick={submit}
      >
        Registrer retur og refunder
      </button>
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{done}</FormMessage>
    </section>
  );
}
