// Forgot password (asks for a link; the answer never tells whether the address has an account) and
// the new-password form the link opens.
import { useState } from "react";
import { Link } from "react-router";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";

export function ForgotPasswordForm() {
  const [done, setDone] = useState<string | null>(null);
  const { form, fields, busy, messages, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/account.ts"),
    schema: (m) => m.passwordEmailSchema,
    async send(value) {
      setDone((await api<{ message: string }>("POST", "/customers/password/email", value)).message);
    },
  });

  if (done) return <FormMessage kind="success">{done}</FormMessage>;
  return (
    <form className="account-form" id={form.id} onSubmit={onSubmit} noValidate>
      <TextField
        label="E-post"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={fields.email.errors?.[0]}
      />
      <FormMessage kind="error">{messages[0]}</FormMessage>
      <button type="submit" className="button button--primary" disabled={busy || !fields.email.value}>
        Send lenke
      </button>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const { form, fields, busy, messages, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/account.ts"),
    schema: (m) => m.passwordResetSchema,
    async send(_value, typed) {
      setDone((await api<{ message: string }>("POST", "/customers/password/reset", typed)).message);
    },
  });

  if (done) {
    return (
      <>
        <FormMessage kind="success">{done}</FormMessage>
        <p>
          <Link to="/logg-inn">Logg inn</Link>
        </p>
      </>
    );
  }
  return (
    <form className="account-form" id={form.id} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields
        label="Nytt passord"
        errors={{
          password: fields.password.errors?.[0],
          password_confirmation: fields.password_confirmation.errors?.[0],
        }}
        required
      />
      <FormMessage kind="error">{fields.token.errors?.[0] ?? messages[0]}</FormMessage>
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || !fields.password.value || !fields.password_confirmation.value}
      >
        Lagre nytt passord
      </button>
    </form>
  );
}
