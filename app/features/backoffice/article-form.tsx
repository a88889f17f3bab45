// One article's edit form (decision 045). The price is typed in kroner and checked with the same rule
// the server uses (domain/kroner-input.ts); the server checks everything again (422).
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { BAD_KRONER, parseKroner } from "../../../domain/kroner-input.ts";
import { formatMoney, oreToKroner } from "../../../domain/money.ts";
import type { ArticleRecord } from "../../../server/modules/catalog/admin.ts";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { ApiError, api } from "../../lib/api-client.ts";

export function ArticleForm({ article }: { article: ArticleRecord }) {
  const revalidator = useRevalidator();
  const [name, setName] = useState(article.name);
  const [description, setDescription] = useState(article.description);
  const [techDescription, setTechDescription] = useState(article.techDescription);
  const [visibleWeb, setVisibleWeb] = useState(article.visibleWeb);
  const [onlyCC, setOnlyCC] = useState(article.onlyCC);
  const [limit, setLimit] = useState(String(article.webPurchaseLimit));
  const [price, setPrice] = useState(formatMoney(oreToKroner(article.priceOre)).replace(/\s/g, ""));
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
      });
      setSaved("Endringene er lagret og vises i nettbutikken.");
      await revalidator.revalidate();
    } catch (e) {
      if (e instanceof ApiError) {
        setError(e.body.message ?? "Noe gikk galt");
        setFieldErrors(Object.fromEntries(Object.entries(e.body.errors ?? {}).map(([k, v]) => [k, v[0]])));
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
