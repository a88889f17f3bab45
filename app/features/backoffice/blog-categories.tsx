// The blog's categories in the back office (decision 049): create, rename, delete. A category that
// posts use is kept; the server's 409 says how many posts use it. The names are checked with the
// route's own schema (domain/schemas/blog-poll-admin.ts) before they are sent.
import { useState } from "react";
import { useRevalidator } from "react-router";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiAction } from "../../components/use-api-action.ts";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { BlogCategoryAnswer, Deleted } from "./api-answers.ts";

export interface BlogCategoryRow {
  id: number;
  name: string;
  slug: string;
  postsCount: number;
}

const validation = () => import("../../../domain/schemas/blog-poll-admin.ts");

function CategoryRow({ category }: { category: BlogCategoryRow }) {
  const revalidator = useRevalidator();
  const [name, setName] = useState(category.name);
  const url = `/backoffice/blog/categories/${category.id}`;
  const remove = useApiAction();
  const body = () => ({ name, slug: category.slug });
  const rename = useApiForm({
    validation,
    schema: (m) => m.blogCategoryBody,
    body,
    async send() {
      await api<BlogCategoryAnswer>("PUT", url, body());
      await revalidator.revalidate();
    },
  });
  const busy = rename.busy || remove.busy;
  return (
    <li className="admin-category">
      <form className="admin-category__form" id={rename.form.id} onSubmit={rename.onSubmit} noValidate>
        <TextField
          label={`Navn (/blog/kategori/${category.slug}, ${category.postsCount} innlegg)`}
          name="name"
          value={name}
          maxLength={100}
          error={rename.errorOf("name")}
          onChange={(e) => setName(e.target.value)}
        />
        <div className="admin-actions">
          <button type="submit" className="button" disabled={busy || name === category.name}>
            Gi nytt navn <span className="visually-hidden">til {category.name}</span>
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              remove.run(async () => {
                await api<Deleted>("DELETE", url);
                await revalidator.revalidate();
              })
            }
          >
            Slett <span className="visually-hidden">{category.name}</span>
          </button>
        </div>
      </form>
      <FormMessage kind="error">{rename.messages[0] ?? remove.error}</FormMessage>
    </li>
  );
}

export function BlogCategories({ categories }: { categories: BlogCategoryRow[] }) {
  const revalidator = useRevalidator();
  const [name, setName] = useState("");
  const body = () => ({ name });
  const { form, busy, messages, saved, errorOf, onSubmit } = useApiForm({
    validation,
    schema: (m) => m.blogCategoryBody,
    body,
    async send() {
      await api<BlogCategoryAnswer>("POST", "/backoffice/blog/categories", body());
      setName("");
      await revalidator.revalidate();
      return `Kategorien «${name.trim()}» er opprettet.`;
    },
  });

  return (
    <section aria-labelledby="blog-categories" className="admin-page">
      <h2 id="blog-categories">Kategorier</h2>
      <p>En kategori som brukes av innlegg kan ikke slettes før den er fjernet fra innleggene.</p>
      <ul className="admin-categories">
        {categories.map((c) => (
          <CategoryRow key={`${c.id}-${c.name}`} category={c} />
        ))}
      </ul>
      <form className="admin-category__form" id={form.id} onSubmit={onSubmit} noValidate>
        <TextField
          label="Ny kategori"
          name="name"
          value={name}
          maxLength={100}
          error={errorOf("name")}
          onChange={(e) => setName(e.target.value)}
        />
        <div className="admin-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            Opprett kategori
          </button>
        </div>
      </form>
      <FormMessage kind="error">{messages[0]}</FormMessage>
      <FormMessage kind="success">{saved}</FormMessage>
    </section>
  );
}
