// Forgot password (asks for a link; the answer never tells whether the address has an account) and
// the new-password form the link opens.
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { FormMessage, TextField, useFieldValues } from "../../components/form-field.tsx";
import { ApiError, api } from "../../lib/api-client.ts";
import { fieldErrors, serverMessage } from "./account-errors.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";

export function ForgotPasswordForm() {
  const { values, bind } = useFieldValues({ email: "" });
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { message } = await api<{ message: string }>("POST", "/customers/password/email", values);
      setDone(message);
    } catch (err) {
      setError(serverMessage(err));
    }
    setBusy(false);
  }

  if (done) return <FormMessage kind="success">{done}</FormMessage>;
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <TextField label="E-post" type="email" autoComplete="email" required {...bind("email")} />
      <FormMessage kind="error">{error}</FormMessage>
      <button type="submit" className="button button--primary" disabled={busy || !values.email}>
        Send lenke
      </button>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const { values, bind } = useFieldValues({ password: "", password_confirmation: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { message } = await api<{ message: string }>("POST", "/customers/password/reset", { token, ...values });
      setDone(message);
    } catch (err) {
      setErrors(err instanceof ApiError ? fieldErrors(err.body) : {});
      setError(serverMessage(err));
    }
    setBusy(false);
  }

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
      <FormMessage kind="error">{error}</FormMessage>
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
