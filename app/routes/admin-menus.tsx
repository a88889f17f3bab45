// Back office: the main menu per brand (issue 15 item 5, decision 050), for editors and
// administrators: which categories and in what order, and the spec's extra entries, with the menu
// shown as it will look (built by the storefront's own buildMenu). Saved changes are live at once.
import { useId, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { MENU_EXTRA_LABELS, MENU_EXTRAS, type MenuInput } from "../../domain/menu-settings.ts";
import { FormMessage } from "../components/form-field.tsx";
import { useApiForm } from "../components/use-api-form.ts";
import type { MenuAnswer } from "../features/backoffice/api-answers.ts";
import { GENDER_MENU } from "../features/catalog/catalog-path.ts";
import { buildMenu } from "../features/navigation/menu.ts";
import { api } from "../lib/api-client.ts";
import type { Route } from "./+types/admin-menus";
import { loadFor, needsBrand } from "./admin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Menyer" }, { name: "robots", content: "noindex" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return loadFor(context, "/admin/menyer", "content.edit", async (staff) => {
    const { tenants, menusAdmin } = context.services;
    const brands = (await tenants.admin.list()).map((b) => ({ id: b.id, name: b.name }));
    needsBrand(brands);
    const asked = Number(url.searchParams.get("merke"));
    const brandId = brands.find((b) => b.id === asked)?.id ?? context.tenant.id ?? brands[0]?.id ?? 0;
    return { role: staff.role, brands, brandId, menu: await menusAdmin.menu(brandId) };
  });
}

type Available = { id: number; name: string; slug: string; articlesCount: number };

function MenuForm({
  brandId,
  brandName,
  initial,
  available,
}: {
  brandId: number;
  brandName: string;
  initial: MenuInput;
  available: Available[];
}) {
  const revalidator = useRevalidator();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [adding, setAdding] = useState("");
  const byId = new Map(available.map((c) => [c.id, c]));
  const chosen = values.categories.flatMap((c) => byId.get(c) ?? []);
  const left = available.filter((c) => !values.categories.includes(c.id));

  const move = (index: number, by: -1 | 1) =>
    setValues((v) => {
      const categories = [...v.categories];
      const [moved] = categories.splice(index, 1);
      categories.splice(index + by, 0, moved);
      return { ...v, categories };
    });

  // The storefront's own menu, from what is chosen now (categories without articles are left out there too).
  const preview = buildMenu(
    brandName,
    values.extras,
    GENDER_MENU.map((g) => ({ label: g.title, path: `/${g.slug}` })),
    chosen.filter((c) => c.articlesCount > 0).map((c) => ({ label: c.name, path: `/${c.slug}` })),
  );

  // The menu's errors are the lists' own (a category twice, too many): the message above the button says them.
  const { form, busy, messages, saved, onSubmit } = useApiForm({
    validation: () => import("../../domain/menu-settings.ts"),
    schema: (m) => m.menuInput,
    body: () => values,
    summary: (first) => first,
    async send() {
      await api<MenuAnswer>("PUT", `/backoffice/menus/${brandId}`, values);
      await revalidator.revalidate();
      return "Menyen er lagret. Butikken viser den nå.";
    },
  });

  return (
    <form className="admin-form admin-form--wide" id={form.id} onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>Kategorier i hovedmenyen, i rekkefølge</legend>
        {chosen.length === 0 ? <p>Ingen valgt: menyen viser alle kategoriene.</p> : null}
        <ol className="admin-menu-list">
          {chosen.map((c, i) => (
            <li key={c.id}>
              <span>
                {c.name}
                {c.articlesCount === 0 ? " (ingen varer – vises ikke)" : ""}
              </span>
              <span className="admin-actions">
                <button
                  type="button"
                  className="button"
                  aria-label={`Opp: ${c.name}`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  Opp
                </button>
                <button
                  type="button"
                  className="button"
                  aria-label={`Ned: ${c.name}`}
                  disabled={i === chosen.length - 1}
                  onClick={() => move(i, 1)}
                >
                  Ned
                </button>
                <button
                  type="button"
                  className="button"
                  aria-label={`Fjern: ${c.name}`}
                  onClick={() => setValues((v) => ({ ...v, categories: v.categories.filter((x) => x !== c.id) }))}
                >
                  Fjern
                </button>
              </span>
            </li>
          ))}
        </ol>
        {left.length > 0 ? (
          <div className="admin-filters">
            <div className="form-field">
              <label htmlFor={`${id}-add`}>Legg til kategori</label>
              <select id={`${id}-add`} value={adding} onChange={(e) => setAdding(e.target.value)}>
                <option value="">Velg …</option>
                {left.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="button"
              disabled={adding === ""}
              onClick={() => {
                setValues((v) => ({ ...v, categories: [...v.categories, Number(adding)] }));
                setAdding("");
              }}
            >
              Legg til
            </button>
          </div>
        ) : null}
      </fieldset>
      <fieldset>
        <legend>Ekstra menyvalg</legend>
        {MENU_EXTRAS.map((key) => (
          <div className="checkbox-field" key={key}>
            <input
              id={`${id}-${key}`}
              type="checkbox"
              checked={values.extras[key]}
              onChange={(e) => setValues((v) => ({ ...v, extras: { ...v.extras, [key]: e.target.checked } }))}
            />
            <label htmlFor={`${id}-${key}`}>{MENU_EXTRA_LABELS[key]}</label>
          </div>
        ))}
      </fieldset>
      <section className="admin-preview" aria-labelledby={`${id}-preview`}>
        <h2 id={`${id}-preview`}>Slik blir menyen</h2>
        <h3>På PC</h3>
        <ul className="admin-menu-preview" data-testid="menu-preview-desktop">
          {[...preview.genders, ...preview.categories, ...preview.desktopExtras].map((e) => (
            <li key={e.path}>{e.label}</li>
          ))}
        </ul>
        <h3>På mobil</h3>
        <ul className="admin-menu-preview">
          {[...preview.genders, ...preview.categories, ...preview.mobileExtras].map((e) => (
            <li key={e.path}>{e.label}</li>
          ))}
        </ul>
      </section>
      <FormMessage kind="error">{messages[0]}</FormMessage>
      <FormMessage kind="success">{saved}</FormMessage>
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Lagrer …" : "Lagre menyen"}
        </button>
      </div>
    </form>
  );
}

export default function AdminMenus({ loaderData }: Route.ComponentProps) {
  const { brands, brandId, menu } = loaderData;
  const brandName = brands.find((b) => b.id === brandId)?.name ?? "";
  return (
    <div className="page admin-page">
      <h1>Menyer</h1>
      <Form method="get" className="admin-filters">
        <div className="form-field">
          <label htmlFor="menus-brand">Merke</label>
          <select id="menus-brand" name="merke" defaultValue={brandId}>
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
      <MenuForm
        key={brandId}
        brandId={brandId}
        brandName={brandName}
        initial={{ categories: menu.categories, extras: menu.extras }}
        available={menu.available}
      />
    </div>
  );
}
