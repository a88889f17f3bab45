import { Link } from "react-router";
import { isNorwegianPhone } from "../../../domain/phone.ts";
import { FormMessage, PasswordField, TextField, useFieldValues } from "../../components/form-field.tsx";
import { ApiError, api } from "../../lib/api-client.ts";
import { STORAGE_KEYS, writeShared } from "../../lib/shared-storage.ts";
import { useAccountSubmit } from "./use-account-submit.ts";
import { afterLogin } from "./user-session.ts";

export function LoginForm({ back, openCart, notice }: { back: string; openCart: boolean; notice?: string }) {
  const { values, bind } = useFieldValues({ login: "", password: "" });
  const { login, password } = values;
  const { busy, message, submit } = useAccountSubmit(
    async () => {
      const byPhone = isNorwegianPhone(login);
      const { data } = await api<{ data: { id: number } }>(
        "POST",
        `/customers/login/${byPhone ? "phone" : "email"}`,
        byPhone ? { phone: login, password } : { email: login, password },
      );
      afterLogin(data, { openCart, back });
    },
    (err) => {
      // 401: the server logged the other user out; this tab forgets them too.
      if (err instanceof ApiError && err.status === 401) writeShared(STORAGE_KEYS.user, null);
    },
  );

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      {notice ? <p className="form-message form-message--success">{notice}</p> : null}
      <TextField label="E-post eller telefon" autoComplete="username" inputMode="email" required {...bind("login")} />
      <PasswordField label="Passord" autoComplete="current-password" required {...bind("password")} />
      <FormMessage kind="error">{message}</FormMessage>
      <button type="submit" className="button button--primary" disabled={busy || !login || !password}>
        Logg inn
      </button>
      <p>
        <Link to="/glemt-passord">Glemt passordet?</Link> · <Link to="/registrer">Opprett konto</Link>
      </p>
    </form>
  );
}
