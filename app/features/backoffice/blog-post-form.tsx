// One blog post's form in the back office (decision 049): write a new post or change one, save it as a
// draft or for a publish time (Oslo), preview the saved version, delete it after a second click. The
// form checks the body with the route's own schema (domain/schemas/blog-poll-admin.ts) and the server
// checks every field again; the Norwegian messages are shown by the fields.

import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { slugFromTitle } from "../../../domain/blog-slug.ts";
import { bindFields, FormMessage, TextField } from "../../components/form-field.tsx";
import { ImagePicker } from "../../components/image-picker.tsx";
import { useApiAction } from "../../components/use-api-action.ts";
import { FIELDS_MARKED, useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { BlogPostAnswer, Deleted } from "./api-answers.ts";

export interface BlogPostFormValues {
  id?: number;
  title: string;
  slug: string;
  brandId: number | null;
  summary: string;
  body: string;
  featuredImage: string | null;
  categoryIds: number[];
  publishedAt: string | null;
}

export const EMPTY_BLOG_POST: BlogPostFormValues = {
  title: "",
  slug: "",
  brandId: null,
  summary: "",
  body: "",
  featuredImage: "",
  categoryIds: [],
  publishedAt: null,
};

interface Props {
  initial: BlogPostFormValues;
  brands: { id: number; name: string }[];
  categories: { id: number; name: string }[];
  /** Now in Oslo (YYYY-MM-DDTHH:MM), what "publish" starts from. */
  nowLocal: string;
}

export function BlogPostForm({ initial, brands, categories, nowLocal }: Props) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [values, setValues] = useState({ ...initial, featuredImage: initial.featuredImage ?? "" });
  const [publishAt, setPublishAt] = useState(initial.publishedAt ?? nowLocal);
  const [draft, setDraft] = useState(initial.publishedAt === null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const set = (changes: Partial<typeof values>) => setValues((v) => ({ ...v, ...changes }));

  const body = () => {
    const { title, slug, brandId, summary, body: text, featuredImage, categoryIds } = values;
    return {
      title,
      slug,
      brandId,
      summary,
      body: text,
      featuredImage,
      categoryIds,
      publishedAt: draft ? null : publishAt,
    };
  };
  const post = useApiForm({
    validation: () => import("../../../domain/schemas/blog-poll-admin.ts"),
    schema: (m) => m.blogPostBody,
    body,
    summary: () => FIELDS_MARKED,
    async send() {
      const { id } = values;
      const answer = await api<BlogPostAnswer>(
        id ? "PUT" : "POST",
        id ? `/backoffice/blog/posts/${id}` : "/backoffice/blog/posts",
        body(),
      );
      if (!id) {
        navigate(`/admin/blogg/${answer.data.id}?lagret=1`);
        return;
      }
      await revalidator.revalidate();
      return draft ? "Utkastet er lagret." : "Innlegget er lagret.";
    },
  });
  const deletion = useApiAction();
  const remove = () =>
    deletion.run(async () => {
      await api<Deleted>("DELETE", `/backoffice/blog/posts/${values.id}`);
      await navigate("/admin/blogg?slettet=1");
    });
  const busy = post.busy || deletion.busy;
  const fieldError = post.errorOf;
  const field = bindFields(values, set, fieldError);

  const toggleCategory = (id: number, on: boolean) =>
    set({ categoryIds: on ? [...values.categoryIds, id] : values.categoryIds.filter((c) => c !== id) });

  return (
    <form className="admin-form" id={post.form.id} onSubmit={post.onSubmit} noValidate>
      <fieldset>
        <legend>Innlegget</legend>
        <TextField label="Tittel" {...field("title")} maxLength={200} />
        <TextField
          label="Adresse (valgfri)"
          {...field("slug")}
          spellCheck={false}
          autoCapitalize="none"
          hint={`Innlegget får adressen /blog/${values.slug || slugFromTitle(values.title) || "…"}`}
        />
        <div className="form-field">
          <label htmlFor="blog-brand">Merke</label>
          <select
            id="blog-brand"
            name="brandId"
            value={values.brandId ?? ""}
            aria-invalid={fieldError("brandId") ? true : undefined}
            onChange={(e) => set({ brandId: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">Alle merker</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
          {fieldError("brandId") ? <p className="form-field__error">{fieldError("brandId")}</p> : null}
        </div>
        <div className="form-field">
          <label htmlFor="blog-summary">Ingress</label>
          <textarea
            id="blog-summary"
            name="summary"
            rows={3}
            maxLength={500}
            value={values.summary}
            aria-describedby="blog-summary-hint"
            onChange={(e) => set({ summary: e.target.value })}
          />
          <p id="blog-summary-hint" className="form-field__hint">
            Vises i bloggoversikten. Tom ingress: starten av teksten.
          </p>
        </div>
        <div className="form-field">
          <label htmlFor="blog-body">Tekst</label>
          <textarea
            id="blog-body"
            name="body"
            rows={14}
            value={values.body}
            aria-invalid={fieldError("body") ? true : undefined}
            aria-describedby={`blog-body-hint${fieldError("body") ? " blog-body-error" : ""}`}
            onChange={(e) => set({ body: e.target.value })}
          />
          <p id="blog-body-hint" className="form-field__hint">
            Ren tekst: en tom linje begynner et nytt avsnitt, og linjer som alle begynner med «1.», «2.» … blir en
            nummerert liste.
          </p>
          {fieldError("body") ? (
            <p id="blog-body-error" className="form-field__error">
              {fieldError("body")}
            </p>
          ) : null}
        </div>
        <ImagePicker
          label="Bilde"
          value={values.featuredImage}
          onChange={(featuredImage) => set({ featuredImage })}
          error={fieldError("featuredImage")}
        />
        <fieldset>
          <legend>Kategorier</legend>
          {categories.length === 0 ? <p>Ingen kategorier ennå.</p> : null}
          {categories.map((c) => (
            <div className="checkbox-field" key={c.id}>
              <input
                id={`blog-category-${c.id}`}
                type="checkbox"
                checked={values.categoryIds.includes(c.id)}
                onChange={(e) => toggleCategory(c.id, e.target.checked)}
              />
              <label htmlFor={`blog-category-${c.id}`}>{c.name}</label>
            </div>
          ))}
          {fieldError("categoryIds") ? <p className="form-field__error">{fieldError("categoryIds")}</p> : null}
        </fieldset>
        <fieldset>
          <legend>Publisering</legend>
          <div className="checkbox-field">
            <input id="blog-draft" type="radio" name="publish" checked={draft} onChange={() => setDraft(true)} />
            <label htmlFor="blog-draft">Utkast – vises ikke i nettbutikken</label>
          </div>
          <div className="checkbox-field">
            <input id="blog-publish" type="radio" name="publish" checked={!draft} onChange={() => setDraft(false)} />
            <label htmlFor="blog-publish">Publiser fra tidspunktet under (norsk tid)</label>
          </div>
          <TextField
            label="Publiseres"
            name="publishedAt"
            type="datetime-local"
            value={publishAt}
            disabled={draft}
            error={fieldError("publishedAt")}
            onChange={(e) => setPublishAt(e.target.value)}
          />
        </fieldset>
      </fieldset>
      <FormMessage kind="error">{post.messages[0] ?? deletion.error}</FormMessage>
      <FormMessage kind="success">{post.saved}</FormMessage>
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Lagrer …" : draft ? "Lagre som utkast" : "Lagre og publiser"}
        </button>
        {values.id ? (
          <Link className="button" to={`/admin/blogg/${values.id}/forhandsvisning`}>
            Forhåndsvis lagret versjon
          </Link>
        ) : null}
        {values.id && !confirmDelete ? (
          <button type="button" className="button" onClick={() => setConfirmDelete(true)}>
            Slett innlegget
          </button>
        ) : null}
      </div>
      {values.id && confirmDelete ? (
        <fieldset className="admin-confirm">
          <legend>Vil du slette «{initial.title}»? Dette kan ikke angres.</legend>
          <div className="admin-actions">
            <button type="button" className="button button--danger" disabled={busy} onClick={remove}>
              Ja, slett innlegget
            </button>
            <button type="button" className="button" onClick={() => setConfirmDelete(false)}>
              Avbryt
            </button>
          </div>
        </fieldset>
      ) : null}
    </form>
  );
}
