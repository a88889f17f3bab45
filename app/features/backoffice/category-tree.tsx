// The category tree in the back office (decision 069): main groups → subgroups → groups, each with its
// address, the articles in it, up and down buttons and a delete that only works on what nothing uses;
// a main group also with whether the menus show it and its banner. A form to add at every level.
import { useState } from "react";
import { useRevalidator } from "react-router";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import { articlesWord, DeleteButton, MoveButtons, NameSlugForm, type Schemas, validation } from "./taxonomy-parts.tsx";

interface Node {
  id: number;
  name: string;
  slug: string;
  articlesCount: number;
}
export interface MainNode extends Node {
  showInMenu: boolean;
  banner: string | null;
  bannerLink: string | null;
  subcategories: (Node & { groups: Node[] })[];
}

interface MainValues {
  name: string;
  slug: string;
  showInMenu: boolean;
  banner: string;
  bannerLink: string;
}

/** A new main group, or a change of one (the address only changes when edited). */
function MainGroupForm({ main }: { main?: MainNode }) {
  const revalidator = useRevalidator();
  const initial: MainValues = {
    name: main?.name ?? "",
    slug: main?.slug ?? "",
    showInMenu: main?.showInMenu ?? true,
    banner: main?.banner ?? "",
    bannerLink: main?.bannerLink ?? "",
  };
  const [values, setValues] = useState(initial);
  const set = (changes: Partial<MainValues>) => setValues((v) => ({ ...v, ...changes }));
  const body = () => (main && values.slug === main.slug ? { ...values, slug: undefined } : values);
  const form = useApiForm({
    validation,
    schema: (m: Schemas) => (main ? m.mainGroupPatch : m.mainGroupBody),
    body,
    async send() {
      await api(main ? "PATCH" : "POST", main ? `/backoffice/categories/${main.id}` : "/backoffice/categories", body());
      if (!main) setValues(initial);
      await revalidator.revalidate();
      return main ? "Hovedgruppen er lagret." : `Hovedgruppen «${values.name.trim()}» er opprettet.`;
    },
  });
  const prefix = main ? `main-${main.id}` : "main-new";
  return (
    <form className="taxonomy-form" id={form.form.id} onSubmit={form.onSubmit} noValidate>
      <TextField
        id={`${prefix}-name`}
        label="Navn"
        name="name"
        value={values.name}
        maxLength={100}
        error={form.errorOf("name")}
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextField
        id={`${prefix}-slug`}
        label="Adresse"
        name="slug"
        value={values.slug}
        maxLength={80}
        hint={main ? "Endres bare når du skriver en ny; gamle lenker slutter da å virke" : "Tom: lages av navnet"}
        error={form.errorOf("slug")}
        onChange={(e) => set({ slug: e.target.value })}
      />
      <TextField
        id={`${prefix}-banner`}
        label="Banner (bildeadresse)"
        name="banner"
        value={values.banner}
        maxLength={500}
        hint="For eksempel /img/u/… fra bildeopplastingen; tom: intet banner"
        error={form.errorOf("banner")}
        onChange={(e) => set({ banner: e.target.value })}
      />
      <TextField
        id={`${prefix}-banner-link`}
        label="Bannerlenke"
        name="bannerLink"
        value={values.bannerLink}
        maxLength={500}
        hint="Begynner med / eller https://"
        error={form.errorOf("bannerLink")}
        onChange={(e) => set({ bannerLink: e.target.value })}
      />
      <div className="checkbox-field">
        <input
          id={`${prefix}-menu`}
          type="checkbox"
          checked={values.showInMenu}
          onChange={(e) => set({ showInMenu: e.target.checked })}
        />
        <label htmlFor={`${prefix}-menu`}>Vises i menyen</label>
      </div>
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {main ? "Lagre" : "Opprett hovedgruppe"}
        </button>
      </div>
      <FormMessage kind="error">{form.messages[0]}</FormMessage>
      <FormMessage kind="success">{form.saved}</FormMessage>
    </form>
  );
}

/** A row's heading line: its name, address, articles, and its buttons. */
function NodeLine({
  node,
  path,
  url,
  position,
  count,
  extra,
}: {
  node: Node;
  path: string;
  url: string;
  position: number;
  count: number;
  extra?: string;
}) {
  return (
    <div className="taxonomy-line">
      <p className="taxonomy-line__name">
        <strong>{node.name}</strong>{" "}
        <span className="taxonomy-line__meta">
          {path}, {articlesWord(node.articlesCount)}
          {extra ? `, ${extra}` : ""}
        </span>
      </p>
      <div className="admin-actions">
        <MoveButtons url={url} name={node.name} position={position} count={count} />
        <DeleteButton url={url} name={node.name} />
      </div>
    </div>
  );
}

function Subcategory({
  main,
  sub,
  position,
}: {
  main: MainNode;
  sub: MainNode["subcategories"][number];
  position: number;
}) {
  const path = `/${main.slug}/${sub.slug}`;
  return (
    <li className="taxonomy-node">
      <NodeLine
        node={sub}
        path={path}
        url={`/backoffice/subcategories/${sub.id}`}
        position={position}
        count={main.subcategories.length}
      />
      <details className="taxonomy-details">
        <summary>
          Endre og varegrupper <span className="visually-hidden">i {sub.name}</span> ({sub.groups.length})
        </summary>
        <NameSlugForm
          url={`/backoffice/subcategories/${sub.id}`}
          method="PATCH"
          initial={{ name: sub.name, slug: sub.slug }}
          submit="Lagre"
          done={() => "Undergruppen er lagret."}
          idPrefix={`sub-${sub.id}`}
        />
        <h4>Varegrupper i {sub.name}</h4>
        {sub.groups.length === 0 ? <p>Ingen varegrupper ennå.</p> : null}
        <ol className="taxonomy-list">
          {sub.groups.map((g, i) => (
            <li key={g.id} className="taxonomy-node">
              <NodeLine
                node={g}
                path={`${path}/${g.slug}`}
                url={`/backoffice/groups/${g.id}`}
                position={i}
                count={sub.groups.length}
              />
              <details className="taxonomy-details">
                <summary>
                  Endre <span className="visually-hidden">{g.name}</span>
                </summary>
                <NameSlugForm
                  url={`/backoffice/groups/${g.id}`}
                  method="PATCH"
                  initial={{ name: g.name, slug: g.slug }}
                  submit="Lagre"
                  done={() => "Varegruppen er lagret."}
                  idPrefix={`group-${g.id}`}
                />
              </details>
            </li>
          ))}
        </ol>
        <h4>Ny varegruppe i {sub.name}</h4>
        <NameSlugForm
          url={`/backoffice/subcategories/${sub.id}/groups`}
          method="POST"
          initial={{ name: "", slug: "" }}
          submit="Opprett varegruppe"
          done={(name) => `Varegruppen «${name}» er opprettet.`}
          idPrefix={`group-new-${sub.id}`}
        />
      </details>
    </li>
  );
}

export function CategoryTree({ mainGroups }: { mainGroups: MainNode[] }) {
  return (
    <>
      {mainGroups.length === 0 ? <p>Ingen hovedgrupper ennå. Opprett den første nedenfor.</p> : null}
      <ol className="taxonomy-list">
        {mainGroups.map((m, i) => (
          <li key={m.id} className="taxonomy-node taxonomy-node--main">
            <NodeLine
              node={m}
              path={`/${m.slug}`}
              url={`/backoffice/categories/${m.id}`}
              position={i}
              count={mainGroups.length}
              extra={m.showInMenu ? undefined : "skjult i menyen"}
            />
            <details className="taxonomy-details">
              <summary>
                Endre og undergrupper <span className="visually-hidden">i {m.name}</span> ({m.subcategories.length})
              </summary>
              <MainGroupForm main={m} />
              <h3>Undergrupper i {m.name}</h3>
              {m.subcategories.length === 0 ? <p>Ingen undergrupper ennå.</p> : null}
              <ol className="taxonomy-list">
                {m.subcategories.map((s, j) => (
                  <Subcategory key={s.id} main={m} sub={s} position={j} />
                ))}
              </ol>
              <h3>Ny undergruppe i {m.name}</h3>
              <NameSlugForm
                url={`/backoffice/categories/${m.id}/subcategories`}
                method="POST"
                initial={{ name: "", slug: "" }}
                submit="Opprett undergruppe"
                done={(name) => `Undergruppen «${name}» er opprettet.`}
                idPrefix={`sub-new-${m.id}`}
              />
            </details>
          </li>
        ))}
      </ol>
      <section aria-labelledby="new-main-group" className="taxonomy-new">
        <h2 id="new-main-group">Ny hovedgruppe</h2>
        <MainGroupForm />
      </section>
    </>
  );
}
