// Registration (spec sections 3, 4, 6): terms are sent as 1; the club gives the 5-year guarantee.
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import { STORAGE_KEYS, writeShared } from "../../lib/shared-storage.ts";
import { withoutEmpty } from "./account-errors.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { CLUB_TEXT } from "./texts.ts";

export function RegisterForm() {
  const { form, fields, busy, messages, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/account.ts"),
    schema: (m) => m.registerSchema,
    staysBusy: true,
    async send(_value, typed) {
      const { club, terms_conditions, ...texts } = typed;
      const { data } = await api<{ data: { id: number } }>("POST", "/customers/register", {
        ...withoutEmpty(texts),
        ...(terms_conditions ? { terms_conditions: 1 } : {}),
        club: club ? 1 : 0,
      });
      // Spec section 4: registration sets the user and reloads.
      writeShared(STORAGE_KEYS.user, { id: data.id });
      window.location.assign("/konto");
    },
  });
  const error = (name: string) => fields[name]?.errors?.[0];
  const terms = fields.terms_conditions;

  return (
    <form className="account-form" id={form.id} onSubmit={onSubmit} noValidate>
      <TextField label="Fornavn" name="first_name" autoComplete="given-name" required error={error("first_name")} />
      <TextField label="Etternavn" name="last_name" autoComplete="family-name" required error={error("last_name")} />
      <TextField label="E-post" name="email" type="email" autoComplete="email" required error={error("email")} />
      <TextField
        label="Telefon"
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        error={error("phone")}
        hint="Åtte siffer, begynner med 4 eller 9"
      />
      <NewPasswordFields
        label="Passord"
        errors={{ password: error("password"), password_confirmation: error("password_confirmation") }}
        required
      />
      <div className="checkbox-field">
        <input id="register-club" type="checkbox" name="club" value="1" />
        <label htmlFor="register-club">Bli klubbmedlem. {CLUB_TEXT}</label>
      </div>
      <div className="checkbox-field">
        <input
          id="register-terms"
          type="checkbox"
          name="terms_conditions"
          value="1"
          aria-invalid={terms.errors ? true : undefined}
          aria-describedby={terms.errors ? "register-terms-error" : undefined}
        />
        <label htmlFor="register-terms">
          Jeg godtar <a href="/kundeservice">vilkårene</a>
        </label>
      </div>
      {terms.errors ? (
        <p id="register-terms-error" className="form-field__error">
          {terms.errors[0]}
        </p>
      ) : null}
      <FormMessage kind="error">{messages[0]}</FormMessage>
      <button type="submit" className="button button--primary" disabled={busy}>
        Opprett konto
      </button>
    </form>
  );
}
