// One article's edit form (decision 045). The body is checked with the route's own schema
// (domain/schemas/article-admin.ts: the price typed in kroner, domain/kroner-input.ts) before it is
// sent; the server checks everything again (422).
import { useState } from "react";
import { useRevalidator } from "react-router";
import { formatMoney, oreToKroner } from "../../../domain/money.ts";
import type { ArticleRecord } from "../../../server/modules/catalog/admin.ts";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { ArticleAnswer } from "./api-answers.ts";

export interface ArticleChoices {
  productLines: { id: number; name: string }[];
  groups: { id: number; name: string }[];
}

/** A typed whole number; anything else is no number, which the schema names in its own words. */
const wholeNumber = (typed: string) => (/^-?\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

export function ArticleForm({ article, choices }: { article: ArticleRecord; choices: ArticleChoices }) {
  const revalidator = useRevalidator();
  const [name, setName] = useState(article.name);
  const [description, setDescription] = useState(article.description);
  const [techDescription, setTechDescription] = useState(article.techDescription);
  const [visibleWeb, setVisibleWeb] = useState(article.visibleWeb);
  const [onlyCC, setOnlyCC] = useState(article.onlyCC);
  const [limit, setLimit] = useState(String(article.webPurchaseLimit));
  const [price, setPrice] = useState(formatMoney(oreToKroner(article.priceOre)).replace(/\s/g, ""));
  const [careLabel, setCareLabel] = useState(article.careLabel.join("\n"));
  const [season, setSeason] = useState(article.season ?? "");
  const [productLineId, setProductLineId] = useState(String(article.productLineId));
  const [groupId, setGroupId] = useState(String(article.articleGroup3Id));
  const body = () => ({
    name,
    description,
    techDescription,
    visibleWeb,
    onlyCC,
    webPurchaseLimit: wholeNumber(limit),
    price,
    // One piece of advice per line; empty lines are no advice.
    careLabel: careLabel
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    season: season.trim() || null,
    productLineId: Number(productLineId),
    articleGroup3Id: Number(groupId),
  });
  const { form, busy, messages, saved, errorOf, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/article-admin.ts"),
    schema: (m) => m.articleBody,
    body,
    // The price's rule is the one most often missed, and its field may be out of sight.
    summary: (first) => first,
    async send() {
      await api<ArticleAnswer>("PATCH", `/backoffice/articles/${article.id}`, body());
      await revalidator.revalidate();
      return "Endringene er lagret og vises i nettbutikken.";
    },
  });
  const fieldErrors = {
    name: errorOf("name"),
    price: errorOf("price"),
    webPurchaseLimit: errorOf("webPurchaseLimit"),
    season: errorOf("season"),
    productLineId: errorOf("productLineId"),
    articleGroup3Id: errorOf("articleGroup3Id"),
    careLabel: errorOf("careLabel"),
  };

  return (
    <form className="admin-form" id={form.id} onSubmit={onSubmit} noValidate aria-label="Endre varen">
      <fieldset>
        <legend>Varen</legend>
        <div className="admin-grid admin-grid--top">
          <TextField
            label="Navn"
            name="name"
            value={name}
            error={fieldErrors.name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label="Veiledende pris (kr)"
            name="price"
            inputMode="decimal"
            value={price}
            error={fieldErrors.price}
            hint="Bruk komma eller punktum, høyst to desimaler"
            onChange={(e) => setPrice(e.target.value)}
          />
          <TextField
            label="Kjøpsgrense på nett (stk.)"
            name="webPurchaseLimit"
            inputMode="numeric"
            value={limit}
            error={fieldErrors.webPurchaseLimit}
            onChange={(e) => setLimit(e.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor="article-description">Beskrivelse</label>
          <textarea
            id="article-description"
            name="description"
            rows={6}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor="article-tech">Teknisk tekst</label>
          <textarea
            id="article-tech"
            name="techDescription"
            rows={4}
            value={techDescription}
            onChange={(e) => setTechDescription(e.target.value)}
          />
        </div>
        <div className="admin-grid admin-grid--top">
          <div className="form-field">
            <label htmlFor="article-product-line">Produktlinje</label>
            <select
              id="article-product-line"
              name="productLineId"
              value={productLineId}
              onChange={(e) => setProductLineId(e.target.value)}
            >
              {choices.productLines.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
            {fieldErrors.productLineId ? <p className="form-field__error">{fieldErrors.productLineId}</p> : null}
          </div>
          <TextField
            label="Sesong"
            name="season"
            value={season}
            error={fieldErrors.season}
            hint="For eksempel Vinter 2026; tomt for ingen"
            onChange={(e) => setSeason(e.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor="article-group">Varegruppe (hovedgruppe › gruppe 2 › gruppe 3)</label>
          <select
            id="article-group"
            name="articleGroup3Id"
            value={groupId}
            onChange={(e) => setGroupId(e.target.value)}
          >
            {choices.groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
          {fieldErrors.articleGroup3Id ? <p className="form-field__error">{fieldErrors.articleGroup3Id}</p> : null}
        </div>
        <div className="form-field">
          <label htmlFor="article-care">Vedlikeholdsråd</label>
          <textarea
            id="article-care"
            name="careLabel"
            rows={4}
            value={careLabel}
            aria-describedby="article-care-hint"
            onChange={(e) => setCareLabel(e.target.value)}
          />
          <p id="article-care-hint" className="form-field__hint">
            Ett råd per linje, for eksempel «Impregneres ved behov»
          </p>
          {fieldErrors.careLabel ? <p className="form-field__error">{fieldErrors.careLabel}</p> : null}
        </div>
        <div className="checkbox-field">
          <input
            id="article-visible"
            type="checkbox"
            checked={visibleWeb}
            onChange={(e) => setVisibleWeb(e.target.checked)}
          />
          <label htmlFor="article-visible">Synlig på nett</label>
        </div>
        <div className="checkbox-field">
          <input id="article-only-cc" type="checkbox" checked={onlyCC} onChange={(e) => setOnlyCC(e.target.checked)} />
          <label htmlFor="article-only-cc">Kun klikk og hent</label>
        </div>
      </fieldset>
      <FormMessage kind="error">{messages[0]}</FormMessage>
      <FormMessage kind="success">{saved}</FormMessage>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? "Lagrer …" : "Lagre varen"}
      </button>
    </form>
  );
}
