import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Role } from "../../../domain/back-office-roles.ts";
import { loginRequest } from "../../../domain/login-request.ts";
import { FormMessage, PasswordField, TextField } from "../../components/form-field.tsx";
import { serverFailure, useApiForm } from "../../components/use-api-form.ts";
import { ApiError, api } from "../../lib/api-client.ts";
import { STORAGE_KEYS, writeShared } from "../../lib/shared-storage.ts";
import { afterLogin, rememberLogin } from "./user-session.ts";

/** The form's error and its primary submit button, enabled when not busy and every required value is filled. */
export function SubmitWithError({
  error,
  busy,
  required,
  children,
}: {
  error: ReactNode;
  busy: boolean;
  required: unknown[];
  children: ReactNode;
}) {
  return (
    <>
      <FormMessage kind="error">{error}</FormMessage>
      <button type="submit" className="button button--primary" disabled={busy || required.some((value) => !value)}>
        {children}
      </button>
    </>
  );
}

export function LoginForm({
  back,
  openCart,
  notice,
  onLoggedIn,
}: {
  /** Where to go after login; null: the person's landing page (the back office for staff). */
  back: string | null;
  openCart: boolean;
  notice?: string;
  /** Logged in without leaving the page (the checkout's login dialog); otherwise the page loads anew. */
  onLoggedIn?: () => void;
}) {
  const { form, fields, busy, messages, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/account.ts"),
    schema: (m) => m.loginFormSchema,
    staysBusy: !onLoggedIn,
    async send({ login, password }) {
      const request = loginRequest(login, password);
      const { data } = await api<{ data: { id: number; role: Role } }>(
        "POST",
        `/customers/login/${request.type}`,
        request.body,
      );
      if (onLoggedIn) {
        rememberLogin(data);
        onLoggedIn();
      } else afterLogin(data, { openCart, back });
    },
    failure(err) {
      // 401: the server logged the other user out; this tab forgets them too.
      if (err instanceof ApiError && err.status === 401) writeShared(STORAGE_KEYS.user, null);
      return { messages: serverFailure(err).messages };
    },
  });

  return (
    <form className="account-form" id={form.id} onSubmit={onSubmit} noValidate>
      {notice ? <p className="form-message form-message--success">{notice}</p> : null}
      <TextField
        label="E-post eller telefon"
        name={fields.login.name}
        autoComplete="username"
        inputMode="email"
        required
        error={fields.login.errors?.[0]}
      />
      <PasswordField
        label="Passord"
        name={fields.password.name}
        autoComplete="current-password"
        required
        error={fields.password.errors?.[0]}
      />
      <SubmitWithError error={messages[0]} busy={busy} required={[fields.login.value, fields.password.value]}>
        Logg inn
      </SubmitWithError>
      <p>
        <Link to="/glemt-passord">Glemt passordet?</Link> · <Link to="/registrer">Opprett konto</Link>
      </p>
    </form>
  );
}
