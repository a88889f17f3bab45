// An article's variants on its back office page (issue 15): each colour and size with its EAN, hidden
// or shown on the web with one button, and a form that adds a variant. The EAN is checked with its
// check digit by the route's own schema here (domain/schemas/article-admin.ts) and again by the
// server; one already in use is refused (409).
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { VariantRecord } from "../../../server/modules/catalog/variant-admin.ts";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiAction } from "../../components/use-api-action.ts";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { VariantAnswer } from "./api-answers.ts";

type Choice = { id: number; name: string };

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
  const variantsUrl = `/backoffice/articles/${articleId}/variants`;

  // Hiding or showing a variant: a button that calls the API.
  const action = useApiAction();

  const body = () => ({ colorId: Number(colorId), sizeId: Number(sizeId), ean: ean.trim() });
  const { form, busy, messages, saved, errorOf, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/article-admin.ts"),
    schema: (m) => m.variantBody,
    body,
    summary: (first) => first,
    async send() {
      await api<VariantAnswer>("POST", variantsUrl, body());
      await revalidator.revalidate();
      setEan("");
      return "Varianten er lagt til.";
    },
  });
  const working = busy || action.busy;

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
                      disabled={working}
                      aria-label={`${v.visibleWeb ? "Skjul" : "Vis"} ${v.color}, ${v.size} (${v.ean}) på nett`}
                      onClick={() =>
                        action.run(async () => {
                          await api<VariantAnswer>("PATCH", `${variantsUrl}/${v.id}`, { visibleWeb: !v.visibleWeb });
                          await revalidator.revalidate();
                          return v.visibleWeb ? "Varianten er skjult på nett." : "Varianten vises på nett.";
                        })
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
      <FormMessage kind="error">{action.error}</FormMessage>
      <FormMessage kind="success">{action.done}</FormMessage>
      <form className="admin-form" id={form.id} onSubmit={onSubmit} noValidate aria-label="Legg til variant">
        <fieldset>
          <legend>Legg til variant</legend>
          <div className="admin-grid admin-grid--top">
            <div className="form-field">
              <label htmlFor="variant-colour">Farge</label>
              <select id="variant-colour" name="colorId" value={colorId} onChange={(e) => setColorId(e.target.value)}>
                {colours.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="form-field">
              <label htmlFor="variant-size">Størrelse</label>
              <select id="variant-size" name="sizeId" value={sizeId} onChange={(e) => setSizeId(e.target.value)}>
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
              error={errorOf("ean")}
              hint="8 eller 13 siffer"
              onChange={(e) => setEan(e.target.value)}
            />
          </div>
        </fieldset>
        <FormMessage kind="error">{messages[0]}</FormMessage>
        <FormMessage kind="success">{saved}</FormMessage>
        <button type="submit" className="button button--primary" disabled={working}>
          {busy ? "Lagrer …" : "Legg til variant"}
        </button>
      </form>
    </section>
  );
}
