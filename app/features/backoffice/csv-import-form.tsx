// The import (decisions 048 and 071): choose what the file holds (the chain's articles, stock or a zip
// of pictures) and the file, see the dry run (the names it creates, then every line with what it would
// do or why it is refused), then run it and follow its progress to the end. The file's bytes go as they
// are, so the server reads its encoding and byte order mark itself. A list of 100,000 lines is not put
// on the page whole: the refused lines and the first of the rest are, and the whole list can be saved.
// Both steps are calls of the one API action (busy, the server's message when refused).
import { type FormEvent, useId, useState } from "react";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES, MAX_PICTURES_BYTES, ZIP_TOO_LARGE } from "../../../domain/import-limits.ts";
import { formatCount } from "../../../domain/money.ts";
import { FileChooser } from "../../components/file-chooser.tsx";
import { FormMessage } from "../../components/form-field.tsx";
import { useApiAction } from "../../components/use-api-action.ts";
import { ApiError, type ApiErrorBody, sendFile } from "../../lib/api-client.ts";
import type { ImportPlan, ImportProgress } from "./api-answers.ts";
import { type ShopChoice, ShopSelect, shopLabel } from "./shop-select.tsx";

type Kind = ImportPlan["kind"];
type Action = ImportPlan["lines"][number]["action"];

const KINDS: { value: Kind; label: string; columns: string }[] = [
  {
    value: "articles",
    label: "Varer (hele sortimentet fra ERP)",
    columns:
      "ean;articleNo;name;brand;gender;mainGroup;subcategory;group;color;colorGroup;size;price;originalPrice;pant;webPurchaseLimit;onlyCC;visible;season;description;techDescription (én linje per variant; linjer med samme articleNo er én vare)",
  },
  {
    value: "stock",
    label: "Lager",
    columns: "shop;ean;qty (shop er butikkens nummer, som listen over viser, eller navnet)",
  },
  {
    value: "pictures",
    label: "Bilder (zip)",
    columns: "",
  },
];
/** Lines put on the page at once; the rest are in the saved list. */
const SHOWN = 500;
const ACTION_NAMES: Record<Action, string> = { new: "Ny", change: "Endres", same: "Uendret", refused: "Avvist" };

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The whole dry run as a text file, one line of the file a line, for a list too long for the page. */
function saveList(check: ImportPlan) {
  const text = [...check.created, ...check.lines]
    .map((l) => `${l.line}\t${ACTION_NAMES[l.action]}\t${l.text}`)
    .join("\r\n");
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([`\uFEFF${text}\r\n`], { type: "text/plain;charset=utf-8" }));
  link.download = `provekjoring-${check.file.replace(/\.[^.]*$/, "")}.txt`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** A refused answer as the API client's error, with the server's own message. */
async function refusal(res: Response): Promise<ApiError> {
  return new ApiError(res.status, (await res.json().catch(() => ({}))) as ApiErrorBody);
}

export function CsvImportForm({ shops }: { shops: readonly ShopChoice[] }) {
  const ids = useId();
  const [kind, setKind] = useState<Kind>("articles");
  /** The shop of every line of a stock file ('' when the file names each line's shop). */
  const [shop, setShop] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<ImportPlan | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const importing = useApiAction();
  const { busy, error } = importing;

  const oneShop = kind === "stock" && shop !== "";
  const zip = kind === "pictures";
  const contentType = zip ? "application/zip" : "text/csv";
  const url = (step: "dry-run" | "run") =>
    `/backoffice/import/${step}?${new URLSearchParams({ kind, file: file?.name ?? "", ...(oneShop ? { shop } : {}) })}`;

  function reset() {
    setCheck(null);
    setProgress(null);
    setResult(null);
    importing.reset();
  }

  function dryRun(event: FormEvent) {
    event.preventDefault();
    reset();
    if (!file) return importing.refuse("Velg en fil");
    if (file.size > (zip ? MAX_PICTURES_BYTES : MAX_IMPORT_BYTES)) {
      return importing.refuse(zip ? ZIP_TOO_LARGE : FILE_TOO_LARGE);
    }
    void importing.run(async () => {
      const res = await sendFile(url("dry-run"), file, contentType);
      if (!res.ok) throw await refusal(res);
      setCheck((await res.json()) as ImportPlan);
    });
  }

  function run() {
    if (!file || !check) return;
    setProgress({ done: 0, total: check.totals.lines });
    void importing.run(async () => {
      const res = await sendFile(url("run"), file, contentType);
      if (!res.ok || !res.body) {
        setProgress(null);
        throw await refusal(res);
      }
      // One JSON object a line: {done, total} as it goes, then {result} or {error}.
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = "";
      let stopped: string | undefined;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffered += value;
        const parts = buffered.split("\n");
        buffered = parts.pop() ?? "";
        for (const part of parts.filter(Boolean)) {
          const message = JSON.parse(part) as ImportProgress;
          if (message.total !== undefined) setProgress({ done: message.done ?? 0, total: message.total });
          if (message.error) stopped = message.error;
          if (message.result) {
            const r = message.result;
            setResult(
              `Importen er ferdig: ${formatCount(r.new)} nye, ${formatCount(r.change)} endret, ${formatCount(r.same)} uendret.`,
            );
          }
        }
      }
      // The run stopped on the way: the server's message says that nothing was stored.
      if (stopped) throw new ApiError(res.status, { message: stopped });
    });
  }

  const chosen = KINDS.find((k) => k.value === kind) as (typeof KINDS)[number];
  const refused = check?.totals.refused ?? 0;
  const shown = check
    ? [
        ...check.lines.filter((l) => l.action === "refused"),
        ...check.lines.filter((l) => l.action !== "refused"),
      ].slice(0, SHOWN)
    : [];
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
            <label htmlFor={`${ids}-file`}>{zip ? "Zip-fil med bilder" : "CSV-fil"}</label>
            <FileChooser
              id={`${ids}-file`}
              accept={zip ? ".zip,application/zip" : ".csv,text/csv"}
              fileName={file?.name ?? null}
              describedBy={`${ids}-columns`}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                reset();
              }}
            />
            {zip ? (
              <p id={`${ids}-columns`} className="form-field__hint">
                Hvert bilde (JPEG, PNG, WebP eller AVIF) heter det samme som en EAN eller et varenummer, for eksempel
                «7040000000011.jpg» eller «1001-2.jpg». Et bilde med EAN gjelder variantens farge. Høyst 200 MB.
              </p>
            ) : (
              <p id={`${ids}-columns`} className="form-field__hint import-columns">
                Semikolon eller komma mellom feltene, UTF-8 eller Windows-1252, desimalkomma eller -punktum. Første
                linje er overskriftene:{" "}
                <span className="import-columns__names">{oneShop ? "ean;qty" : chosen.columns}</span>. Høyst 150 000
                linjer og 40 MB.
              </p>
            )}
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
          {check.created.length > 0 ? (
            <>
              <h3>Opprettes først</h3>
              <ul className="import-created">
                {check.created.map((c) => (
                  <li key={`${c.line}-${c.text}`}>
                    Linje {c.line}: {c.text}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {shown.length < check.lines.length ? (
            <p>
              Viser {formatCount(shown.length)} av {formatCount(check.lines.length)} linjer (de avviste først).{" "}
              <button type="button" className="button" onClick={() => saveList(check)}>
                Last ned hele listen
              </button>
            </p>
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
                {shown.map((l) => (
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
