// A new password and its repetition, as registration, the reset link and the password change ask
// for them: same hint, same autocomplete, the repetition labelled after the first.
import type { ChangeEvent } from "react";
import { PasswordField } from "../../components/form-field.tsx";

type Name = "password" | "password_confirmation";

interface Props {
  /** "Passord" or "Nytt passord"; the second field is "Gjenta …". */
  label: string;
  bind: (name: Name) => { name: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  errors: Record<string, string>;
  required?: boolean;
}

export function NewPasswordFields({ label, bind, errors, required }: Props) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required={required}
        {...bind("password")}
        error={errors.password}
        hint="Minst 8 tegn. Vanlige passord godtas ikke."
      />
      <PasswordField
        label={`Gjenta ${label.toLowerCase()}`}
        autoComplete="new-password"
        required={required}
        {...bind("password_confirmation")}
        error={errors.password_confirmation}
      />
    </>
  );
}
