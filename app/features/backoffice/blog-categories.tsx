// The blog's categories in the back office (decision 049): create, rename, delete. A category that
// posts use is kept; the server's 409 says how many posts use it.
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { ApiError, api } from "../../lib/api-client.ts";

export interface BlogCategoryRow {
  id: number;
  name: string;
  slug: string;
  postsCount: number;
}

const messageOf = (e: unknown) =>
  e instanceof ApiError
    ? (e.body.errors?.name?.[0] ?? e.body.message ?? "Noe gikk galt")
    : "Noe gikk galt. Prøv igjen.";

function CategoryRow({ category }: { category: BlogCategoryRow }) {
  const revalidator = useRevalidator();
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      await revalidator.revalidate();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }
  const rename = (event: FormEvent) => {
    event.preventDefault();
    run(() => api("PUT", `/backoffice/blog/categories/${category.id}`, { name, slug: category.slug }));
  };
  return (
    <li className="admin-category">
      <form className="admin-category__form" onSubmit={rename} noValidate>
        <TextField
          label={`Navn (/blog/kategori/${category.slug}, ${category.postsCount} innlegg)`}
          name="name"
          value={name}
          maxLength={100}
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
            onClick={() => run(() => api("DELETE", `/backoffice/blog/categories/${category.id}`))}
          >
            Slett <span className="visually-hidden">{category.name}</span>
          </button>
        </div>
      </form>
      <FormMessage kind="error">{error}</FormMessage>
    </li>
  );
}

export function BlogCategories({ categories }: { categories: BlogCategoryRow[] }) {
  const revalidator = useRevalidator();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaved(null);
    try {
      await api("POST", "/backoffice/blog/categories", { name });
      setSaved(`Kategorien «${name.trim()}» er opprettet.`);
      setName("");
      await revalidator.revalidate();
    } catch (e) {
      setError(messageOf(e));
    }
  }

  return (
    <section aria-labelledby="blog-categories" className="admin-page">
      <h2 id="blog-categories">Kategorier</h2>
      <p>En kategori som brukes av innlegg kan ikke slettes før den er fjernet fra innleggene.</p>
      <ul className="admin-categories">
        {categories.map((c) => (
          <CategoryRow key={`${c.id}-${c.name}`} category={c} />
        ))}
      </ul>
      <form className="admin-category__form" onSubmit={create} noValidate>
        <TextField
          label="Ny kategori"
          name="name"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
        <div className="admin-actions">
          <button type="submit" className="button button--primary">
            Opprett kategori
          </button>
        </div>
      </form>
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{saved}</FormMessage>
    </section>
  );
}
