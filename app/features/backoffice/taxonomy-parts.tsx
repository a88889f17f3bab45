// The pieces the category tree, the sizes and the colours share in the back office (decision 069): a
// line read out when something moved or was deleted, the up and down buttons (focus stays on the
// button pressed, or its twin once the row reaches the end), a delete button that shows the server's
// refusal ("Størrelsen brukes av 12 varer …"), a name-and-address form, and a colour swatch.
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiAction } from "../../components/use-api-action.ts";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";

export const validation = () => import("../../../domain/schemas/taxonomy-admin.ts");
export type Schemas = Awaited<ReturnType<typeof validation>>;

const Announce = createContext<(text: string) => void>(() => undefined);

/** A page's live line: what the last move or delete did, read out by screen readers. */
export function Announcer({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState("");
  return (
    <Announce.Provider value={setSaid}>
      {children}
      <p className="taxonomy-announce" role="status">
        {said}
      </p>
    </Announce.Provider>
  );
}

export const useAnnounce = () => useContext(Announce);

/** The move whose row should get the focus back once the page shows its new place. */
let pendingFocus: { url: string; direction: "up" | "down" } | null = null;

/**
 * "Flytt opp" and "Flytt ned" for a row at `url` (…/move); `name` says which row to a screen reader.
 * The buttons are never disabled while a move runs (a disabled button drops the keyboard's focus); once
 * the row is at its new `position`, the focus goes back to the button pressed, or to its twin when the
 * row has reached the end.
 */
export function MoveButtons({
  url,
  name,
  position,
  count,
}: {
  url: string;
  name: string;
  position: number;
  count: number;
}) {
  const revalidator = useRevalidator();
  const announce = useAnnounce();
  const action = useApiAction();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const first = position === 0;
  const last = position === count - 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the row has moved (its position).
  useEffect(() => {
    if (pendingFocus?.url !== url) return;
    const wanted = pendingFocus.direction === "up" ? up.current : down.current;
    const other = pendingFocus.direction === "up" ? down.current : up.current;
    pendingFocus = null;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [url, position]);
  const move = (direction: "up" | "down") => {
    if (action.busy) return;
    pendingFocus = { url, direction };
    void action
      .run(async () => {
        await api("POST", `${url}/move`, { direction });
        await revalidator.revalidate();
        announce(`«${name}» er flyttet ${direction === "up" ? "opp" : "ned"}.`);
      })
      .then((moved) => {
        if (!moved) pendingFocus = null;
      });
  };
  return (
    <>
      <button
        type="button"
        className="button taxonomy-move"
        ref={up}
        disabled={first}
        aria-busy={action.busy || undefined}
        onClick={() => move("up")}
      >
        <span aria-hidden="true">↑</span> Flytt opp <span className="visually-hidden">{name}</span>
      </button>
      <button
        type="button"
        className="button taxonomy-move"
        ref={down}
        disabled={last}
        aria-busy={action.busy || undefined}
        onClick={() => move("down")}
      >
        <span aria-hidden="true">↓</span> Flytt ned <span className="visually-hidden">{name}</span>
      </button>
      {action.error ? <FormMessage kind="error">{action.error}</FormMessage> : null}
    </>
  );
}

/** Deletes the row at `url`; what still uses it keeps it, and the server's message says so. */
export function DeleteButton({ url, name }: { url: string; name: string }) {
  const revalidator = useRevalidator();
  const announce = useAnnounce();
  const action = useApiAction();
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={action.busy}
        onClick={() =>
          action.run(async () => {
            await api("DELETE", url);
            await revalidator.revalidate();
            announce(`«${name}» er slettet.`);
          })
        }
      >
        Slett <span className="visually-hidden">{name}</span>
      </button>
      {action.error ? <FormMessage kind="error">{action.error}</FormMessage> : null}
    </>
  );
}

/**
 * A name and an address: a new subgroup or group (POST, `slug` empty: made from the name), or a
 * change of one (PATCH, the address only changes when it is edited).
 */
export function NameSlugForm({
  url,
  method,
  initial,
  submit,
  done,
  idPrefix,
}: {
  url: string;
  method: "POST" | "PATCH";
  initial: { name: string; slug: string };
  submit: string;
  done: (name: string) => string;
  idPrefix: string;
}) {
  const revalidator = useRevalidator();
  const [values, setValues] = useState(initial);
  const body = () =>
    method === "POST" ? values : { name: values.name, ...(values.slug !== initial.slug ? { slug: values.slug } : {}) };
  const form = useApiForm({
    validation,
    schema: (m: Schemas) => (method === "POST" ? m.groupBody : m.groupPatch),
    body,
    async send() {
      await api(method, url, body());
      if (method === "POST") setValues(initial);
      await revalidator.revalidate();
      return done(values.name.trim());
    },
  });
  return (
    <form className="taxonomy-form" id={form.form.id} onSubmit={form.onSubmit} noValidate>
      <TextField
        id={`${idPrefix}-name`}
        label="Navn"
        name="name"
        value={values.name}
        maxLength={100}
        error={form.errorOf("name")}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <TextField
        id={`${idPrefix}-slug`}
        label="Adresse"
        name="slug"
        value={values.slug}
        maxLength={80}
        hint={method === "POST" ? "Tom: lages av navnet" : undefined}
        error={form.errorOf("slug")}
        onChange={(e) => setValues({ ...values, slug: e.target.value })}
      />
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {submit}
        </button>
      </div>
      <FormMessage kind="error">{form.messages[0]}</FormMessage>
      <FormMessage kind="success">{form.saved}</FormMessage>
    </form>
  );
}

/** A colour as a round patch beside its code (the code is the text; the patch is decoration). */
export function Swatch({ hex }: { hex: string }) {
  return <span className="swatch taxonomy-swatch" aria-hidden="true" style={{ backgroundColor: hex }} />;
}

/** "1 vare", "12 varer" (nb-NO digits). */
export const articlesWord = (n: number) => `${new Intl.NumberFormat("nb-NO").format(n)} ${n === 1 ? "vare" : "varer"}`;
