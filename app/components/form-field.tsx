// Labelled form inputs with their error tied to the input (aria-invalid, aria-describedby), and a
// password input that can be shown or hidden (spec section 4, Widgets).
import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, useId, useState } from "react";

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** The input's id, when a link elsewhere (an error summary) leads to it; generated otherwise. */
  id?: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Extra controls after the input (the password toggle, an unlock button). */
  after?: ReactNode;
}

export function TextField({ label, name, error, hint, after, className, id: givenId, ...input }: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`form-field${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      <div className="form-field__control">
        <input
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          {...input}
        />
        {after}
      </div>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function PasswordField(props: Omit<FieldProps, "type" | "after">) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      autoCapitalize="none"
      spellCheck={false}
      after={
        <button
          type="button"
          className="form-field__toggle"
          aria-pressed={visible}
          aria-label={`Vis ${props.label.toLowerCase()}`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? "Skjul" : "Vis"}
        </button>
      }
    />
  );
}

/** A form-level message read out when it appears. */
export function FormMessage({ kind, children }: { kind: "error" | "success"; children: ReactNode }) {
  if (!children) return null;
  return (
    <p className={`form-message form-message--${kind}`} role={kind === "error" ? "alert" : "status"}>
      {children}
    </p>
  );
}

/**
 * Ties text fields to a form's values: `field("startDate")` gives a TextField its name, value, error
 * and the change that writes it back, so a form lists its fields, not the same four lines per field.
 */
export function bindFields<T extends object>(
  values: T,
  set: (changes: Partial<T>) => void,
  errorOf: (key: string) => string | undefined,
) {
  return <K extends keyof T & string>(key: K) => ({
    name: key,
    value: String(values[key] ?? ""),
    error: errorOf(key),
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [key]: e.target.value } as Partial<T>),
  });
}
