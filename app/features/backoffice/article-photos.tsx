// An article's uploaded pictures on its back office page (decision 047): upload one, give it an alt text
// (required) and optionally a colour, then move pictures up or down or take them off. Each change is
// saved at once and shown in the storefront at once.
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { ArticlePhoto } from "../../../server/modules/catalog/article-images.ts";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { ImageUpload, type UploadedImage } from "../../components/image-upload.tsx";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { useApiAction } from "../../components/use-api-action.ts";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { ArticlePhotosAnswer } from "./api-answers.ts";

export function ArticlePhotos({
  articleId,
  photos,
  colours,
}: {
  articleId: number;
  photos: ArticlePhoto[];
  colours: { id: number; name: string }[];
}) {
  const revalidator = useRevalidator();
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const [uploadKey, setUploadKey] = useState(0);
  const [alt, setAlt] = useState("");
  const [colorId, setColorId] = useState("");
  const colourName = new Map(colours.map((c) => [c.id, c.name]));
  const photosUrl = `/backoffice/articles/${articleId}/photos`;

  // Moving and taking off a picture: buttons that call the API.
  const action = useApiAction();
  const change = (call: () => Promise<unknown>, done: string) =>
    action.run(async () => {
      await call();
      await revalidator.revalidate();
      return done;
    });

  const body = () => ({ key: uploaded?.key ?? "", alt, colorId: colorId ? Number(colorId) : null });
  const { form, busy, messages, saved, errorOf, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/article-admin.ts"),
    schema: (m) => m.articlePhotoBody,
    body,
    summary: (first) => first,
    async send() {
      await api<ArticlePhotosAnswer>("POST", photosUrl, body());
      await revalidator.revalidate();
      setUploaded(null);
      setAlt("");
      setColorId("");
      setUploadKey((k) => k + 1);
      return "Bildet er lagt på varen og vises i nettbutikken.";
    },
  });
  const working = busy || action.busy;

  function move(index: number, by: -1 | 1) {
    const ids = photos.map((p) => p.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    return change(() => api<ArticlePhotosAnswer>("PUT", `${photosUrl}/order`, { ids }), "Rekkefølgen er lagret.");
  }

  return (
    <section className="admin-photos" aria-labelledby="photos-title">
      <h2 id="photos-title">Bilder</h2>
      {photos.length === 0 ? (
        <p>Varen har ingen opplastede bilder; nettbutikken viser tegningen av varen.</p>
      ) : (
        <ol className="admin-photos__list">
          {photos.map((p, i) => (
            <li key={p.id} className="admin-photos__item">
              <ResponsiveImage className="admin-photos__image" picture={p} alt={p.alt} sizes="6rem" loading="lazy" />
              <div className="admin-photos__text">
                <p>
                  {i + 1}. {p.alt}
                </p>
                <p className="form-field__hint">{p.colorId ? (colourName.get(p.colorId) ?? "") : "Alle farger"}</p>
                <div className="admin-photos__actions">
                  <button
                    type="button"
                    className="button"
                    disabled={working || i === 0}
                    onClick={() => move(i, -1)}
                    aria-label={`Flytt bilde ${i + 1} opp`}
                  >
                    Opp
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={working || i === photos.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={`Flytt bilde ${i + 1} ned`}
                  >
                    Ned
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={working}
                    onClick={() =>
                      change(
                        () => api<ArticlePhotosAnswer>("DELETE", `${photosUrl}/${p.id}`),
                        "Bildet er fjernet fra varen.",
                      )
                    }
                    aria-label={`Fjern bilde ${i + 1}`}
                  >
                    Fjern
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      <FormMessage kind="error">{action.error}</FormMessage>
      <FormMessage kind="success">{action.done}</FormMessage>
      <form className="admin-form" id={form.id} onSubmit={onSubmit} noValidate aria-label="Legg til bilde">
        <fieldset>
          <legend>Legg til bilde</legend>
          <ImageUpload key={uploadKey} label="Bildefil" onUploaded={setUploaded} />
          <div className="admin-grid admin-grid--top">
            <TextField
              label="Alternativ tekst"
              name="alt"
              value={alt}
              error={errorOf("alt")}
              hint="Beskriv hva bildet viser, for dem som ikke ser det"
              onChange={(e) => setAlt(e.target.value)}
            />
            <div className="form-field">
              <label htmlFor="photo-colour">Farge</label>
              <select id="photo-colour" name="colorId" value={colorId} onChange={(e) => setColorId(e.target.value)}>
                <option value="">Alle farger</option>
                {colours.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>
        <FormMessage kind="error">{messages[0]}</FormMessage>
        <FormMessage kind="success">{saved}</FormMessage>
        <button type="submit" className="button button--primary" disabled={working || !uploaded}>
          {busy ? "Lagrer …" : "Legg til bildet"}
        </button>
      </form>
    </section>
  );
}
