// The one way the storefront's forms submit (issue 10): Conform validates the form with the zod schema
// the API uses (domain/schemas), first on submit and then while the shopper types; a valid form is sent
// by `send`, and a refused request comes back into the form as Conform's result, so the server's field
// errors show beside their inputs and its message above the button, in the same texts as the browser's.
//
// zod, Conform's zod adapter and the schemas are about a quarter of a form page's script (24 KB of the
// checkout's 175 KB, gzip), and no form validates before its first submit; so they are loaded apart
// from the page, once the page is idle, and a submit that comes sooner waits for them (issue 16).
import { parse, type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { ApiError } from "../lib/api-client.ts";
import { whenIdle } from "../lib/loaded-when-idle.ts";

export const UNKNOWN_ERROR = "Noe gikk galt";

/** What the form shows for a failed send: messages above the button and errors by field name. */
export interface FormFailure {
  messages: string[];
  fields?: Record<string, string[]>;
}

/** The server's own Norwegian message and field errors, shown as they are; else 'Noe gikk galt'. */
export function serverFailure(err: unknown): FormFailure {
  if (err instanceof ApiError) return { messages: [err.body.message || UNKNOWN_ERROR], fields: err.body.errors };
  return { messages: [UNKNOWN_ERROR] };
}

interface Options<Module, Schema extends z.ZodType> {
  /** Loads the module with the form's schema: `() => import("…/domain/schemas/account.ts")`. */
  validation: () => Promise<Module>;
  /** The form's schema from that module, read at every validation (the checkout's follows the delivery choice). */
  schema: (module: Module) => Schema;
  /** Sends the valid form: the parsed value and the fields as typed. */
  send: (value: z.output<Schema>, typed: Record<string, unknown>) => Promise<void>;
  /** What to show for a failed send; null when the failure was handled (the page navigates). */
  failure?: (err: unknown) => FormFailure | null;
  /** The form stays busy after a successful send: the page then navigates or replaces the form. */
  staysBusy?: boolean;
  /** The inputs are emptied after a successful send (the password change). */
  resetsOnSuccess?: boolean;
  defaultValue?: Record<string, string | null | undefined>;
}

type Validate = (formData: FormData) => Submission<unknown, string[]>;

export function useApiForm<Module, Schema extends z.ZodType>(options: Options<Module, Schema>) {
  // Conform keeps the validation it was created with; the latest options (a schema that follows the
  // shopper's choices, a send that sees the current state) are read through this ref.
  const latest = useRef(options);
  latest.current = options;
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [busy, setBusy] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const validate = useRef<Validate | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const loadValidation = useRef(() => {
    loading.current ??= Promise.all([import("@conform-to/zod/v4"), latest.current.validation()]).then(
      ([{ parseWithZod }, module]) => {
        validate.current = (formData) => parseWithZod(formData, { schema: latest.current.schema(module) });
      },
      (err: unknown) => {
        // Offline for a moment: the next submit tries again.
        loading.current = null;
        throw err;
      },
    );
    return loading.current;
  }).current;
  useEffect(() => {
    whenIdle(() => void loadValidation().catch(() => undefined));
  }, [loadValidation]);

  // biome-ignore lint/suspicious/noExplicitAny: the fields are typed by the schema each form passes.
  const [form, fields] = useForm<Record<string, any>, any>({
    lastResult,
    defaultValue: options.defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // Conform validates only after a submit, and a submit reaches it only once validation is loaded
    // (onSubmit below); the fallback refuses without a message, never sends unvalidated.
    onValidate: ({ formData }) => validate.current?.(formData) ?? parse(formData, { resolve: () => ({ error: {} }) }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== "success") return;
      const { send, failure = serverFailure, staysBusy, resetsOnSuccess } = latest.current;
      setBusy(true);
      try {
        await send(submission.value as z.output<Schema>, submission.payload);
        setLastResult(submission.reply(resetsOnSuccess ? { resetForm: true } : {}));
        if (!staysBusy) setBusy(false);
      } catch (err) {
        const shown = failure(err);
        if (shown) {
          setLastResult(submission.reply({ formErrors: shown.messages, fieldErrors: shown.fields ?? {} }));
        }
        setBusy(false);
      }
    },
  });

  /** The form's submit handler: Conform's, once validation is loaded; before that it loads and submits again. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (validate.current) {
      form.onSubmit(event);
      return;
    }
    event.preventDefault();
    const target = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    setBusy(true);
    setLoadFailed(false);
    loadValidation().then(
      () => {
        setBusy(false);
        target.requestSubmit(submitter);
      },
      () => {
        setBusy(false);
        setLoadFailed(true);
      },
    );
  }

  const messages = form.errors ?? [];
  return { form, fields, busy, onSubmit, messages: loadFailed ? [VALIDATION_UNAVAILABLE, ...messages] : messages };
}

/** The form's validation could not be loaded (the connection dropped): nothing was sent. */
export const VALIDATION_UNAVAILABLE = "Skjemaet kunne ikke sjekkes. Sjekk nettforbindelsen og prøv igjen.";
