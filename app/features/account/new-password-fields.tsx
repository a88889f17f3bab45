// A new password and its repetition, as registration, the reset link and the password change ask
// for them: same hint, same autocomplete, the repetition labelled after the first.
import { PasswordField } from "../../components/form-field.tsx";

interface Props {
  /** "Passord" or "Nytt passord"; the second field is "Gjenta …". */
  label: string;
  /** The fields' first errors, from the form. */
  errors: { password?: string; password_confirmation?: string };
  required?: boolean;
}

export function NewPasswordFields({ label, errors, required }: Props) {
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        required={required}
        error={errors.password}
        hint="Minst 8 tegn. Vanlige passord godtas ikke."
      />
      <PasswordField
        label={`Gjenta ${label.toLowerCase()}`}
        name="password_confirmation"
        autoComplete="new-password"
        required={required}
        error={errors.password_confirmation}
      />
    </>
  );
}
