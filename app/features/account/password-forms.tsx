// Forgot password (asks for a link; the answer never tells whether the address has an account) and
// the new-password form the link opens.
import { useState } from "react";
import { Link } from "react-router";
import { FormMessage, TextField, useFieldValues } from "../../components/form-field.tsx";
import { api } from "../../lib/api-client.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { useAccountSubmit } from "./use-account-submit.ts";

export function ForgotPasswordForm() {
  const { values, bind } = useFieldValues({ email: "" });
  const [done, setDone] = useState<string | null>(null);
  const { busy, message, submit } = useAccountSubmit(async () => {
    setDone((await api<{ message: string }>("POST", "/customers/password/email", values)).message);
  });

  if (done) return <FormMessage kind="success">{done}</FormMessage>;
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <TextField label="E-post" type="email" autoComplete="email" required {...bind("email")} />
      <FormMessage kind="error">{message}</FormMessage>
      <button type="submit" className="button button--primary" disabled={busy || !values.email}>
        Send lenke
      </button>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const { values, bind } = useFieldValues({ password: "", password_confirmation: "" });
  const [done, setDone] = useState<string | null>(null);
  const { busy, message, errors, submit } = useAccountSubmit(async () => {
    setDone((await api<{ message: string }>("POST", "/customers/password/reset", { token, ...values })).message);
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
    <form className="account-form" onSubmit={submit} noValidate>
      <NewPasswordFields label="Nytt passord" bind={bind} errors={errors} required />
      <FormMessage kind="error">{message}</FormMessage>
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || !values.password || !values.password_confirmation}
      >
        Lagre nytt passord
      </button>
    </form>
  );
}
