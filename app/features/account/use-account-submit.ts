// The submit of the account forms (login, registration, forgot and new password): one request at a
// time, the server's Norwegian message shown as is and its field errors beside the inputs.
import { type FormEvent, useState } from "react";
import { ApiError } from "../../lib/api-client.ts";
import { fieldErrors, serverMessage } from "./account-errors.ts";

/**
 * `send` makes the request and acts on success. The form stays busy after a success: the page then
 * navigates or shows the outcome instead of the form. `onFailure` adds what a form does besides.
 */
export function useAccountSubmit(send: () => Promise<void>, onFailure?: (err: unknown) => void) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await send();
    } catch (err) {
      onFailure?.(err);
      setErrors(err instanceof ApiError ? fieldErrors(err.body) : {});
      setMessage(serverMessage(err));
      setBusy(false);
    }
  }

  return { busy, message, errors, submit };
}
