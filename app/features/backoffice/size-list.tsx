// The sizes in the back office (decision 069), in the order product pages show them: rename, move up or
// down, delete what no article uses, and add a new one (it comes last).
import { useState } from "react";
import { useRevalidator } from "react-router";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import { articlesWord, DeleteButton, MoveButtons, type Schemas, validation } from "./taxonomy-parts.tsx";

export interface SizeRow {
  id: number;
  name: string;
  articlesCount: number;
}

/** A size's name: a new one (POST) or a new name for one (PATCH). */
function SizeForm({ size }: { size?: SizeRow }) {
  const revalidator = useRevalidator();
  const [name, setName] = useState(size?.name ?? "");
  const body = () => ({ name });
  const form = useApiForm({
    validation,
    schema: (m: Schemas) => m.sizeBody,
    body,
    async send() {
      await api(size ? "PATCH" : "POST", size ? `/backoffice/sizes/${size.id}` : "/backoffice/sizes", body());
      if (!size) setName("");
      await revalidator.revalidate();
      return size ? "Størrelsen er lagret." : `Størrelsen «${name.trim()}» er opprettet.`;
    },
  });
  return (
    <form className="taxonomy-form" id={form.form.id} onSubmit={form.onSubmit} noValidate>
      <TextField
        id={size ? `size-${size.id}` : "size-new"}
        label={size ? `Navn (${articlesWord(size.articlesCount)})` : "Ny størrelse"}
        name="name"
        value={name}
        maxLength={40}
        error={form.errorOf("name")}
        onChange={(e) => setName(e.target.value)}
      />
      <div className="admin-actions">
        <button
          type="submit"
          className={size ? "button" : "button button--primary"}
          disabled={form.busy || (size !== undefined && name === size.name)}
        >
          {size ? (
            <>
              Gi nytt navn <span className="visually-hidden">til {size.name}</span>
            </>
          ) : (
            "Opprett størrelse"
          )}
        </button>
      </div>
      <FormMessage kind="error">{form.messages[0]}</FormMessage>
      <FormMessage kind="success">{form.saved}</FormMessage>
    </form>
  );
}

export function SizeList({ sizes }: { sizes: SizeRow[] }) {
  return (
    <>
      {sizes.length === 0 ? <p>Ingen størrelser ennå. Opprett den første nedenfor.</p> : null}
      <ol className="taxonomy-list">
        {sizes.map((s, i) => (
          <li key={`${s.id}-${s.name}`} className="taxonomy-node">
            <SizeForm size={s} />
            <div className="admin-actions">
              <MoveButtons url={`/backoffice/sizes/${s.id}`} name={s.name} position={i} count={sizes.length} />
              <DeleteButton url={`/backoffice/sizes/${s.id}`} name={s.name} />
            </div>
          </li>
        ))}
      </ol>
      <section aria-labelledby="new-size" className="taxonomy-new">
        <h2 id="new-size">Ny størrelse</h2>
        <SizeForm />
      </section>
    </>
  );
}
