// One article's edit form (decision 045). The price is typed in kroner and checked with the same rule
// the server uses (domain/kroner-input.ts); the server checks everything again (422).
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { BAD_KRONER, parseKroner } from "../../../domain/kroner-input.ts";
import { formatMoney, oreToKroner } from "../../../domain/money.ts";
import type { ArticleRecord } from "../../../server/modules/catalog/admin.ts";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { ApiError, api } from "../../lib/api-client.ts";

export interface ArticleChoices {
  productLines: { id: number; name: string }[];
  groups: { id: number; name: string }[];
}

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    setError(null);
    setFieldErrors({});
    if (parseKroner(price) === null) {
      setError(BAD_KRONER);
      setFieldErrors({ price: BAD_KRONER });
      return;
    }
    setBusy(true);
    try {
      const webPurchaseLimit = /^\d+$/.test(limit.trim()) ? Number(limit.trim()) : Number.NaN;
      await api("PATCH", `/backoffice/articles/${article.id}`, {
        name,
        description,
        techDescription,
        visibleWeb,
        onlyCC,
        webPurchaseLimit: Number.isNaN(webPurchaseLimit) ? limit : webPurchaseLimit,
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
      setSaved("Endringene er lagret og vises i nettbutikken.");
      await revalidator.revalidate();
    } catch (e) {
      if (e instanceof ApiError) {
        setError(e.body.message ?? "Noe gikk galt");
        setFieldErrors(
          Object.fromEntries(Object.entries(e.body.errors ?? {}).map(([k, v]) => [k.split(".")[0], v[0]])),
        );
      } else {
        setError("Noe gikk galt. Prøv igjen.");
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label="Endre varen">
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
            rows={6}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor="article-tech">Teknisk tekst</label>
          <textarea
            id="article-tech"
            rows={4}
            value={techDescription}
            onChange={(e) => setTechDescription(e.target.value)}
          />
        </div>
        <div className="admin-grid admin-grid--top">
          <div className="form-field">
            <label htmlFor="article-product-line">Produktlinje</label>
            <select id="article-product-line" value={productLineId} onChange={(e) => setProductLineId(e.target.value)}>
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
          <select id="article-group" value={groupId} onChange={(e) => setGroupId(e.target.value)}>
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
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{saved}</FormMessage>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? "Lagrer …" : "Lagre varen"}
      </button>
    </form>
  );
}
