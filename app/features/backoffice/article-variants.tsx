// An article's variants on its back office page (issue 15): each colour and size with its EAN, hidden
// or shown on the web with one button, and a form that adds a variant. The EAN is checked with its
// check digit here and again by the server; one already in use is refused (409).
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { BAD_EAN, isValidEan } from "../../../domain/ean.ts";
import type { VariantRecord } from "../../../server/modules/catalog/variant-admin.ts";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { ApiError, api } from "../../lib/api-client.ts";

type Choice = { id: number; name: string };

const messageOf = (e: unknown) =>
  e instanceof ApiError ? (e.body.message ?? "Noe gikk galt") : "Noe gikk galt. Prøv igjen.";

export function ArticleVariants({
  articleId,
  variants,
  colours,
  sizes,
}: {
  articleId: number;
  variants: VariantRecord[];
  colours: Choice[];
  sizes: Choice[];
}) {
  const revalidator = useRevalidator();
  const [colorId, setColorId] = useState(String(variants[0]?.colorId ?? colours[0]?.id ?? ""));
  const [sizeId, setSizeId] = useState(String(sizes[0]?.id ?? ""));
  const [ean, setEan] = useState("");
  const [eanError, setEanError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function change(run: () => Promise<unknown>, done: string) {
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      await run();
      setSaved(done);
      await revalidator.revalidate();
      return true;
    } catch (e) {
      setError(messageOf(e));
      if (e instanceof ApiError && e.body.errors?.ean) setEanError(e.body.errors.ean[0]);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const code = ean.trim();
    setEanError(isValidEan(code) ? undefined : BAD_EAN);
    if (!isValidEan(code)) return setError(BAD_EAN);
    const ok = await change(
      () =>
        api("POST", `/backoffice/articles/${articleId}/variants`, {
          colorId: Number(colorId),
          sizeId: Number(sizeId),
          ean: code,
        }),
      "Varianten er lagt til.",
    );
    if (ok) setEan("");
  }

  return (
    <section className="admin-variants" aria-labelledby="variants-title">
      <h2 id="variants-title">Varianter</h2>
      {variants.length === 0 ? (
        <p>Varen har ingen varianter.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Varianter</caption>
            <thead>
              <tr>
                <th scope="col">Farge</th>
                <th scope="col">Størrelse</th>
                <th scope="col">EAN</th>
                <th scope="col">På nett</th>
              </tr>
            </thead>
            <tbody>
              {variants.map((v) => (
                <tr key={v.id}>
                  <td data-label="Farge">{v.color}</td>
                  <td data-label="Størrelse">{v.size}</td>
                  <td data-label="EAN">{v.ean}</td>
                  <td data-label="På nett">
                    {v.visibleWeb ? "Vises" : "Skjult"}{" "}
                    <button
                      type="button"
                      className="button"
                      disabled={busy}
                      aria-label={`${v.visibleWeb ? "Skjul" : "Vis"} ${v.color}, ${v.size} (${v.ean}) på nett`}
                      onClick={() =>
                        change(
                          () =>
                            api("PATCH", `/backoffice/articles/${articleId}/variants/${v.id}`, {
                              visibleWeb: !v.visibleWeb,
                            }),
                          v.visibleWeb ? "Varianten er skjult på nett." : "Varianten vises på nett.",
                        )
                      }
                    >
                      {v.visibleWeb ? "Skjul" : "Vis"}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form className="admin-form" onSubmit={add} noValidate aria-label="Legg til variant">
        <fieldset>
          <legend>Legg til variant</legend>
          <div className="admin-grid admin-grid--top">
            <div className="form-field">
              <label htmlFor="variant-colour">Farge</label>
              <select id="variant-colour" value={colorId} onChange={(e) => setColorId(e.target.value)}>
                {colours.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="form-field">
              <label htmlFor="variant-size">Størrelse</label>
              <select id="variant-size" value={sizeId} onChange={(e) => setSizeId(e.target.value)}>
                {sizes.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
            <TextField
              label="EAN"
              name="ean"
              inputMode="numeric"
              autoComplete="off"
              value={ean}
              error={eanError}
              hint="8 eller 13 siffer"
              onChange={(e) => setEan(e.target.value)}
            />
          </div>
        </fieldset>
        <FormMessage kind="error">{error}</FormMessage>
        <FormMessage kind="success">{saved}</FormMessage>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Lagrer …" : "Legg til variant"}
        </button>
      </form>
    </section>
  );
}
