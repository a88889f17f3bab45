// The back office's people (issue 31, decision 068): the invitation form and the form that changes a
// person's role and shop. Both check their body with the route's own schema
// (domain/schemas/people-admin.ts) before it is sent; the server checks it again.
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { ROLE_NAMES } from "../../../domain/back-office-roles.ts";
import type { PersonRole } from "../../../domain/schemas/people-admin.ts";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { PersonAnswer, PersonInvited } from "./api-answers.ts";
import { type ShopChoice, ShopSelect } from "./shop-select.tsx";

const ROLE_CHOICES: { role: PersonRole; about: string }[] = [
  { role: "staff", about: "reservasjoner, lager og åpningstider i én butikk" },
  { role: "editor", about: "kampanjer, innhold og anmeldelser" },
  { role: "admin", about: "alt, i alle butikker" },
];

const roleLabel = (role: PersonRole) => {
  const name = ROLE_NAMES[role];
  return name.charAt(0).toUpperCase() + name.slice(1);
};

function RoleSelect({
  id,
  value,
  onChange,
  error,
  focusOnMount,
}: {
  id: string;
  value: PersonRole | "";
  onChange: (role: PersonRole) => void;
  error?: string;
  /** The edit form opens below the list: the keyboard's focus goes with it. */
  focusOnMount?: boolean;
}) {
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (focusOnMount) select.current?.focus();
  }, [focusOnMount]);
  const about = ROLE_CHOICES.find((c) => c.role === value)?.about;
  const described = [about ? `${id}-about` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="form-field">
      <label htmlFor={id}>Rolle</label>
      <select
        id={id}
        ref={select}
        name="role"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value as PersonRole)}
      >
        {value === "" ? <option value="">Velg rolle</option> : null}
        {ROLE_CHOICES.map((c) => (
          <option key={c.role} value={c.role}>
            {roleLabel(c.role)}
          </option>
        ))}
      </select>
      {about ? (
        <p id={`${id}-about`} className="form-field__hint">
          Kan arbeide med {about}.
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The shop field: required for staff, a choice for an editor, none for an administrator. */
function PersonShop({
  id,
  role,
  shops,
  value,
  onChange,
  error,
}: {
  id: string;
  role: PersonRole | "";
  shops: readonly ShopChoice[];
  value: number | null;
  onChange: (shopId: number | null) => void;
  error?: string;
}) {
  if (role === "admin") return <p className="form-field__hint">En administrator arbeider i alle butikker.</p>;
  return (
    <>
      <ShopSelect
        id={id}
        label={role === "staff" ? "Butikk" : role === "editor" ? "Butikk (valgfritt)" : "Butikk (for butikkansatte)"}
        shops={shops}
        value={value ?? ""}
        describedBy={error ? `${id}-error` : undefined}
        onChange={(v) => onChange(v ? Number(v) : null)}
        first={<option value="">{role === "staff" ? "Velg butikk" : "Ingen butikk"}</option>}
      />
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

interface InviteValues {
  email: string;
  name: string;
  role: PersonRole | "";
  shopId: number | null;
}
const EMPTY_INVITE: InviteValues = { email: "", name: "", role: "", shopId: null };

export function PersonInviteForm({ shops }: { shops: readonly ShopChoice[] }) {
  const revalidator = useRevalidator();
  const [values, setValues] = useState(EMPTY_INVITE);
  const set = (changes: Partial<InviteValues>) => setValues((v) => ({ ...v, ...changes }));
  const body = () => ({ ...values, shopId: values.role === "admin" ? null : values.shopId });
  const { form, busy, messages, saved, errorOf, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/people-admin.ts"),
    schema: (m) => m.personInviteBody,
    body,
    async send() {
      const answer = await api<PersonInvited>("POST", "/backoffice/people", body());
      setValues(EMPTY_INVITE);
      await revalidator.revalidate();
      return answer.message;
    },
  });
  return (
    <form className="admin-form" id={form.id} onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>Inviter en person</legend>
        <p className="form-field__hint">
          Personen får en e-post med en lenke for å velge passord. Lenken virker i 24 timer. Har adressen allerede en
          kundekonto, får den rollen med en gang.
        </p>
        <TextField
          label="E-post"
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          error={errorOf("email")}
          onChange={(e) => set({ email: e.target.value })}
        />
        <TextField
          label="Navn"
          name="name"
          autoComplete="off"
          value={values.name}
          error={errorOf("name")}
          onChange={(e) => set({ name: e.target.value })}
        />
        <RoleSelect id="invite-role" value={values.role} error={errorOf("role")} onChange={(role) => set({ role })} />
        <PersonShop
          id="invite-shop"
          role={values.role}
          shops={shops}
          value={values.shopId}
          error={errorOf("shopId")}
          onChange={(shopId) => set({ shopId })}
        />
      </fieldset>
      <FormMessage kind="error">{messages[0]}</FormMessage>
      <FormMessage kind="success">{saved}</FormMessage>
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Sender …" : "Send invitasjon"}
        </button>
      </div>
    </form>
  );
}

export interface EditedPerson {
  id: number;
  name: string;
  role: PersonRole;
  shopId: number | null;
}

export function PersonEditForm({
  person,
  shops,
  onDone,
}: {
  person: EditedPerson;
  shops: readonly ShopChoice[];
  /** After a save (with what the server said) or a cancel (nothing). */
  onDone: (message?: string) => void;
}) {
  const revalidator = useRevalidator();
  const [values, setValues] = useState({ role: person.role, shopId: person.shopId });
  const body = () => ({ role: values.role, shopId: values.role === "admin" ? null : values.shopId });
  const { form, busy, messages, errorOf, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/people-admin.ts"),
    schema: (m) => m.personUpdateBody,
    body,
    async send() {
      const answer = await api<PersonAnswer>("PATCH", `/backoffice/people/${person.id}`, body());
      await revalidator.revalidate();
      onDone(answer.message);
    },
  });
  return (
    <form className="admin-form" id={form.id} onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>Endre {person.name}</legend>
        <RoleSelect
          id="edit-role"
          focusOnMount
          value={values.role}
          error={errorOf("role")}
          onChange={(role) => setValues((v) => ({ ...v, role }))}
        />
        <PersonShop
          id="edit-shop"
          role={values.role}
          shops={shops}
          value={values.shopId}
          error={errorOf("shopId")}
          onChange={(shopId) => setValues((v) => ({ ...v, shopId }))}
        />
      </fieldset>
      <FormMessage kind="error">{messages[0]}</FormMessage>
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Lagrer …" : "Lagre"}
        </button>
        <button type="button" className="button" onClick={() => onDone()}>
          Avbryt
        </button>
      </div>
    </form>
  );
}
