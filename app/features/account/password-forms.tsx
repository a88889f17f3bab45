// Forgot password (asks for a link; the answer never tells whether the address has an account) and
// the new-password form the link opens.
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { FormMessage, PasswordField, TextField } from "../../components/form-field.tsx";
import { ApiError, api } from "../../lib/api-client.ts";
import { fieldErrors } from "./account-errors.ts";

const errorText = (err: unknown) => (err instanceof ApiError && err.body.message) || "Noe gikk galt";

export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { message } = await api<{ message: string }>("POST", "/customers/password/email", { email });
      setDone(message);
    } catch (err) {
      setError(errorText(err));
    }
    setBusy(false);
  }

  if (done) return <FormMessage kind="success">{done}</FormMessage>;
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <TextField
        label="E-post"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <FormMessage kind="error">{error}</FormMessage>
      <button type="submit" className="button button--primary" disabled={busy || !email}>
        Send lenke
      </button>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { message } = await api<{ message: string }>("POST", "/customers/password/reset", {
        token,
        password,
        password_confirmation: confirmation,
      });
      setDone(message);
    } catch (err) {
      setErrors(err instanceof ApiError ? fieldErrors(err.body) : {});
      setError(errorText(err));
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
      <PasswordField
        label="Nytt passord"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint="Minst 8 tegn. Vanlige passord godtas ikke."
      />
      <PasswordField
        label="Gjenta nytt passord"
        name="password_confirmation"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={errors.password_confirmation}
      />
      <FormMessage kind="error">{error}</FormMessage>
      <button type="submit" className="button button--primary" disabled={busy || !password || !confirmation}>
        Lagre nytt passord
      </button>
    </form>
  );
}
