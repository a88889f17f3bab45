// Registration (spec sections 3, 4, 6): terms are sent as 1; the club gives the 5-year guarantee.
import { type FormEvent, useState } from "react";
import { FormMessage, PasswordField, TextField } from "../../components/form-field.tsx";
import { ApiError, api } from "../../lib/api-client.ts";
import { STORAGE_KEYS, writeShared } from "../../lib/shared-storage.ts";
import { fieldErrors, withoutEmpty } from "./account-errors.ts";
import { CLUB_TEXT } from "./texts.ts";

const EMPTY = {
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  password: "",
  password_confirmation: "",
};

export function RegisterForm() {
  const [values, setValues] = useState(EMPTY);
  const [terms, setTerms] = useState(false);
  const [club, setClub] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const { data } = await api<{ data: { id: number } }>("POST", "/customers/register", {
        ...withoutEmpty(values),
        ...(terms ? { terms_conditions: 1 } : {}),
        club: club ? 1 : 0,
      });
      // Spec section 4: registration sets the user and reloads.
      writeShared(STORAGE_KEYS.user, { id: data.id });
      window.location.assign("/konto");
    } catch (err) {
      const body = err instanceof ApiError ? err.body : {};
      setErrors(fieldErrors(body));
      setMessage(body.message ?? "Noe gikk galt");
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <TextField
        label="Fornavn"
        name="first_name"
        autoComplete="given-name"
        required
        value={values.first_name}
        onChange={set("first_name")}
        error={errors.first_name}
      />
      <TextField
        label="Etternavn"
        name="last_name"
        autoComplete="family-name"
        required
        value={values.last_name}
        onChange={set("last_name")}
        error={errors.last_name}
      />
      <TextField
        label="E-post"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set("email")}
        error={errors.email}
      />
      <TextField
        label="Telefon"
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        value={values.phone}
        onChange={set("phone")}
        error={errors.phone}
        hint="Åtte siffer, begynner med 4 eller 9"
      />
      <PasswordField
        label="Passord"
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={set("password")}
        error={errors.password}
        hint="Minst 8 tegn. Vanlige passord godtas ikke."
      />
      <PasswordField
        label="Gjenta passord"
        name="password_confirmation"
        autoComplete="new-password"
        required
        value={values.password_confirmation}
        onChange={set("password_confirmation")}
        error={errors.password_confirmation}
      />
      <div className="checkbox-field">
        <input id="register-club" type="checkbox" checked={club} onChange={(e) => setClub(e.target.checked)} />
        <label htmlFor="register-club">Bli klubbmedlem. {CLUB_TEXT}</label>
      </div>
      <div className="checkbox-field">
        <input
          id="register-terms"
          type="checkbox"
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
          aria-invalid={errors.terms_conditions ? true : undefined}
          aria-describedby={errors.terms_conditions ? "register-terms-error" : undefined}
        />
        <label htmlFor="register-terms">
          Jeg godtar <a href="/kundeservice">vilkårene</a>
        </label>
      </div>
      {errors.terms_conditions ? (
        <p id="register-terms-error" className="form-field__error">
          {errors.terms_conditions}
        </p>
      ) : null}
      <FormMessage kind="error">{message}</FormMessage>
      <button type="submit" className="button button--primary" disabled={busy}>
        Opprett konto
      </button>
    </form>
  );
}
