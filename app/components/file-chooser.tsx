// A file field that speaks Norwegian: the browser's own button says 'Choose File' in the browser's
// language, so the native input is hidden (still focusable and announced) and a label styled as a
// button says 'Velg fil', with the chosen file's name beside it.
import type { ChangeEvent } from "react";

export function FileChooser({
  id,
  accept,
  fileName,
  onChange,
  disabled,
  invalid,
  describedBy,
  buttonText = "Velg fil",
}: {
  id: string;
  accept: string;
  /** The chosen file's name, or null when none is chosen. */
  fileName: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  buttonText?: string;
}) {
  return (
    <span className="file-chooser">
      <input
        id={id}
        type="file"
        className="file-chooser__input"
        accept={accept}
        onChange={onChange}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
      />
      <label htmlFor={id} className="button file-chooser__button" aria-hidden="true">
        {buttonText}
      </label>
      <span className="file-chooser__name">{fileName ?? "Ingen fil valgt"}</span>
    </span>
  );
}
