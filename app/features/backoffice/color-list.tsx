// The colours in the back office (decision 069): colour groups (what the filters offer: a key for the
// address, the name shoppers read and a colour) and the colours in each (name, colour, the ERP's
// colour number), shown as swatches; add, change, move a colour to another group, and delete what no
// article uses.
import { useState } from "react";
import { useRevalidator } from "react-router";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import { articlesWord, DeleteButton, type Schemas, Swatch, validation } from "./taxonomy-parts.tsx";

export interface ColorRow {
  id: number;
  name: string;
  hex: string;
  colorCode: string;
  colorGroupId: number;
  articlesCount: number;
}
export interface ColorGroupRow {
  id: number;
  name: string;
  label: string;
  hex: string;
  colors: ColorRow[];
}

const VALID_HEX = /^#[0-9a-fA-F]{6}$/;

/** The hex field, with the colour typed shown beside it once it is one. */
function HexField(props: { id: string; value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <TextField
      id={props.id}
      label="Farge (#rrggbb)"
      name="hex"
      value={props.value}
      maxLength={7}
      autoCapitalize="none"
      spellCheck={false}
      error={props.error}
      onChange={(e) => props.onChange(e.target.value)}
      after={VALID_HEX.test(props.value.trim()) ? <Swatch hex={props.value.trim()} /> : null}
    />
  );
}

function ColorGroupForm({ group }: { group?: ColorGroupRow }) {
  const revalidator = useRevalidator();
  const initial = { label: group?.label ?? "", name: group?.name ?? "", hex: group?.hex ?? "" };
  const [values, setValues] = useState(initial);
  const body = () => (group && values.name === group.name ? { label: values.label, hex: values.hex } : values);
  const form = useApiForm({
    validation,
    schema: (m: Schemas) => (group ? m.colorGroupPatch : m.colorGroupBody),
    body,
    async send() {
      await api(
        group ? "PATCH" : "POST",
        group ? `/backoffice/color-groups/${group.id}` : "/backoffice/color-groups",
        body(),
      );
      if (!group) setValues(initial);
      await revalidator.revalidate();
      return group ? "Fargegruppen er lagret." : `Fargegruppen «${values.label.trim()}» er opprettet.`;
    },
  });
  const prefix = group ? `colorgroup-${group.id}` : "colorgroup-new";
  return (
    <form className="taxonomy-form" id={form.form.id} onSubmit={form.onSubmit} noValidate>
      <TextField
        id={`${prefix}-label`}
        label="Navn kundene ser"
        name="label"
        value={values.label}
        maxLength={60}
        error={form.errorOf("label")}
        onChange={(e) => setValues({ ...values, label: e.target.value })}
      />
      <TextField
        id={`${prefix}-name`}
        label="Nøkkel i filteradressen"
        name="name"
        value={values.name}
        maxLength={80}
        hint={group ? undefined : "Tom: lages av navnet"}
        error={form.errorOf("name")}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <HexField
        id={`${prefix}-hex`}
        value={values.hex}
        error={form.errorOf("hex")}
        onChange={(hex) => setValues({ ...values, hex })}
      />
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {group ? "Lagre fargegruppe" : "Opprett fargegruppe"}
        </button>
      </div>
      <FormMessage kind="error">{form.messages[0]}</FormMessage>
      <FormMessage kind="success">{form.saved}</FormMessage>
    </form>
  );
}

function ColorForm({ color, groupId, groups }: { color?: ColorRow; groupId: number; groups: ColorGroupRow[] }) {
  const revalidator = useRevalidator();
  const initial = {
    name: color?.name ?? "",
    hex: color?.hex ?? "",
    colorCode: color?.colorCode ?? "",
    colorGroupId: color?.colorGroupId ?? groupId,
  };
  const [values, setValues] = useState(initial);
  const body = () => values;
  const form = useApiForm({
    validation,
    schema: (m: Schemas) => (color ? m.colorPatch : m.colorBody),
    body,
    async send() {
      await api(color ? "PATCH" : "POST", color ? `/backoffice/colors/${color.id}` : "/backoffice/colors", body());
      if (!color) setValues(initial);
      await revalidator.revalidate();
      return color ? "Fargen er lagret." : `Fargen «${values.name.trim()}» er opprettet.`;
    },
  });
  const prefix = color ? `color-${color.id}` : `color-new-${groupId}`;
  return (
    <form className="taxonomy-form" id={form.form.id} onSubmit={form.onSubmit} noValidate>
      <TextField
        id={`${prefix}-name`}
        label="Navn"
        name="name"
        value={values.name}
        maxLength={60}
        error={form.errorOf("name")}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <HexField
        id={`${prefix}-hex`}
        value={values.hex}
        error={form.errorOf("hex")}
        onChange={(hex) => setValues({ ...values, hex })}
      />
      <TextField
        id={`${prefix}-code`}
        label="Fargenummer"
        name="colorCode"
        value={values.colorCode}
        maxLength={20}
        error={form.errorOf("colorCode")}
        onChange={(e) => setValues({ ...values, colorCode: e.target.value })}
      />
      {color ? (
        <div className="form-field">
          <label htmlFor={`${prefix}-group`}>Fargegruppe</label>
          <select
            id={`${prefix}-group`}
            value={values.colorGroupId}
            onChange={(e) => setValues({ ...values, colorGroupId: Number(e.target.value) })}
          >
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="admin-actions">
        <button type="submit" className={color ? "button" : "button button--primary"} disabled={form.busy}>
          {color ? (
            <>
              Lagre <span className="visually-hidden">{color.name}</span>
            </>
          ) : (
            "Opprett farge"
          )}
        </button>
      </div>
      <FormMessage kind="error">{form.messages[0]}</FormMessage>
      <FormMessage kind="success">{form.saved}</FormMessage>
    </form>
  );
}

export function ColorList({ groups }: { groups: ColorGroupRow[] }) {
  return (
    <>
      {groups.length === 0 ? <p>Ingen fargegrupper ennå. Opprett den første nedenfor.</p> : null}
      <ul className="taxonomy-list">
        {groups.map((g) => (
          <li key={`${g.id}-${g.name}-${g.hex}`} className="taxonomy-node taxonomy-node--main">
            <div className="taxonomy-line">
              <h2 className="taxonomy-color">
                <Swatch hex={g.hex} /> {g.label}
              </h2>
              <div className="admin-actions">
                <DeleteButton url={`/backoffice/color-groups/${g.id}`} name={g.label} />
              </div>
            </div>
            <p className="taxonomy-line__meta">
              {g.hex}, nøkkel «{g.name}», {g.colors.length} {g.colors.length === 1 ? "farge" : "farger"}
            </p>
            <details className="taxonomy-details">
              <summary>
                Endre og farger <span className="visually-hidden">i {g.label}</span>
              </summary>
              <ColorGroupForm group={g} />
              <ul className="taxonomy-list">
                {g.colors.map((c) => (
                  <li key={`${c.id}-${c.name}-${c.hex}-${c.colorCode}-${c.colorGroupId}`} className="taxonomy-node">
                    <p className="taxonomy-color taxonomy-line__name">
                      <Swatch hex={c.hex} /> <strong>{c.name}</strong>{" "}
                      <span className="taxonomy-line__meta">
                        {c.hex}, nr. {c.colorCode}, {articlesWord(c.articlesCount)}
                      </span>
                    </p>
                    <ColorForm color={c} groupId={g.id} groups={groups} />
                    <div className="admin-actions">
                      <DeleteButton url={`/backoffice/colors/${c.id}`} name={c.name} />
                    </div>
                  </li>
                ))}
              </ul>
              <h3>Ny farge i {g.label}</h3>
              <ColorForm groupId={g.id} groups={groups} />
            </details>
          </li>
        ))}
      </ul>
      <section aria-labelledby="new-color-group" className="taxonomy-new">
        <h2 id="new-color-group">Ny fargegruppe</h2>
        <ColorGroupForm />
      </section>
    </>
  );
}
