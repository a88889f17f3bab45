// A campaign's articles and their campaign prices (decision 046): find an article with the catalogue's
// search, add it at a price in kroner below its own with a label, change or remove a line. The server
// refuses a price that is not below the article's (422) and an article twice (409).
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { LABEL_TYPE_NAMES, LABEL_TYPES, type LabelType } from "../../../domain/campaign-admin.ts";
import { BAD_KRONER, parseKroner } from "../../../domain/kroner-input.ts";
import { formatMoney, formatPrice, oreToKroner } from "../../../domain/money.ts";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { ApiError, api } from "../../lib/api-client.ts";

export interface CampaignLine {
  id: number;
  articleId: number;
  articleNo: string;
  articleName: string;
  ordinaryOre: number;
  priceOre: number;
  labelType: string;
  labelText: string;
}

interface FoundArticle {
  id: number;
  articleNo: string;
  name: string;
  priceOre: number;
}

/** The line being written: a new one for a found article, or an existing one. */
type Editing = { kind: "new"; article: FoundArticle } | { kind: "line"; line: CampaignLine } | null;

const kronerText = (ore: number) => formatMoney(oreToKroner(ore)).replace(/\s/g, "");
const labelTypeName = (type: string) => LABEL_TYPE_NAMES[type as LabelType] ?? type;

export function CampaignLines({ campaignId, lines }: { campaignId: number; lines: CampaignLine[] }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const revalidator = useRevalidator();

  async function remove(line: CampaignLine) {
    setError(null);
    setRemoved(null);
    try {
      await api("DELETE", `/backoffice/campaigns/${campaignId}/lines/${line.id}`);
      setRemoved(`${line.articleName} er fjernet fra kampanjen.`);
      if (editing?.kind === "line" && editing.line.id === line.id) setEditing(null);
      await revalidator.revalidate();
    } catch (e) {
      setError(e instanceof ApiError ? (e.body.message ?? "Noe gikk galt") : "Noe gikk galt. Prøv igjen.");
    }
  }

  return (
    <section className="admin-page" aria-labelledby="campaign-lines-heading">
      <h2 id="campaign-lines-heading">Varer i kampanjen</h2>
      {lines.length === 0 ? (
        <p>Ingen varer ennå.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Vare</th>
                <th scope="col">Ordinær pris</th>
                <th scope="col">Kampanjepris</th>
                <th scope="col">Merkelapp</th>
                <th scope="col">
                  <span className="visually-hidden">Handlinger</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <td data-label="Vare">
                    {line.articleName} <span className="admin-muted">({line.articleNo})</span>
                  </td>
                  <td data-label="Ordinær pris">{formatPrice(oreToKroner(line.ordinaryOre))}</td>
                  <td data-label="Kampanjepris">{formatPrice(oreToKroner(line.priceOre))}</td>
                  <td data-label="Merkelapp">
                    {line.labelText} ({labelTypeName(line.labelType)})
                  </td>
                  <td>
                    <div className="admin-review__actions">
                      <button type="button" className="button" onClick={() => setEditing({ kind: "line", line })}>
                        Endre <span className="visually-hidden">{line.articleName}</span>
                      </button>
                      <button type="button" className="button button--plain" onClick={() => remove(line)}>
                        Fjern <span className="visually-hidden">{line.articleName}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{removed}</FormMessage>
      {editing ? (
        <LineForm
          key={editing.kind === "new" ? `new-${editing.article.id}` : `line-${editing.line.id}`}
          campaignId={campaignId}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <ArticleSearch onPick={(article) => setEditing({ kind: "new", article })} />
      )}
    </section>
  );
}

function ArticleSearch({ onPick }: { onPick: (article: FoundArticle) => void }) {
  const [q, setQ] = useState("");
  const [found, setFound] = useState<FoundArticle[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);

  async function search(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const page = await api<{ data: FoundArticle[]; meta: { total: number } }>(
        "GET",
        `/backoffice/campaigns/articles?${new URLSearchParams({ q: q.trim() })}`,
      );
      setFound(page.data);
      setTotal(page.meta.total);
    } catch (e) {
      setError(e instanceof ApiError ? (e.body.message ?? "Noe gikk galt") : "Noe gikk galt. Prøv igjen.");
    }
  }

  return (
    <div className="admin-page">
      <form className="admin-filters" aria-label="Finn en vare til kampanjen" onSubmit={search}>
        <div className="form-field">
          <label htmlFor="campaign-article-search">Legg til vare: navn, varenummer eller EAN</label>
          <input
            id="campaign-article-search"
            type="search"
            value={q}
            maxLength={100}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary">
          Søk
        </button>
      </form>
      <FormMessage kind="error">{error}</FormMessage>
      {found === null ? null : (
        <>
          <p role="status">
            {total === 0
              ? "Ingen varer passer søket."
              : total > found.length
                ? `${total} varer passer; de ${found.length} første vises. Skriv mer for å finne færre.`
                : `${total} ${total === 1 ? "vare" : "varer"}`}
          </p>
          {found.length > 0 ? (
            <ul className="admin-campaign-found">
              {found.map((a) => (
                <li key={a.id}>
                  <span>
                    {a.name} <span className="admin-muted">({a.articleNo})</span> –{" "}
                    {formatPrice(oreToKroner(a.priceOre))}
                  </span>
                  <button type="button" className="button" onClick={() => onPick(a)}>
                    Velg <span className="visually-hidden">{a.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </div>
  );
}

function LineForm({
  campaignId,
  editing,
  onDone,
}: {
  campaignId: number;
  editing: NonNullable<Editing>;
  onDone: () => void;
}) {
  const revalidator = useRevalidator();
  const line = editing.kind === "line" ? editing.line : null;
  const name = line ? line.articleName : editing.kind === "new" ? editing.article.name : "";
  const ordinaryOre = line ? line.ordinaryOre : editing.kind === "new" ? editing.article.priceOre : 0;
  const [price, setPrice] = useState(line ? kronerText(line.priceOre) : "");
  const [labelType, setLabelType] = useState<string>(line?.labelType ?? "percent");
  const [labelText, setLabelText] = useState(line?.labelText ?? "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    if (parseKroner(price) === null) {
      setError(BAD_KRONER);
      setFieldErrors({ price: [BAD_KRONER] });
      return;
    }
    setBusy(true);
    try {
      const body = { price, labelType, labelText };
      if (line) await api("PATCH", `/backoffice/campaigns/${campaignId}/lines/${line.id}`, body);
      else if (editing.kind === "new") {
        await api("POST", `/backoffice/campaigns/${campaignId}/lines`, { articleId: editing.article.id, ...body });
      }
      await revalidator.revalidate();
      onDone();
    } catch (e) {
      if (e instanceof ApiError) {
        setError(e.body.message ?? "Noe gikk galt");
        setFieldErrors(e.body.errors ?? {});
      } else setError("Noe gikk galt. Prøv igjen.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label="Kampanjepris">
      <fieldset>
        <legend>{line ? `Endre kampanjeprisen for ${name}` : `Legg til ${name}`}</legend>
        <p>Ordinær pris {formatPrice(oreToKroner(ordinaryOre))}</p>
        <div className="admin-grid admin-grid--top">
          <TextField
            label="Kampanjepris (kr)"
            name="price"
            inputMode="decimal"
            value={price}
            error={fieldErrors.price?.[0]}
            hint="Lavere enn den ordinære prisen"
            onChange={(e) => setPrice(e.target.value)}
          />
          <div className="form-field">
            <label htmlFor="campaign-line-type">Type merkelapp</label>
            <select id="campaign-line-type" value={labelType} onChange={(e) => setLabelType(e.target.value)}>
              {LABEL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {LABEL_TYPE_NAMES[type]}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Varens merkelapp"
            name="labelText"
            value={labelText}
            error={fieldErrors.labelText?.[0]}
            hint="Tomt: «-25%», «Kampanjepris» eller «Nyhet» etter typen"
            onChange={(e) => setLabelText(e.target.value)}
          />
        </div>
      </fieldset>
      <FormMessage kind="error">{error}</FormMessage>
      <div className="admin-review__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Lagrer …" : line ? "Lagre kampanjeprisen" : "Legg til i kampanjen"}
        </button>
        <button type="button" className="button button--plain" onClick={onDone}>
          Avbryt
        </button>
      </div>
    </form>
  );
}
