// The count sheet as a form (decision 048): one line per variant with the quantity the sheet showed and
// a field for the counted number. Lines left empty are not counted; the typed lines go together, with
// the quantity each showed, so a line whose stock moved since is refused instead of overwriting a sale.
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { formatCount } from "../../../domain/money.ts";
import type { CountSheetLine } from "../../../server/modules/catalog/count-sheet.ts";
import { FormMessage } from "../../components/form-field.tsx";
import { ApiError, api } from "../../lib/api-client.ts";

const WHOLE = /^\d{1,6}$/;

export function CountSheetForm({ shopId, lines }: { shopId: number; lines: CountSheetLine[] }) {
  const revalidator = useRevalidator();
  const [counted, setCounted] = useState<Record<number, string>>({});
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    setError(null);
    const typed = lines.filter((l) => (counted[l.variantId] ?? "").trim() !== "");
    if (typed.length === 0) return setError("Skriv inn minst ett opptalt antall");
    const bad = Object.fromEntries(
      typed
        .filter((l) => !WHOLE.test((counted[l.variantId] ?? "").replace(/\s/g, "")))
        .map((l) => [l.variantId, `Linje ${l.line}: skriv et helt tall, 0 eller mer`]),
    );
    setProblems(bad);
    if (Object.keys(bad).length > 0) return setError("Noen antall er ikke gyldige. Ingenting er lagret.");
    setBusy(true);
    try {
      const res = await api<{ data: { changed: number; unchanged: number } }>("POST", "/backoffice/stock/count", {
        shopId,
        lines: typed.map((l) => ({
          line: l.line,
          variantId: l.variantId,
          shown: l.qty,
          counted: counted[l.variantId],
        })),
      });
      const { changed, unchanged } = res.data;
      setSaved(`Tellingen er lagret: ${changed} ${changed === 1 ? "linje" : "linjer"} endret, ${unchanged} uendret.`);
      setCounted({});
      await revalidator.revalidate();
    } catch (e) {
      if (e instanceof ApiError) {
        setError(e.body.message ?? "Noe gikk galt");
        // The lines the server named, by their number on the sheet.
        const named: Record<number, string> = {};
        for (const [key, messages] of Object.entries(e.body.errors ?? {})) {
          const line = lines.find((l) => `line.${l.line}` === key);
          if (line) named[line.variantId] = messages.join(" ");
        }
        setProblems(named);
        // A moved line shows its new quantity; what was typed stays, to be counted again.
        if (e.status === 409) await revalidator.revalidate();
      } else {
        setError("Noe gikk galt. Prøv igjen.");
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="count-sheet" onSubmit={submit} noValidate aria-label="Telleliste">
      <div className="admin-table-wrap">
        <table className="admin-table count-sheet__table">
          <caption className="visually-hidden">Telleliste</caption>
          <thead>
            <tr>
              <th scope="col">Linje</th>
              <th scope="col">Vare</th>
              <th scope="col">EAN</th>
              <th scope="col">Farge</th>
              <th scope="col">Størrelse</th>
              <th scope="col">På lager</th>
              <th scope="col">Opptalt</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => {
              const problem = problems[l.variantId];
              const inputId = `count-${l.variantId}`;
              return (
                <tr key={l.variantId} className={problem ? "count-sheet__problem" : undefined}>
                  <td data-label="Linje">{l.line}</td>
                  <td data-label="Vare">
                    {l.article} <span className="count-sheet__no">({l.articleNo})</span>
                  </td>
                  <td data-label="EAN">{l.ean}</td>
                  <td data-label="Farge">{l.color}</td>
                  <td data-label="Størrelse">{l.size}</td>
                  <td data-label="På lager">{formatCount(l.qty)}</td>
                  <td data-label="Opptalt" className="count-sheet__count">
                    <input
                      id={inputId}
                      inputMode="numeric"
                      autoComplete="off"
                      aria-label={`Opptalt, linje ${l.line}: ${l.article}, ${l.color}, ${l.size}`}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${inputId}-error` : undefined}
                      value={counted[l.variantId] ?? ""}
                      onChange={(e) => setCounted((c) => ({ ...c, [l.variantId]: e.target.value }))}
                    />
                    {problem ? (
                      <span id={`${inputId}-error`} className="count-sheet__error">
                        {problem}
                      </span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="no-print count-sheet__actions">
        <FormMessage kind="error">{error}</FormMessage>
        <FormMessage kind="success">{saved}</FormMessage>
        <p className="count-sheet__hint">
          Tomme felt telles ikke. Er lageret endret siden listen ble hentet, lagres ingenting, og linjene det gjelder
          vises.
        </p>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Lagrer …" : "Lagre tellingen"}
        </button>
      </div>
    </form>
  );
}
