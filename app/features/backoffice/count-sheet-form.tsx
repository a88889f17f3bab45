// The count sheet as a form (decision 048): one line per variant with the quantity the sheet showed and
// a field for the counted number. Lines left empty are not counted; the typed lines go together, with
// the quantity each showed, so a line whose stock moved since is refused instead of overwriting a sale.
// The typed lines are checked with the route's own schema and the count's rule before they are sent
// (domain/schemas/stock-admin.ts); a line the server refuses is named the same way ("line.<n>").
import { useState } from "react";
import { useRevalidator } from "react-router";
import { formatCount } from "../../../domain/money.ts";
import { COUNT_INVALID, COUNT_LINES_MISSING } from "../../../domain/schemas/stock-admin.ts";
import type { CountSheetLine } from "../../../server/modules/catalog/count-sheet.ts";
import { FormMessage } from "../../components/form-field.tsx";
import { serverFailure, useApiForm } from "../../components/use-api-form.ts";
import { ApiError, api } from "../../lib/api-client.ts";
import type { CountSaved } from "./api-answers.ts";

export function CountSheetForm({ shopId, lines }: { shopId: number; lines: CountSheetLine[] }) {
  const revalidator = useRevalidator();
  const [counted, setCounted] = useState<Record<number, string>>({});

  // Lines left empty are not counted.
  const body = () => ({
    shopId,
    lines: lines
      .filter((l) => (counted[l.variantId] ?? "").trim() !== "")
      .map((l) => ({ line: l.line, variantId: l.variantId, shown: l.qty, counted: counted[l.variantId] ?? "" })),
  });
  const { form, busy, messages, saved, errorOf, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/stock-admin.ts"),
    schema: (m) => m.stockCountForm,
    body,
    summary: (first) => (first === COUNT_LINES_MISSING ? first : COUNT_INVALID),
    async send() {
      const { data } = await api<CountSaved>("POST", "/backoffice/stock/count", body());
      setCounted({});
      await revalidator.revalidate();
      const { changed, unchanged } = data;
      return `Tellingen er lagret: ${changed} ${changed === 1 ? "linje" : "linjer"} endret, ${unchanged} uendret.`;
    },
    failure(err) {
      // A moved line shows its new quantity; what was typed stays, to be counted again.
      if (err instanceof ApiError && err.status === 409) void revalidator.revalidate();
      return serverFailure(err);
    },
  });

  return (
    <form className="count-sheet" id={form.id} onSubmit={onSubmit} noValidate aria-label="Telleliste">
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
              // The line's problem, named by its number on the sheet (by the browser and the server alike).
              const problem = errorOf(`line[${l.line}]`);
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
        <FormMessage kind="error">{messages[0]}</FormMessage>
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
