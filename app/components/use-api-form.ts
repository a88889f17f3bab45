// The one way the shop's forms submit (issue 10; the back office's too, issue 29): Conform validates the
// form with the zod schema the API uses (domain/schemas), first on submit and then while the person
// types; a valid form is sent by `send`, and a refused request comes back into the form as Conform's
// result, so the server's field errors show beside their inputs and its message above the button, in
// the same texts as the browser's. The storefront's forms are validated from their fields; the back
// office's, whose lists, flags and numbers are no plain fields, give the JSON body they send (`body`),
// and the schema validates that body exactly as the route does. Buttons that call the API without a
// form (approve, delete, hand over) use `useApiAction` (use-api-action.ts).
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
/** A summary above the button for a long form whose refused fields are marked by their own messages. */
export const FIELDS_MARKED = "Rett opp feltene som er merket.";

/** What the form shows for a failed send: messages above the button and errors by field name. */
export interface FormFailure {
  messages: string[];
  fields?: Record<string, string[]>;
}

/**
 * The server's own Norwegian message and field errors, shown as they are; else 'Noe gikk galt'. The
 * server names a nested field by dots ("questions.0.text"), the form as Conform does ("questions[0].text").
 */
export function serverFailure(err: unknown): FormFailure {
  if (err instanceof ApiError) {
    const errors = err.body.errors;
    const fields = errors
      ? Object.fromEntries(Object.entries(errors).map(([key, messages]) => [fieldName(key.split(".")), messages]))
      : undefined;
    return { messages: [err.body.message || UNKNOWN_ERROR], fields };
  }
  return { messages: [UNKNOWN_ERROR] };
}

/** A field's name from its path, as Conform writes it: ["questions", 0, "text"] is "questions[0].text". */
export function fieldName(path: readonly PropertyKey[]): string {
  let name = "";
  for (const part of path) {
    const text = String(part);
    if (typeof part === "number" || /^\d+$/.test(text)) name += `[${text}]`;
    else name += name ? `.${text}` : text;
  }
  return name;
}

/** The schema's verdict on a body: its parsed value, or its errors by field name (Conform's shape). */
export function checkBody(
  schema: z.ZodType,
  body: unknown,
): { value: unknown; error?: undefined } | { value?: undefined; error: Record<string, string[]> } {
  const result = schema.safeParse(body);
  if (result.success) return { value: result.data };
  const error: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const name = fieldName(issue.path);
    error[name] = [...(error[name] ?? []), issue.message];
  }
  return { error };
}

/** The first error of a field or of any field inside it ("questions[0]" has "questions[0].options"). */
export function firstErrorUnder(errors: Record<string, string[] | undefined>, name: string): string | undefined {
  for (const [key, messages] of Object.entries(errors)) {
    if (!messages?.length) continue;
    if (key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`)) return messages[0];
  }
  return undefined;
}

/** The first error of any field, for a summary above the button (not the form's own message, ""). */
export function firstFieldError(errors: Record<string, string[] | undefined>): string | undefined {
  for (const [key, messages] of Object.entries(errors)) if (key !== "" && messages?.length) return messages[0];
  return undefined;
}

interface Options<Module, Schema extends z.ZodType> {
  /** Loads the module with the form's schema: `() => import("…/domain/schemas/account.ts")`. */
  validation: () => Promise<Module>;
  /** The form's schema from that module, read at every validation (the checkout's follows the delivery choice). */
  schema: (module: Module) => Schema;
  /**
   * The JSON body the form sends, built from its state (the back office), and from the fields as typed
   * when they tell (the submit button pressed). The schema validates it as the route does, and its
   * errors are named by their path ("questions[0].text"); without it, the form's fields are validated
   * (Conform reads them and turns their texts into numbers and flags). Not typed as the schema's input:
   * what was typed may be what the schema refuses (no article chosen yet), and the schema says so.
   */
  body?: (typed: Record<string, unknown>) => unknown;
  /**
   * Sends the valid form: the parsed value and the fields as typed (a form with `body` sends its body
   * as built; the parsed value is what the server will make of it). A text it resolves with is shown
   * as done ('Verdikoden er lagret.') until the next submit.
   */
  send: (value: z.output<Schema>, typed: Record<string, unknown>) => Promise<string | undefined> | Promise<void>;
  /** What to show for a failed send; null when the failure was handled (the page navigates). */
  failure?: (err: unknown) => FormFailure | null;
  /** The form stays busy after a successful send: the page then navigates or replaces the form. */
  staysBusy?: boolean;
  /** The inputs are emptied after a successful send (the password change). */
  resetsOnSuccess?: boolean;
  /**
   * The message above the button when the browser finds errors, made from the first field's error
   * (a long back-office form, whose field may be out of sight); by default the errors stand by their
   * fields only.
   */
  summary?: (firstError: string) => string;
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
  const [saved, setSaved] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const validate = useRef<Validate | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const loadValidation = useRef(() => {
    loading.current ??= Promise.all([import("@conform-to/zod/v4"), latest.current.validation()]).then(
      ([{ parseWithZod }, module]) => {
        validate.current = (formData) => {
          const { body, schema } = latest.current;
          if (!body) return parseWithZod(formData, { schema: schema(module) });
          return parse(formData, {
            resolve: (typed) => checkBody(schema(module), body(typed as Record<string, unknown>)),
          });
        };
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
        const done = await send(submission.value as z.output<Schema>, submission.payload);
        setLastResult(submission.reply(resetsOnSuccess ? { resetForm: true } : {}));
        if (done) setSaved(done);
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
    // A submit by the person (not Conform's own, which revalidates while they type) starts afresh.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("name") !== CONFORM_INTENT) setSaved(null);
    if (validate.current) {
      form.onSubmit(event);
      return;
    }
    event.preventDefault();
    const target = event.currentTarget;
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

  // Read while rendering, so that Conform renders the form again when any field's errors change.
  const allErrors = form.allErrors;
  const first = options.summary && !form.errors?.length ? firstFieldError(allErrors) : undefined;
  const messages = first && options.summary ? [options.summary(first)] : (form.errors ?? []);
  return {
    form,
    fields,
    busy,
    onSubmit,
    messages: loadFailed ? [VALIDATION_UNAVAILABLE, ...messages] : messages,
    /** What `send` said was done, until the next submit. */
    saved,
    /** The first error of a field or of any field inside it, by name ("price", "questions[0].options"). */
    errorOf: (name: string) => firstErrorUnder(allErrors, name),
    /** The first error of exactly this name (a list's own error, not its items'). */
    errorAt: (name: string) => allErrors[name]?.[0],
  };
}

/** The name of the hidden button Conform submits with when it validates as the person types. */
const CONFORM_INTENT = "__intent__";

/** The form's validation could not be loaded (the connection dropped): nothing was sent. */
export const VALIDATION_UNAVAILABLE = "Skjemaet kunne ikke sjekkes. Sjekk nettforbindelsen og prøv igjen.";
