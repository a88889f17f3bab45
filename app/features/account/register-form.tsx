// Registration (spec sections 3, 4, 6): terms are sent as 1; the club gives the 5-year guarantee.
import { useState } from "react";
import { FormMessage, TextField, useFieldValues } from "../../components/form-field.tsx";
import { api } from "../../lib/api-client.ts";
import { STORAGE_KEYS, writeShared } from "../../lib/shared-storage.ts";
import { withoutEmpty } from "./account-errors.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { CLUB_TEXT } from "./texts.ts";
import { useAccountSubmit } from "./use-account-submit.ts";

const EMPTY = {
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  password: "",
  password_confirmation: "",
};

export function RegisterForm() {
  const { values, bind } = useFieldValues(EMPTY);
  const [terms, setTerms] = useState(false);
  const [club, setClub] = useState(false);

  const { busy, message, errors, submit } = useAccountSubmit(async () => {
    const { data } = await api<{ data: { id: number } }>("POST", "/customers/register", {
      ...withoutEmpty(values),
      ...(terms ? { terms_conditions: 1 } : {}),
      club: club ? 1 : 0,
    });
    // Spec section 4: registration sets the user and reloads.
    writeShared(STORAGE_KEYS.user, { id: data.id });
    window.location.assign("/konto");
  });

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <TextField label="Fornavn" autoComplete="given-name" required {...bind("first_name")} error={errors.first_name} />
      <TextField
        label="Etternavn"
        autoComplete="family-name"
        required
        {...bind("last_name")}
        error={errors.last_name}
      />
      <TextField label="E-post" type="email" autoComplete="email" required {...bind("email")} error={errors.email} />
      <TextField
        label="Telefon"
        type="tel"
        autoComplete="tel"
        required
        {...bind("phone")}
        error={errors.phone}
        hint="Åtte siffer, begynner med 4 eller 9"
      />
      <NewPasswordFields label="Passord" bind={bind} errors={errors} required />
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
