// The CSV import (decision 048): choose what the file holds and the file, see the dry run (every line
// with what it would do or why it is refused), then run it and follow its progress to the end. The
// file's bytes go as they are, so the server reads its encoding and byte order mark itself.
import { type FormEvent, useId, useState } from "react";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES } from "../../../domain/import-limits.ts";
import { formatCount } from "../../../domain/money.ts";
import { FileChooser } from "../../components/file-chooser.tsx";
import { FormMessage } from "../../components/form-field.tsx";
import { sendFile } from "../../lib/api-client.ts";
import { type ShopChoice, ShopSelect, shopLabel } from "./shop-select.tsx";

type Kind = "stock" | "articles";
type Action = "new" | "change" | "same" | "refused";
interface Totals {
  lines: number;
  new: number;
  change: number;
  same: number;
  refused: number;
}
interface Check {
  lines: { line: number; action: Action; text: string }[];
  totals: Totals;
}

const KINDS: { value: Kind; label: string; columns: string }[] = [
  {
    value: "stock",
    label: "Lager",
    columns: "EAN;Butikk;Antall (butikk er butikknummeret, som listen over viser, for eksempel 1001)",
  },
  {
    value: "articles",
    label: "Varer",
    columns: "Varenr;Navn;Pris;Synlig;Hovedgruppe;Undergruppe;Produktlinje;Kjønn (tomme felt endres ikke)",
  },
];
const ACTION_NAMES: Record<Action, string> = { new: "Ny", change: "Endres", same: "Uendret", refused: "Avvist" };
const SOMETHING_WRONG = "Noe gikk galt. Prøv igjen.";

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The error message of a JSON answer, or a general one. */
async function messageOf(res: Response): Promise<string> {
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  return body.message ?? SOMETHING_WRONG;
}

export function CsvImportForm({ shops }: { shops: readonly ShopChoice[] }) {
  const ids = useId();
  const [kind, setKind] = useState<Kind>("stock");
  /** The shop of every line of a stock file ('' when the file names each line's shop). */
  const [shop, setShop] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const oneShop = kind === "stock" && shop !== "";
  const url = (step: "dry-run" | "run") =>
    `/backoffice/import/${step}?${new URLSearchParams({ kind, file: file?.name ?? "", ...(oneShop ? { shop } : {}) })}`;

  function reset() {
    setCheck(null);
    setProgress(null);
    setResult(null);
    setError(null);
  }

  async function dryRun(event: FormEvent) {
    event.preventDefault();
    reset();
    if (!file) return setError("Velg en fil");
    if (file.size > MAX_IMPORT_BYTES) return setError(FILE_TOO_LARGE);
    setBusy(true);
    try {
      const res = await sendFile(url("dry-run"), file, "text/csv");
      if (!res.ok) return setError(await messageOf(res));
      setCheck((await res.json()) as Check);
    } catch {
      setError(SOMETHING_WRONG);
    } finally {
      setBusy(false);
    }
  }

  async function run() {
    if (!file || !check) return;
    setError(null);
    setBusy(true);
    setProgress({ done: 0, total: check.totals.lines });
    try {
      const res = await sendFile(url("run"), file, "text/csv");
      if (!res.ok || !res.body) {
        setProgress(null);
        return setError(await messageOf(res));
      }
      // One JSON object a line: {done, total} as it goes, then {result} or {error}.
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffered += value;
        const parts = buffered.split("\n");
        buffered = parts.pop() ?? "";
        for (const part of parts.filter(Boolean)) {
          const message = JSON.parse(part) as { done?: number; total?: number; result?: Totals; error?: string };
          if (message.total !== undefined) setProgress({ done: message.done ?? 0, total: message.total });
          if (message.error) setError(message.error);
          if (message.result) {
            const r = message.result;
            setResult(
              `Importen er ferdig: ${formatCount(r.new)} nye, ${formatCount(r.change)} endret, ${formatCount(r.same)} uendret.`,
            );
          }
        }
      }
    } catch {
      setError(SOMETHING_WRONG);
    } finally {
      setBusy(false);
    }
  }

  const chosen = KINDS.find((k) => k.value === kind) as (typeof KINDS)[number];
  const refused = check?.totals.refused ?? 0;
  return (
    <>
      <form className="admin-form import-form" onSubmit={dryRun} noValidate aria-label="Last opp fil">
        <fieldset>
          <legend>Fil</legend>
          <div className="form-field">
            <label htmlFor={`${ids}-kind`}>Filen inneholder</label>
            <select
              id={`${ids}-kind`}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as Kind);
                reset();
              }}
            >
              {KINDS.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </select>
          </div>
          {kind === "stock" ? (
            <ShopSelect
              id={`${ids}-shop`}
              label="Butikk"
              shops={shops}
              value={shop}
              describedBy={`${ids}-shop-hint`}
              onChange={(value) => {
                setShop(value);
                reset();
              }}
              first={<option value="">Butikken står i filen, på hver linje</option>}
            />
          ) : null}
          {kind === "stock" ? (
            <p id={`${ids}-shop-hint`} className="form-field__hint">
              {oneShop
                ? `Hele filen gjelder ${shopLabel(shops.find((s) => String(s.id) === shop) ?? { name: "", no: "" })}; filen har da ingen kolonne for butikk.`
                : "Listen viser butikkenes numre, som kolonnen Butikk i filen bruker."}
            </p>
          ) : null}
          <div className="form-field">
            <label htmlFor={`${ids}-file`}>CSV-fil</label>
            <FileChooser
              id={`${ids}-file`}
              accept=".csv,text/csv"
              fileName={file?.name ?? null}
              describedBy={`${ids}-columns`}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                reset();
              }}
            />
            <p id={`${ids}-columns`} className="form-field__hint">
              Semikolon mellom feltene, som Excel lagrer «CSV UTF-8». Første linje er overskriftene:{" "}
              {oneShop ? "EAN;Antall" : chosen.columns}. Høyst 5 000 linjer og 2 MB.
            </p>
          </div>
        </fieldset>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy && !progress ? "Sjekker filen …" : "Sjekk filen (lagrer ingenting)"}
        </button>
      </form>
      <FormMessage kind="error">{error}</FormMessage>
      {check ? (
        <section aria-labelledby={`${ids}-check`} className="admin-page">
          <h2 id={`${ids}-check`}>Prøvekjøring av {file?.name}</h2>
          <ul className="import-totals">
            <li>{plural(check.totals.lines, "linje", "linjer")}</li>
            <li>Nye: {formatCount(check.totals.new)}</li>
            <li>Endres: {formatCount(check.totals.change)}</li>
            <li>Uendret: {formatCount(check.totals.same)}</li>
            <li>Avvist: {formatCount(refused)}</li>
          </ul>
          {refused > 0 ? (
            <p className="form-message form-message--error">
              {plural(refused, "linje er avvist", "linjer er avvist")}. Ingenting blir lagret så lenge én linje er
              avvist: rett filen og sjekk den på nytt.
            </p>
          ) : progress ? null : (
            <div className="count-sheet__actions">
              <p>Hele filen lagres samlet. Stopper importen underveis, lagres ingenting.</p>
              <button type="button" className="button button--primary" disabled={busy} onClick={run}>
                Importer {plural(check.totals.lines, "linje", "linjer")}
              </button>
            </div>
          )}
          {progress ? (
            <div className="import-progress">
              <progress
                id={`${ids}-progress`}
                max={Math.max(1, progress.total)}
                value={progress.done}
                aria-labelledby={`${ids}-progress-text`}
              />
              <p id={`${ids}-progress-text`} role="status">
                {result ?? `Importerer linje ${formatCount(progress.done)} av ${formatCount(progress.total)}`}
              </p>
            </div>
          ) : null}
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Hva hver linje gjør</caption>
              <thead>
                <tr>
                  <th scope="col">Linje</th>
                  <th scope="col">Resultat</th>
                  <th scope="col">Hva skjer</th>
                </tr>
              </thead>
              <tbody>
                {check.lines.map((l) => (
                  <tr key={l.line} className={`import-line--${l.action}`}>
                    <td data-label="Linje">{l.line}</td>
                    <td data-label="Resultat">{ACTION_NAMES[l.action]}</td>
                    <td data-label="Hva skjer">{l.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </>
  );
}
