// The one way a back-office button calls the API without a form of its own (issue 29): approve or
// delete, hand over, end a campaign, run an import. It is busy while the call runs, then shows what
// the call said was done, or the server's Norwegian message for a refusal ('Noe gikk galt' when there
// is none); a form with fields uses useApiForm, which shows the server's field errors by their fields.
import { useRef, useState } from "react";
import { serverFailure } from "./use-api-form.ts";

export interface ActionState {
  busy: boolean;
  /** The message of the last refusal, until the next call. */
  error: string | null;
  /** What the last call said was done ('Anmeldelsen er godkjent'), until the next call. */
  done: string | null;
}

export const IDLE: ActionState = { busy: false, error: null, done: null };

/**
 * Runs one call and reports its states: busy, then done or refused. `after` runs once the call has
 * settled either way, before the result shows (the page loads its data again: after a refusal too,
 * so a payment shows as it now is). Resolves true when the call succeeded.
 */
export async function performAction(
  call: () => Promise<string | undefined> | Promise<void>,
  report: (state: ActionState) => void,
  after?: () => Promise<unknown>,
): Promise<boolean> {
  report({ busy: true, error: null, done: null });
  let settled: ActionState;
  try {
    settled = { busy: false, error: null, done: (await call()) || null };
  } catch (err) {
    settled = { busy: false, error: serverFailure(err).messages[0] ?? null, done: null };
  }
  // What `after` does is the page's; its own failure never hides the call's result.
  if (after) await after().catch(() => undefined);
  report(settled);
  return settled.error === null;
}

export function useApiAction(options: { after?: () => Promise<unknown> } = {}) {
  const [state, setState] = useState<ActionState>(IDLE);
  const after = useRef(options.after);
  after.current = options.after;
  return {
    ...state,
    /** Calls the API: `call` resolves with what was done, or rejects (ApiError) when refused. */
    run: (call: () => Promise<string | undefined> | Promise<void>) => performAction(call, setState, after.current),
    /** Refuses before anything is sent (no file chosen), with the reason shown like a refusal's. */
    refuse: (message: string) => setState({ busy: false, error: message, done: null }),
    /** Forgets the last result (the dialog it belonged to is opened again). */
    reset: () => setState(IDLE),
  };
}
