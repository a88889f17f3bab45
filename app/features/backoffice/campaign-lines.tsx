// A campaign's articles and their campaign prices (decision 046): find an article with the catalogue's
// search, add it at a price in kroner below its own with a label, change or remove a line. The form
// checks the line with the route's own schema (domain/schemas/campaign-admin.ts); the server refuses
// a price that is not below the article's (422) and an article twice (409).
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { LABEL_TYPE_NAMES, LABEL_TYPES, type LabelType } from "../../../domain/campaign-admin.ts";
import { formatMoney, formatPrice, oreToKroner } from "../../../domain/money.ts";
import { LINE_FORM_REFUSED } from "../../../domain/schemas/campaign-admin.ts";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiAction } from "../../components/use-api-action.ts";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { ArticlePage, CampaignAnswer } from "./api-answers.ts";

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

type FoundArticle = ArticlePage["data"][number];

/** The line being written: a new one for a found article, or an existing one. */
type Editing = { kind: "new"; article: FoundArticle } | { kind: "line"; line: CampaignLine } | null;

const kronerText = (ore: number) => formatMoney(oreToKroner(ore)).replace(/\s/g, "");
const labelTypeName = (type: string) => LABEL_TYPE_NAMES[type as LabelType] ?? type;

export function CampaignLines({ campaignId, lines }: { campaignId: number; lines: CampaignLine[] }) {
  const [editing, setEditing] = useState<Editing>(null);
  const revalidator = useRevalidator();
  const removal = useApiAction();

  const remove = (line: CampaignLine) =>
    removal.run(async () => {
      await api<CampaignAnswer>("DELETE", `/backoffice/campaigns/${campaignId}/lines/${line.id}`);
      if (editing?.kind === "line" && editing.line.id === line.id) setEditing(null);
      await revalidator.revalidate();
      return `${line.articleName} er fjernet fra kampanjen.`;
    });

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
                      <button
                        type="button"
                        className="button button--plain"
                        disabled={removal.busy}
                        onClick={() => remove(line)}
                      >
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
      <FormMessage kind="error">{removal.error}</FormMessage>
      <FormMessage kind="success">{removal.done}</FormMessage>
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
  const searching = useApiAction();

  function search(event: FormEvent) {
    event.preventDefault();
    void searching.run(async () => {
      const page = await api<ArticlePage>(
        "GET",
        `/backoffice/campaigns/articles?${new URLSearchParams({ q: q.trim() })}`,
      );
      setFound(page.data);
      setTotal(page.meta.total);
    });
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
        <button type="submit" className="button button--primary" disabled={searching.busy}>
          Søk
        </button>
      </form>
      <FormMessage kind="error">{searching.error}</FormMessage>
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
  const linesUrl = `/backoffice/campaigns/${campaignId}/lines`;
  const body = () => ({
    ...(editing.kind === "new" ? { articleId: editing.article.id } : {}),
    price,
    labelType: labelType as LabelType,
    labelText,
  });
  const { form, busy, messages, errorOf, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/campaign-admin.ts"),
    schema: (m) => (line ? m.lineChangeBody : m.lineBody),
    body,
    // What the route answers for a refused line.
    summary: () => LINE_FORM_REFUSED,
    async send() {
      await api<CampaignAnswer>(line ? "PATCH" : "POST", line ? `${linesUrl}/${line.id}` : linesUrl, body());
      await revalidator.revalidate();
      onDone();
    },
  });

  return (
    <form className="admin-form" id={form.id} onSubmit={onSubmit} noValidate aria-label="Kampanjepris">
      <fieldset>
        <legend>{line ? `Endre kampanjeprisen for ${name}` : `Legg til ${name}`}</legend>
        <p>Ordinær pris {formatPrice(oreToKroner(ordinaryOre))}</p>
        <div className="admin-grid admin-grid--top">
          <TextField
            label="Kampanjepris (kr)"
            name="price"
            inputMode="decimal"
            value={price}
            error={errorOf("price")}
            hint="Lavere enn den ordinære prisen"
            onChange={(e) => setPrice(e.target.value)}
          />
          <div className="form-field">
            <label htmlFor="campaign-line-type">Type merkelapp</label>
            <select
              id="campaign-line-type"
              name="labelType"
              value={labelType}
              onChange={(e) => setLabelType(e.target.value)}
            >
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
            error={errorOf("labelText")}
            hint="Tomt: «-25%», «Kampanjepris» eller «Nyhet» etter typen"
            onChange={(e) => setLabelText(e.target.value)}
          />
        </div>
      </fieldset>
      <FormMessage kind="error">{messages[0]}</FormMessage>
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
