// The account page's password change and account deletion (spec sections 6 and 8).
import { useState } from "react";
import type { CustomerView } from "../../../server/modules/customers/profile.ts";
import { useAlerts } from "../../components/alerts/alerts-context.tsx";
import { FormMessage, PasswordField } from "../../components/form-field.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import { serverMessage, withoutEmpty } from "./account-errors.ts";
import { SubmitWithError } from "./login-form.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { onOtherUser, profileOf, updateFailure } from "./profile-fields.ts";
import { afterDeletion } from "./user-session.ts";

export function PasswordChange({ customer }: { customer: CustomerView }) {
  const { add } = useAlerts();
  const { form, fields, busy, messages, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/account.ts"),
    schema: (m) => m.passwordChangeSchema,
    async send(_value, typed) {
      await api("PUT", `/customers/${customer.id}`, {
        ...withoutEmpty({ ...profileOf(customer), ...typed }),
        terms_conditions: 1,
      });
      add("success", { title: "Passordet er endret" });
    },
    failure: updateFailure,
    resetsOnSuccess: true,
  });

  return (
    <section className="account-section" aria-labelledby="password-heading">
      <h2 id="password-heading">Bytt passord</h2>
      <form className="account-form" id={form.id} onSubmit={onSubmit} noValidate>
        <PasswordField
          label="Nåværende passord"
          name="current_password"
          autoComplete="current-password"
          error={fields.current_password.errors?.[0]}
        />
        <NewPasswordFields
          label="Nytt passord"
          errors={{
            password: fields.password.errors?.[0],
            password_confirmation: fields.password_confirmation.errors?.[0],
          }}
        />
        <SubmitWithError
          error={messages[0]}
          busy={busy}
          required={[fields.current_password.value, fields.password.value]}
        >
          Bytt passord
        </SubmitWithError>
      </form>
    </section>
  );
}

export function DeleteAccount({ customerId }: { customerId: number }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    try {
      await api("DELETE", `/customers/${customerId}`);
      afterDeletion();
    } catch (err) {
      setError(serverMessage(err));
      onOtherUser(err);
    }
  }

  return (
    <section className="account-section" aria-labelledby="delete-heading">
      <h2 id="delete-heading">Slett konto</h2>
      <p>
        Kontoen og personopplysningene dine slettes. Kjøp vi må ta vare på i fem år etter regnskapsloven, beholdes uten
        navn og e-post.
      </p>
      {confirming ? (
        <fieldset className="delete-confirm">
          <legend>Er du sikker? Dette kan ikke angres.</legend>
          <button type="button" className="button button--danger" onClick={remove}>
            Ja, slett kontoen min
          </button>{" "}
          <button type="button" className="button button--plain" onClick={() => setConfirming(false)}>
            Avbryt
          </button>
        </fieldset>
      ) : (
        <button type="button" className="button button--plain" onClick={() => setConfirming(true)}>
          Slett konto
        </button>
      )}
      <FormMessage kind="error">{error}</FormMessage>
    </section>
  );
}
