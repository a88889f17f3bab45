// Back office: the static page texts per brand (issue 15 item 5, decision 050), for editors and
// administrators. The form shows the page as the storefront will, while it is typed, before it is
// saved; a saved text is live at once. The legal pages cannot be emptied. The text is checked with
// the route's own schema (domain/page-texts.ts) before it is sent.
import { useId, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { FormMessage, TextField } from "../components/form-field.tsx";
import { useApiForm } from "../components/use-api-form.ts";
import type { PageAnswer } from "../features/backoffice/api-answers.ts";
import { parsePageText } from "../features/content/static-page.ts";
import { StaticPageBody } from "../features/content/static-page-body.tsx";
import { api } from "../lib/api-client.ts";
import type { Route } from "./+types/admin-pages";
import { loadFor, needsBrand } from "./admin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Sider" }, { name: "robots", content: "noindex" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return loadFor(context, "/admin/sider", "content.edit", async (staff) => {
    const { tenants, pagesAdmin } = context.services;
    const brands = (await tenants.admin.list()).map((b) => ({ id: b.id, name: b.name }));
    needsBrand(brands);
    const asked = Number(url.searchParams.get("merke"));
    const brandId = brands.find((b) => b.id === asked)?.id ?? context.tenant.id ?? brands[0]?.id ?? 0;
    const pages = await pagesAdmin.list(brandId);
    return { role: staff.role, brands, brandId, pages, chosen: url.searchParams.get("side") };
  });
}

type PageView = { key: string; path: string; name: string; legal: boolean; title: string; text: string };

function PageTextForm({ brandId, page }: { brandId: number; page: PageView }) {
  const revalidator = useRevalidator();
  const id = useId();
  const [title, setTitle] = useState(page.title);
  const [text, setText] = useState(page.text);
  const preview = parsePageText(`${title}\n\n${text}`, page.name);

  const body = () => ({ title, text });
  const { form, busy, messages, saved, errorOf, onSubmit } = useApiForm({
    validation: () => import("../../domain/page-texts.ts"),
    schema: (m) => (page.legal ? m.legalPageTextInput : m.pageTextInput),
    body,
    summary: (first) => first,
    async send() {
      await api<PageAnswer>("PUT", `/backoffice/pages/${brandId}/${page.key}`, body());
      await revalidator.revalidate();
      return "Teksten er lagret. Siden viser den nå.";
    },
  });
  const fieldErrors = { title: errorOf("title"), text: errorOf("text") };

  return (
    <form className="admin-form admin-form--wide" id={form.id} onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>
          Endre {page.name} ({page.path})
        </legend>
        <TextField
          label="Tittel"
          name="title"
          value={title}
          error={fieldErrors.title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <div className="form-field">
          <label htmlFor={`${id}-text`}>Tekst</label>
          <p id={`${id}-hint`} className="form-field__hint">
            Tom linje mellom avsnitt. «## » først i et avsnitt gir en overskrift, «? » et spørsmål med svaret på linjene
            under.{page.legal ? " Denne siden har salgsvilkår eller personvern og kan ikke være tom." : ""}
          </p>
          <textarea
            id={`${id}-text`}
            name="text"
            rows={16}
            value={text}
            aria-invalid={fieldErrors.text ? true : undefined}
            aria-describedby={`${id}-hint${fieldErrors.text ? ` ${id}-error` : ""}`}
            onChange={(e) => setText(e.target.value)}
          />
          {fieldErrors.text ? (
            <p id={`${id}-error`} className="form-field__error">
              {fieldErrors.text}
            </p>
          ) : null}
        </div>
      </fieldset>
      <section className="admin-preview static-page" aria-label="Forhåndsvisning">
        <p className="admin-slot__label">Forhåndsvisning – slik blir siden:</p>
        <StaticPageBody title={preview.title} blocks={preview.blocks} headingLevel={2} />
      </section>
      <FormMessage kind="error">{messages[0]}</FormMessage>
      <FormMessage kind="success">{saved}</FormMessage>
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Lagrer …" : "Lagre teksten"}
        </button>
        <a href={page.path}>Se siden</a>
      </div>
    </form>
  );
}

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { brands, brandId, pages, chosen } = loaderData;
  const page = pages.find((p) => p.key === chosen) ?? null;
  return (
    <div className="page admin-page">
      <h1>Sider</h1>
      <Form method="get" className="admin-filters">
        <div className="form-field">
          <label htmlFor="pages-brand">Merke</label>
          <select id="pages-brand" name="merke" defaultValue={brandId}>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          Vis merket
        </button>
      </Form>
      <ul className="admin-slots">
        {pages.map((p) => (
          <li key={p.key} className="admin-slot">
            <h2 className="admin-slot__title">{p.name}</h2>
            <p>
              <span className="admin-slot__label">Tittel:</span> {p.title || "–"}
            </p>
            <p>
              <span className="admin-slot__label">Adresse:</span> {p.path}
            </p>
            <a
              href={`/admin/sider?merke=${brandId}&side=${p.key}`}
              aria-current={p.key === chosen ? "page" : undefined}
            >
              Endre <span className="visually-hidden">{p.name}</span>
            </a>
          </li>
        ))}
      </ul>
      {page ? <PageTextForm key={`${brandId}:${page.key}`} brandId={brandId} page={page} /> : null}
    </div>
  );
}
